import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ViewRow, ViewRowsAnswer } from '@insulcalc/forms/core';
import { opensRecords, recordHref } from '../core/index';

/**
 * The ViewGrid props that open a report row's record (issue 25 item 4): none for a view whose rows
 * open nothing, and none once the rows answer says the reader may not open those records (a Sales
 * user reads the Calculations report but not the engineers' projects: the row would open "access
 * denied").
 */
export function useRecordOpener(viewId: string | null): {
  onAnswer(answer: ViewRowsAnswer): void;
  onOpen?(row: ViewRow): void;
} {
  const navigate = useNavigate();
  const [mayOpen, setMayOpen] = useState(true);
  const onAnswer = useCallback((answer: ViewRowsAnswer) => setMayOpen(answer.canOpenRows !== false), []);
  return useMemo(() => {
    if (!viewId || !opensRecords(viewId) || !mayOpen) return { onAnswer };
    return {
      onAnswer,
      onOpen: (row: ViewRow) => {
        const href = recordHref(viewId, row.id);
        if (href) void navigate(href);
      },
    };
  }, [viewId, mayOpen, onAnswer, navigate]);
}

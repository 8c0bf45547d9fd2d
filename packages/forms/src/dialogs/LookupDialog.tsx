import { useCallback, useEffect, useState } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import type { ViewRow, ViewRowsAnswer } from '../core/index';
import { ViewGrid } from '../grid/ViewGrid';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import type { LookupDialogParams, LookupDialogResult } from './lookupDialogTypes';

/**
 * LookupDialog (spec §2): params viewGroupId (the view), options and a callback returning
 * selectedItems (ids), selectedRows and entityId. The view's rows in a ViewGrid with its filters;
 * Enter or a double click on a row picks it (single) or Select takes the selection.
 */
export function LookupDialog() {
  const t = useT();
  const dialog = useDialog();
  const params = dialog.params as Partial<LookupDialogParams>;
  const viewId = typeof params.viewGroupId === 'string' ? params.viewGroupId : '';
  const multiple = params.options?.multiple === true;
  const [selected, setSelected] = useState<ViewRow[]>([]);
  const [entityId, setEntityId] = useState<string | null>(null);
  const { setTitle } = dialog;
  const titled = Boolean(params.options?.title);
  useEffect(() => {
    if (params.options?.title) setTitle(params.options.title);
  }, [params.options?.title, setTitle]);
  const onAnswer = useCallback(
    (answer: ViewRowsAnswer) => {
      setEntityId(answer.entityId);
      if (!titled) setTitle(answer.title);
    },
    [titled, setTitle],
  );
  const finish = (rows: readonly ViewRow[]) =>
    dialog.close({
      selectedItems: rows.map((r) => r.id),
      selectedRows: [...rows],
      entityId,
    } satisfies LookupDialogResult);

  if (!viewId)
    return (
      <DialogBody>
        <p role="alert">{t('LookupDialog_NoView')}</p>
      </DialogBody>
    );
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        <ViewGrid
          viewId={viewId}
          selectionMode={multiple ? 'multiple' : 'single'}
          initialSelectedIds={params.options?.selectedIds ?? []}
          onSelectionChange={setSelected}
          onOpen={(row) => finish(multiple ? [...selected.filter((r) => r.id !== row.id), row] : [row])}
          onAnswer={onAnswer}
          exportable={false}
          rememberScope="lookup"
          filtersOpen
        />
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('LookupDialog_Title')}
          buttons={[
            {
              baseName: 'Select',
              title: t('LookupDialog_Select'),
              buttonClassName: 'ic-btn-primary',
              disabled: selected.length === 0 && !multiple,
              onClick: () => finish(selected),
            },
            { baseName: 'Cancel', title: t('DynamicForm_Cancel'), onClick: () => dialog.close(undefined) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}

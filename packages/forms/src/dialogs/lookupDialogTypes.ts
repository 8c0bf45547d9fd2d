import type { DialogStore } from '@insulcalc/dialogs';
import type { ViewRow } from '../core/index';
import { LOOKUP_DIALOG } from './names';

/** What LookupDialog answers (spec §2 callback): the picked ids, their rows and the view's entity. */
export interface LookupDialogResult {
  selectedItems: string[];
  selectedRows: ViewRow[];
  entityId: string | null;
}

export interface LookupDialogParams {
  /** The view to pick from (spec §2 names it viewGroupId). */
  viewGroupId: string;
  options?: {
    /** Pick several rows (MultiselectLookup, RelatedEntityPicker). */
    multiple?: boolean;
    /** Rows selected when the dialog opens. */
    selectedIds?: string[];
    title?: string;
  };
  /** Runs with the result when rows were picked (not on Cancel). */
  callback?: (result: LookupDialogResult) => void;
}

export function isLookupDialogResult(value: unknown): value is LookupDialogResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as LookupDialogResult).selectedItems) &&
    Array.isArray((value as LookupDialogResult).selectedRows)
  );
}

/** Opens LookupDialog; the callback runs only when rows were picked. */
export function openLookupDialog(store: DialogStore, params: LookupDialogParams): string {
  const { callback, ...rest } = params;
  return store.open({
    path: LOOKUP_DIALOG,
    params: { ...rest },
    width: 1000,
    callback: (result) => {
      if (isLookupDialogResult(result)) callback?.(result);
    },
  });
}

import type { DialogStore } from '@insulcalc/dialogs';
import type { FormLoadRequestInput } from '../core/index';
import {
  DELETE_DIALOG,
  DYNAMIC_FORM_DIALOG,
  HISTORY_DIALOG,
  MASS_EDIT_ERROR_DIALOG,
  REJECT_COMMENT_DIALOG,
  SHOW_PROPERTIES_DIALOG,
} from './names';

/** Asks for the workflow comment before REJECTTASK; null when cancelled. */
export async function openRejectComment(store: DialogStore): Promise<string | null> {
  const result = await store.openAsync<string>({ path: REJECT_COMMENT_DIALOG, width: 600 });
  return typeof result === 'string' ? result : null;
}

/** Spec §2 DynamicForm dialog: params entityId, entityInstanceId, parent ids, formGroupId, parameters (JSON text). */
export interface DynamicFormDialogParams {
  entityId?: string;
  entityInstanceId?: string;
  parentEntityAttributeId?: string;
  parentEntityInstanceId?: string;
  formGroupId?: string;
  formId?: string;
  sectionName?: string;
  parameters?: string;
  requestReadOnly?: boolean;
}

export function openDynamicFormDialog(
  store: DialogStore,
  params: DynamicFormDialogParams,
  callback?: (result: unknown) => void,
): string {
  return store.open({ path: DYNAMIC_FORM_DIALOG, params: { ...params }, callback });
}

export function dialogRequestOf(
  params: DynamicFormDialogParams,
  search: URLSearchParams,
): FormLoadRequestInput {
  const pick = (name: keyof DynamicFormDialogParams) => {
    const value = params[name] ?? search.get(name);
    return value === undefined || value === null || value === '' ? null : String(value);
  };
  let parameters: Record<string, never> = {};
  const text = pick('parameters');
  if (text) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        parameters = parsed as Record<string, never>;
    } catch {
      parameters = {};
    }
  }
  return {
    entityId: pick('entityId'),
    entityInstanceId: pick('entityInstanceId'),
    parentEntityAttributeId: pick('parentEntityAttributeId'),
    parentEntityInstanceId: pick('parentEntityInstanceId'),
    formGroupId: pick('formGroupId'),
    formId: pick('formId'),
    sectionName: pick('sectionName'),
    parameters,
    requestReadOnly: params.requestReadOnly === true || /^true$/i.test(search.get('requestReadOnly') ?? ''),
  };
}

export interface DeleteDialogParams {
  entityId: string;
  entityInstanceIds: string[];
  concurrencyTokens?: Record<string, string>;
  /** Runs with the deleted ids (spec §2 DeleteDialog callback). */
  callback?: (deletedIds: string[]) => void;
  /**
   * `allowed`: delete the rows the user may delete, each on its own, and list the others in the
   * mass-edit error dialog (search pages; POST …/delete-allowed). Otherwise all or none.
   */
  options?: { message?: string; allowed?: boolean };
}

export function openDeleteDialog(store: DialogStore, params: DeleteDialogParams): string {
  return store.open({
    path: DELETE_DIALOG,
    params: { ...params },
    width: 600,
    callback: (result) => {
      if (Array.isArray(result)) params.callback?.(result as string[]);
    },
  });
}

export function openHistoryDialog(
  store: DialogStore,
  params: { entityId: string; entityInstanceId: string },
): string {
  return store.open({ path: HISTORY_DIALOG, params: { ...params } });
}

export function openPropertiesDialog(
  store: DialogStore,
  params: { formId: string; entityInstanceId?: string | null },
): string {
  return store.open({ path: SHOW_PROPERTIES_DIALOG, params: { ...params }, width: 800 });
}

export interface MassEditErrorParams {
  /** The entries refused (display names or ids). */
  entries: string[];
}

/** Spec §2: Continue resolves true, Cancel false. */
export async function openMassEditError(store: DialogStore, params: MassEditErrorParams): Promise<boolean> {
  const result = await store.openAsync<boolean>({
    path: MASS_EDIT_ERROR_DIALOG,
    params: { ...params },
    width: 600,
  });
  return result === true;
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmDialog, useDialog, useDialogs } from '@insulcalc/dialogs';
import { headerTitle } from '@insulcalc/shell';
import type { FormModel } from '../core/index';
import { DynamicForm, formTitle, type DynamicFormHost } from '../react/DynamicForm';
import { useFormState } from '../react/FormContext';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { dialogRequestOf, openRejectComment, type DynamicFormDialogParams } from './openers';

function DialogTitle({ model }: { model: FormModel }) {
  const t = useT();
  const dialog = useDialog();
  const data = useFormState(
    useCallback((s) => s.data, []),
    model,
  );
  const dirty = useFormState(
    useCallback((s) => s.dirty, []),
    model,
  );
  const ignore = useFormState(
    useCallback((s) => s.ignoreChanges, []),
    model,
  );
  const title = headerTitle(formTitle(data, t('DynamicForm_DefaultTitle')), dirty, ignore);
  useEffect(() => dialog.setTitle(title), [dialog, title]);
  // The form's own width (spec §3 dialogWidth, e.g. User settings 700 px) replaces the default
  // 1200 px once the definition has loaded; the dialog is still hidden then (visibility wait).
  const width = data?.dialogWidth ?? undefined;
  useEffect(() => {
    if (width !== undefined) dialog.setWidth(width);
  }, [dialog, width]);
  return null;
}

/**
 * The DynamicForm dialog (spec §2): a form in the dialog stack. Save and close hands the result
 * to the opener's callback; closing with unsaved changes asks first; the dialog stays invisible
 * until the form has loaded (at most 500 ms).
 */
export function DynamicFormDialog() {
  const dialog = useDialog();
  const dialogs = useDialogs();
  const [search] = useSearchParams();
  const [model, setModel] = useState<FormModel | null>(null);
  const request = useMemo(
    () => dialogRequestOf(dialog.params as DynamicFormDialogParams, search),
    [dialog.params, search],
  );
  const onModel = useCallback(
    (next: FormModel) => {
      setModel(next);
      dialog.waitForLoad(next.whenLoaded());
    },
    [dialog],
  );
  const host = useMemo<DynamicFormHost>(
    () => ({
      close: (result) => dialog.close(result),
      openWfTask: (taskId) => dialog.close({ saved: true, openWfTaskId: taskId }),
      confirm: (text) => confirmDialog(dialogs, { Message: text }),
      promptComment: () => openRejectComment(dialogs),
    }),
    [dialog, dialogs],
  );
  // Spec §4: closing a dialog with unsaved changes asks first. Escape and the header's close
  // button belong to the dialog host; a capture listener reaches them first and lets the model
  // close instead (autosave, then Shared_Form_Dirty_Notification).
  useEffect(() => {
    if (!model) return;
    const guardedClose = (event: Event) => {
      if (!model.hasUnsavedChanges()) return false;
      event.preventDefault();
      event.stopPropagation();
      model.close({ saved: false }).catch(() => undefined);
      return true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (dialogs.top()?.key !== dialog.key) return;
      guardedClose(event);
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.ic-dialog-close');
      if (!button || !button.closest(`[data-dialog-key="${dialog.key}"]`)) return;
      guardedClose(event);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [model, dialog.key, dialogs]);

  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <div className="ic-dialog-body">
        {model ? <DialogTitle model={model} /> : null}
        <DynamicForm request={request} host={host} asDialog onModel={onModel} />
      </div>
    </DialogErrorBoundary>
  );
}

import { useMemo } from 'react';
import { DialogBody, confirmDialog, useDialog, useDialogs } from '@insulcalc/dialogs';
import type { FormLoadRequestInput } from '../core/index';
import { DynamicForm, type DynamicFormHost } from '../react/DynamicForm';
import { DialogErrorBoundary } from './DialogErrorBoundary';

export interface FormModalDialogParams {
  title?: string;
  Message?: string;
  /** The form shown under the message. */
  form: FormLoadRequestInput;
  readonly?: boolean;
}

/**
 * A ModalDialog with a form (spec §2 ModalDialog params title, Message, toolbar from the form's
 * definition, initialWidth, readonly): the form's save-and-close result closes the modal.
 */
export function FormModalDialog() {
  const dialog = useDialog();
  const dialogs = useDialogs();
  const params = dialog.params as Partial<FormModalDialogParams>;
  const request = useMemo(
    () => ({
      ...(params.form ?? {}),
      requestReadOnly: params.readonly === true || params.form?.requestReadOnly === true,
    }),
    [params.form, params.readonly],
  );
  const host = useMemo<DynamicFormHost>(
    () => ({
      close: (result) => dialog.close(result),
      openWfTask: (taskId) => dialog.close({ saved: true, openWfTaskId: taskId }),
      confirm: (text) => confirmDialog(dialogs, { Message: text }),
    }),
    [dialog, dialogs],
  );
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        {params.Message ? <p style={{ whiteSpace: 'pre-wrap' }}>{params.Message}</p> : null}
        <DynamicForm
          request={request}
          host={host}
          asDialog
          onModel={(model) => dialog.waitForLoad(model.whenLoaded())}
        />
      </DialogBody>
    </DialogErrorBoundary>
  );
}

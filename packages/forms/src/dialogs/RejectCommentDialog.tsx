import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';

/** Spec §4: REJECTTASK on a form with a workflow comment asks for the comment first. */
export function RejectCommentDialog() {
  const t = useT();
  const dialog = useDialog();
  const [comment, setComment] = useState('');
  return (
    <DialogErrorBoundary onError={() => dialog.close(null)}>
      <DialogBody>
        <TextField value={comment} onChange={setComment} isRequired className="ic-field ic-label-top">
          <Label>{t('DynamicForm_RejectComment')}</Label>
          <TextArea className="ic-input" style={{ height: 120 }} />
        </TextField>
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DynamicForm_RejectComment')}
          buttons={[
            {
              baseName: 'Reject',
              title: t('DynamicForm_Reject'),
              buttonClassName: 'ic-btn-primary',
              disabled: comment.trim() === '',
              onClick: () => dialog.close(comment.trim()),
            },
            { baseName: 'Cancel', title: t('DynamicForm_Cancel'), onClick: () => dialog.close(null) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}

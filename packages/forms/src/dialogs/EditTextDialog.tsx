import { useState } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { EDIT_IN_DIALOG_ROWS, TEXTAREA_ROW_HEIGHT_PX } from '../controls/TextBox/settings';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';

/** A text box's "edit in dialog" (spec §9: 600 px wide, 50 rows). */
export function EditTextDialog() {
  const t = useT();
  const dialog = useDialog();
  const params = dialog.params as { value?: string; title?: string };
  const [value, setValue] = useState(params.value ?? '');
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        <TextField
          value={value}
          onChange={setValue}
          aria-label={params.title ?? t('DynamicForm_EditInDialog')}
        >
          <TextArea
            className="ic-input"
            rows={EDIT_IN_DIALOG_ROWS}
            style={{ height: EDIT_IN_DIALOG_ROWS * TEXTAREA_ROW_HEIGHT_PX, maxHeight: '70vh', width: '100%' }}
          />
        </TextField>
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DynamicForm_EditInDialog')}
          buttons={[
            {
              baseName: 'Ok',
              title: t('DynamicForm_Apply'),
              buttonClassName: 'ic-btn-primary',
              onClick: () => dialog.close(value),
            },
            { baseName: 'Cancel', title: t('DynamicForm_Cancel'), onClick: () => dialog.close(undefined) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}

import { Button, Input, TextArea, TextField } from 'react-aria-components';
import { useDialogs } from '@insulcalc/dialogs';
import { displayedTextBoxValue } from '../../core/index';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { EDIT_TEXT_DIALOG } from '../../dialogs/names';
import { EDIT_IN_DIALOG_WIDTH, textAreaHeight, textBoxSettingsSchema } from './settings';

/** TextBox (spec §3 text box settings, §5 validation, §9 text area size). */
export function TextBox({ field, inputId, labelId, describedBy, tabIndex, invalid, onChange }: ControlProps) {
  const t = useT();
  const dialogs = useDialogs();
  const parsed = textBoxSettingsSchema.safeParse(field.settings);
  const settings = parsed.success ? parsed.data : textBoxSettingsSchema.parse({});
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const shown = displayedTextBoxValue({ type: settings.type, readonly: field.readonly }, value);
  const isArea = settings.type === 'textarea';
  const common = {
    id: inputId,
    tabIndex,
    placeholder: settings.placeholder,
    autoComplete: settings.autocomplete,
    // Autofocus is a setting of the definition (spec §3 text box settings).
    autoFocus: settings.autofocus,
    className: 'ic-input',
  };
  return (
    <div className="ic-textbox">
      <TextField
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        value={shown}
        onChange={onChange}
        isReadOnly={field.readonly}
        isRequired={field.required}
        isInvalid={invalid}
        type={settings.type === 'textarea' ? 'text' : settings.type}
        name={field.name}
        validationBehavior="aria"
      >
        {isArea ? (
          <TextArea {...common} style={{ height: textAreaHeight(settings) }} />
        ) : (
          <Input {...common} />
        )}
      </TextField>
      {settings.enableEditInDialog && !field.readonly ? (
        <Button
          className="ic-btn ic-btn-small"
          aria-label={t('DynamicForm_EditInDialog')}
          onPress={async () => {
            const result = await dialogs.openAsync<string>({
              path: EDIT_TEXT_DIALOG,
              params: { value, title: field.displayName },
              title: field.displayName,
              width: EDIT_IN_DIALOG_WIDTH,
            });
            if (typeof result === 'string') onChange(result);
          }}
        >
          …
        </Button>
      ) : null}
    </div>
  );
}

import { useContext, type ChangeEvent, type ReactNode } from 'react';
import { DialogStoreContext } from '@insulcalc/dialogs/context';
import { displayedTextBoxValue } from '../../core/index';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { EDIT_TEXT_DIALOG } from '../../dialogs/names';
import { EDIT_IN_DIALOG_WIDTH, textAreaHeight, textBoxSettingsSchema } from './settings';
import { defaultSettings, safeParseSettings } from '../../react/controlSettings';

/** TextBox (spec §3 text box settings, §5 validation, §9 text area size). */
export function TextBox(props: ControlProps) {
  return renderTextBox(props);
}

/** TextBox's render without hooks (the registry's `render`: the field's cell calls it). */
export function renderTextBox({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps): ReactNode {
  const parsed = safeParseSettings(textBoxSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : defaultSettings(textBoxSettingsSchema);
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const shown = displayedTextBoxValue({ type: settings.type, readonly: field.readonly }, value);
  const isArea = settings.type === 'textarea';
  // Native elements, not react-aria's TextField: a text box needs no more than the label, the
  // aria attributes and the change event, and TextField's hooks made a 500-field form's mount and
  // each keystroke several times slower (bench:forms, decision 0027).
  const common = {
    id: inputId,
    name: field.name,
    tabIndex,
    placeholder: settings.placeholder,
    autoComplete: settings.autocomplete,
    // Autofocus is a setting of the definition (spec §3 text box settings).
    autoFocus: settings.autofocus,
    className: 'ic-input',
    value: shown,
    readOnly: field.readonly,
    // aria-required, not required: the engine validates (spec §5), never the browser's bubble.
    'aria-required': field.required || undefined,
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="ic-textbox">
      {isArea ? (
        <textarea {...common} style={{ height: textAreaHeight(settings) }} />
      ) : (
        <input {...common} type={settings.type} />
      )}
      {settings.enableEditInDialog && !field.readonly ? (
        <EditInDialogButton value={value} title={field.displayName} onChange={onChange} />
      ) : null}
    </div>
  );
}

/**
 * Spec §9 edit in dialog: a 600 px dialog with a large text area. Its own component, so only the
 * text boxes that offer it read the dialog stack (and pay for the button).
 */
function EditInDialogButton({
  value,
  title,
  onChange,
}: {
  value: string;
  title: string;
  onChange: (value: unknown) => void;
}) {
  const t = useT();
  // A page that embeds a form without the dialogs' stack (the basic registry on a page of its own)
  // keeps the text box editable in place and offers no larger window, rather than failing.
  const dialogs = useContext(DialogStoreContext);
  if (!dialogs) return null;
  return (
    <button
      type="button"
      className="ic-btn ic-btn-small"
      aria-label={t('DynamicForm_EditInDialog')}
      onClick={async () => {
        const result = await dialogs.openAsync<string>({
          path: EDIT_TEXT_DIALOG,
          params: { value, title },
          title,
          width: EDIT_IN_DIALOG_WIDTH,
        });
        if (typeof result === 'string') onChange(result);
      }}
    >
      …
    </button>
  );
}

import { useState } from 'react';
import { formatNumber, parseNumber, roundHalfEven, useLanguage } from '@insulcalc/i18n';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { numericSettingsSchema } from './settings';
import { defaultSettings, safeParseSettings } from '../../react/controlSettings';

/**
 * Numeric: typed text is parsed the spec's way on commit (group separators removed, decimal
 * separator to a dot, minus normalised; identical separators present fail) and rounded half to
 * even. Text that does not parse stays in the box with a message and leaves the value unchanged.
 */
export function Numeric({ field, inputId, labelId, describedBy, tabIndex, invalid, onChange }: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const parsedSettings = safeParseSettings(numericSettingsSchema, field.settings);
  const settings = parsedSettings.success ? parsedSettings.data : defaultSettings(numericSettingsSchema);
  const value = typeof field.value === 'number' ? field.value : null;
  const format = (n: number | null) =>
    n === null ? '' : formatNumber(n, language, undefined, { useGrouping: settings.useGrouping });
  const [text, setText] = useState(() => format(value));
  const [parseError, setParseError] = useState(false);
  // Re-format when the value or language changes from outside, not on each keystroke.
  const [synced, setSynced] = useState({ value, language });
  if (synced.value !== value || synced.language !== language) {
    setSynced({ value, language });
    setText(format(value));
    setParseError(false);
  }

  const commit = () => {
    const result = parseNumber(text, language);
    if (!result.ok) {
      if (result.error === 'empty') {
        setParseError(false);
        onChange(null);
      } else setParseError(true);
      return;
    }
    setParseError(false);
    const rounded = roundHalfEven(result.value, settings.decimals);
    onChange(rounded);
    setText(format(rounded));
  };

  return (
    <>
      {/* A native input, not react-aria's TextField (decision 0027: its hooks dominated a large form's mount). */}
      <input
        id={inputId}
        name={field.name}
        tabIndex={tabIndex}
        inputMode="decimal"
        className="ic-input ic-input-number"
        placeholder={settings.placeholder}
        aria-labelledby={labelId}
        aria-describedby={parseError ? `${inputId}-parse` : describedBy}
        aria-invalid={invalid || parseError || undefined}
        value={text}
        readOnly={field.readonly}
        aria-required={field.required || undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {parseError ? (
        <div id={`${inputId}-parse`} className="ic-field-error">
          {t('DynamicForm_Numeric_Invalid')}
        </div>
      ) : null}
    </>
  );
}

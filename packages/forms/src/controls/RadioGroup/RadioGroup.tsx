import { Radio, RadioGroup } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { optionKey } from '../Dropdown/settings';
import { radioGroupSettingsSchema } from './settings';
import { defaultSettings, safeParseSettings } from '../../react/controlSettings';

/** RadioGroup: one value from the element's options, all visible. */
export function RadioGroupControl({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  const parsed = safeParseSettings(radioGroupSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : defaultSettings(radioGroupSettingsSchema);
  return (
    <RadioGroup
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-radio-group"
      orientation={settings.orientation}
      value={field.value === null || field.value === undefined ? null : optionKey(field.value)}
      onChange={(key) => {
        const option = settings.options.find((o) => optionKey(o.value) === key);
        onChange(option ? option.value : null);
      }}
      isReadOnly={field.readonly}
      isInvalid={invalid}
      isRequired={field.required}
      validationBehavior="aria"
      name={field.name}
    >
      {settings.options.map((option) => (
        <Radio
          key={optionKey(option.value)}
          value={optionKey(option.value)}
          isDisabled={option.disabled}
          className="ic-radio"
        >
          <span className="ic-radio-dot" aria-hidden="true" />
          {option.text}
        </Radio>
      ))}
    </RadioGroup>
  );
}

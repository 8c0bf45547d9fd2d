import { Checkbox, CheckboxGroup } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { ControlStyles } from '../../ui/controlStyles';
import { optionKey } from '../Dropdown/settings';
import { multiValues, valuesFromKeys } from '../MultiselectDropdown/settings';
import { parseMultiselectCheckboxSettings } from './settings';

/** MultiselectCheckbox: several values from the element's options, one checkbox each, all visible. */
export function MultiselectCheckbox({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const settings = parseMultiselectCheckboxSettings(field.settings);
  const keys = multiValues(field.value).map(optionKey);
  const full = settings.maxSelected !== undefined && keys.length >= settings.maxSelected;
  return (
    <CheckboxGroup
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-checkbox-group"
      data-orientation={settings.orientation}
      value={keys}
      onChange={(next) => onChange(valuesFromKeys(settings.options, next))}
      isReadOnly={field.readonly}
      isInvalid={invalid}
      isRequired={field.required}
      validationBehavior="aria"
      name={field.name}
    >
      <ControlStyles />
      {settings.options.map((option) => {
        const key = optionKey(option.value);
        const checked = keys.includes(key);
        return (
          <Checkbox
            key={key}
            value={key}
            className="ic-checkbox"
            isDisabled={option.disabled || (full && !checked)}
            excludeFromTabOrder={tabIndex < 0}
          >
            <span className="ic-checkbox-box" aria-hidden="true">
              {checked ? '✓' : ''}
            </span>
            <span>{option.text}</span>
          </Checkbox>
        );
      })}
    </CheckboxGroup>
  );
}

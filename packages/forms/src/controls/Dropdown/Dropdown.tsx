import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { dropdownSettingsSchema, optionKey } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

/** Dropdown: one value from the element's options. */
export function Dropdown({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  const t = useT();
  const parsed = safeParseSettings(dropdownSettingsSchema, field.settings);
  const options = parsed.success ? parsed.data.options : [];
  const selected = optionKey(field.value);
  return (
    <Select
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-select"
      selectedKey={options.some((o) => optionKey(o.value) === selected) ? selected : null}
      onSelectionChange={(key) => {
        const option = options.find((o) => optionKey(o.value) === key);
        onChange(option ? option.value : null);
      }}
      isDisabled={field.readonly}
      isInvalid={invalid}
      isRequired={field.required}
      validationBehavior="aria"
      placeholder={(parsed.success && parsed.data.placeholder) || t('DynamicForm_SelectPlaceholder')}
      name={field.name}
    >
      <Button className="ic-input ic-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="ic-popover">
        <ListBox className="ic-listbox">
          {options.map((option) => (
            <ListBoxItem
              key={optionKey(option.value)}
              id={optionKey(option.value)}
              textValue={option.text}
              isDisabled={option.disabled}
              className="ic-listbox-item"
            >
              {option.text}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

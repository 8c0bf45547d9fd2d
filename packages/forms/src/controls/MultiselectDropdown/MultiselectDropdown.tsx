import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { ReadonlyList } from './ReadonlyList';
import { optionKey } from '../Dropdown/settings';
import { multiValues, parseMultiselectSettings, valuesFromKeys } from './settings';

/** MultiselectDropdown: several values from the element's options in a popup list with checkmarks. */
export function MultiselectDropdown({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const settings = parseMultiselectSettings(field.settings);
  const options = settings.options;
  const chosen = new Set(multiValues(field.value).map(optionKey));
  const selectedOptions = options.filter((option) => chosen.has(optionKey(option.value)));
  const keys = selectedOptions.map((option) => optionKey(option.value));
  if (field.readonly) {
    // Read-only: the chosen texts in a read-only text box (its label and description still apply).
    return (
      <>
        <ControlStyles />
        <ReadonlyList
          inputId={inputId}
          describedBy={describedBy}
          texts={selectedOptions.map((o) => o.text)}
        />
      </>
    );
  }
  return (
    <Select
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-select"
      selectionMode="multiple"
      value={keys}
      onChange={(next) => onChange(valuesFromKeys(options, next))}
      isInvalid={invalid}
      isRequired={field.required}
      validationBehavior="aria"
      placeholder={settings.placeholder || t('DynamicForm_SelectPlaceholder')}
      name={field.name}
    >
      <ControlStyles />
      <Button className="ic-input ic-select-button" excludeFromTabOrder={tabIndex < 0}>
        <SelectValue>
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder
              ? defaultChildren
              : selectedOptions.length <= 3
                ? selectedOptions.map((option) => option.text).join(', ')
                : t('Multiselect_SelectedCount', { count: selectedOptions.length })
          }
        </SelectValue>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="ic-popover">
        <ListBox className="ic-listbox">
          {options.map((option) => (
            <ListBoxItem
              key={optionKey(option.value)}
              id={optionKey(option.value)}
              textValue={option.text}
              isDisabled={
                option.disabled ||
                (settings.maxSelected !== undefined &&
                  keys.length >= settings.maxSelected &&
                  !chosen.has(optionKey(option.value)))
              }
              className="ic-listbox-item"
            >
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className="ic-check">
                    {isSelected ? '✓ ' : '\u2003'}
                  </span>
                  {option.text}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

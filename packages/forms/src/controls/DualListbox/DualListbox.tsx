import { useState, type Key } from 'react';
import { Button, Input, ListBox, ListBoxItem, SearchField, type Selection } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { optionKey, type ControlOption } from '../Dropdown/settings';
import { multiValues } from '../MultiselectDropdown/settings';
import { parseDualListboxSettings } from './settings';

function keysOf(selection: Selection, items: readonly ControlOption[]): Set<string> {
  if (selection === 'all') return new Set(items.map((item) => optionKey(item.value)));
  return new Set([...selection].map(String));
}

/**
 * DualListbox: the options not chosen on one side, the chosen ones on the other; items move with
 * the buttons, by double click, or by Enter on a focused item. Both lists are listboxes (arrow
 * keys, Space and Shift to select several).
 */
export function DualListbox({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const settings = parseDualListboxSettings(field.settings);
  const [filter, setFilter] = useState('');
  const [availableSelection, setAvailableSelection] = useState<Selection>(new Set());
  const [chosenSelection, setChosenSelection] = useState<Selection>(new Set());
  const chosenKeys = new Set(multiValues(field.value).map(optionKey));
  const chosen = settings.options.filter((option) => chosenKeys.has(optionKey(option.value)));
  const needle = filter.trim().toLocaleLowerCase();
  const available = settings.options.filter(
    (option) =>
      !chosenKeys.has(optionKey(option.value)) &&
      (!needle || option.text.toLocaleLowerCase().includes(needle)),
  );
  const room = settings.maxSelected === undefined ? Infinity : settings.maxSelected - chosen.length;
  const readonly = field.readonly;

  const commit = (keys: Set<string>) => {
    onChange(
      settings.options.filter((option) => keys.has(optionKey(option.value))).map((option) => option.value),
    );
  };
  const add = (keys: Iterable<Key>) => {
    const next = new Set(chosenKeys);
    let left = room;
    for (const key of keys) {
      const option = available.find((entry) => optionKey(entry.value) === String(key));
      if (!option || option.disabled || left <= 0) continue;
      next.add(String(key));
      left -= 1;
    }
    setAvailableSelection(new Set());
    commit(next);
  };
  const remove = (keys: Iterable<Key>) => {
    const next = new Set(chosenKeys);
    for (const key of keys) next.delete(String(key));
    setChosenSelection(new Set());
    commit(next);
  };
  const availableKeys = keysOf(availableSelection, available);
  const chosenSelected = keysOf(chosenSelection, chosen);
  const availableLabel = `${inputId}-available`;
  const chosenLabel = `${inputId}-chosen`;

  const list = (
    items: readonly ControlOption[],
    label: string,
    selection: Selection,
    setSelection: (selection: Selection) => void,
    onAction: (key: Key) => void,
  ) => (
    <ListBox
      aria-labelledby={`${labelId} ${label}`}
      aria-describedby={describedBy}
      className="ic-listbox"
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selection}
      onSelectionChange={setSelection}
      onAction={readonly ? undefined : onAction}
      items={items.map((option) => ({ ...option, id: optionKey(option.value) }))}
      renderEmptyState={() => <span className="ic-muted">{t('DualListbox_Empty')}</span>}
      disabledKeys={readonly ? items.map((option) => optionKey(option.value)) : undefined}
    >
      {(option) => (
        <ListBoxItem
          id={option.id}
          textValue={option.text}
          className="ic-listbox-item"
          isDisabled={option.disabled}
        >
          {option.text}
        </ListBoxItem>
      )}
    </ListBox>
  );

  return (
    <div
      id={inputId}
      className="ic-dual"
      role="group"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      tabIndex={-1}
      data-tabindex={tabIndex}
    >
      <ControlStyles />
      <div className="ic-dual-pane">
        <span id={availableLabel}>{t('DualListbox_Available')}</span>
        {settings.filterable && !readonly ? (
          <SearchField value={filter} onChange={setFilter} aria-label={t('DualListbox_Filter')}>
            <Input className="ic-input" placeholder={t('DualListbox_Filter')} />
          </SearchField>
        ) : null}
        {list(available, availableLabel, availableSelection, setAvailableSelection, (key) => add([key]))}
      </div>
      <div className="ic-dual-buttons">
        <Button
          className="ic-btn"
          isDisabled={readonly || availableKeys.size === 0 || room <= 0}
          onPress={() => add(availableKeys)}
        >
          {t('DualListbox_Add')} <span aria-hidden="true">›</span>
        </Button>
        <Button
          className="ic-btn"
          isDisabled={readonly || available.length === 0 || room < available.length}
          onPress={() => add(available.map((option) => optionKey(option.value)))}
        >
          {t('DualListbox_AddAll')} <span aria-hidden="true">»</span>
        </Button>
        <Button
          className="ic-btn"
          isDisabled={readonly || chosenSelected.size === 0}
          onPress={() => remove(chosenSelected)}
        >
          <span aria-hidden="true">‹</span> {t('DualListbox_Remove')}
        </Button>
        <Button
          className="ic-btn"
          isDisabled={readonly || chosen.length === 0}
          onPress={() => remove(chosen.map((option) => optionKey(option.value)))}
        >
          <span aria-hidden="true">«</span> {t('DualListbox_RemoveAll')}
        </Button>
      </div>
      <div className="ic-dual-pane">
        <span id={chosenLabel}>{t('DualListbox_Selected', { count: chosen.length })}</span>
        {list(chosen, chosenLabel, chosenSelection, setChosenSelection, (key) => remove([key]))}
      </div>
    </div>
  );
}

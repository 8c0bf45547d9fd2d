import { useState, type KeyboardEvent } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useDialogs } from '@insulcalc/dialogs';
import { openLookupDialog } from '../../dialogs/lookupDialogTypes';
import { GRID_STYLE_HREF, gridCss } from '../../grid/gridStyles';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { useLookupNames, useLookupSuggestions } from '../Lookup/lookupShared';
import { lookupIdsOf, multiLookupSettingsSchema } from '../Lookup/settings';
import { safeParseSettings } from '../../react/controlSettings';

/**
 * MultiselectLookup: several records of a view, added by typing or in LookupDialog, shown as
 * removable tags. The value is the list of instance ids in the order they were added; Backspace
 * in the empty input removes the last one.
 */
export function MultiselectLookup({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  const t = useT();
  const dialogs = useDialogs();
  const parsed = safeParseSettings(multiLookupSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : null;
  const viewId = settings?.viewId ?? '';
  const ids = lookupIdsOf(field.value);
  const { names } = useLookupNames(viewId, ids);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [input, setInput] = useState('');
  const { items } = useLookupSuggestions(
    viewId,
    input,
    settings?.minSearchLength ?? 1,
    settings?.limit ?? 20,
  );
  if (!settings)
    return (
      <p role="alert" className="ic-field-error">
        {t('LookupDialog_NoView')}
      </p>
    );
  const full = settings.maxItems !== undefined && ids.length >= settings.maxItems;
  const nameOf = (id: string) => names.get(id) ?? picked.get(id) ?? t('Lookup_Unknown', { id });
  const add = (entries: { id: string; text: string }[]) => {
    const next = [...ids];
    const texts = new Map(picked);
    for (const { id, text } of entries) {
      texts.set(id, text);
      if (!next.includes(id)) next.push(id);
    }
    setPicked(texts);
    onChange(settings.maxItems !== undefined ? next.slice(0, settings.maxItems) : next);
  };
  const remove = (id: string) => onChange(ids.filter((i) => i !== id));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && input === '' && ids.length && !field.readonly)
      remove(ids[ids.length - 1]!);
  };
  return (
    <div className="ic-multilookup">
      <style href={GRID_STYLE_HREF} precedence="default">
        {gridCss}
      </style>
      {ids.length ? (
        <ul className="ic-lookup-tags" aria-label={field.displayName}>
          {ids.map((id) => (
            <li key={id} className="ic-lookup-tag">
              <span>{nameOf(id)}</span>
              {!field.readonly ? (
                <button
                  type="button"
                  aria-label={t('Lookup_Remove', { name: nameOf(id) })}
                  onClick={() => remove(id)}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!field.readonly ? (
        <div className="ic-lookup">
          <ComboBox
            className="ic-lookup-input"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            items={items.filter((item) => !ids.includes(item.id))}
            inputValue={input}
            onInputChange={setInput}
            selectedKey={null}
            onSelectionChange={(key) => {
              if (key === null) return;
              const item = items.find((i) => i.id === String(key));
              if (item) add([{ id: item.id, text: item.text }]);
              setInput('');
            }}
            menuTrigger={settings.minSearchLength === 0 ? 'focus' : 'input'}
            allowsEmptyCollection
            isDisabled={full}
            isInvalid={invalid}
            isRequired={field.required}
            validationBehavior="aria"
          >
            <Input
              id={inputId}
              className="ic-input"
              placeholder={settings.placeholder ?? t('Lookup_Placeholder')}
              onKeyDown={onKeyDown}
            />
            <Popover className="ic-popover">
              <ListBox
                className="ic-listbox"
                renderEmptyState={() => <div className="ic-listbox-empty">{t('Lookup_NoMatches')}</div>}
              >
                {(item: (typeof items)[number]) => (
                  <ListBoxItem id={item.id} textValue={item.text} className="ic-listbox-item">
                    {item.text}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          {settings.allowBrowse ? (
            <Button
              className="ic-btn"
              aria-label={t('Lookup_Browse')}
              onPress={() =>
                openLookupDialog(dialogs, {
                  viewGroupId: viewId,
                  options: { multiple: true, selectedIds: ids, title: field.displayName || undefined },
                  callback: (result) => {
                    // The dialog's selection is the new set: rows unticked there are removed.
                    const kept = new Set(result.selectedItems);
                    const texts = new Map(picked);
                    for (const row of result.selectedRows) texts.set(row.id, row.displayName ?? row.id);
                    setPicked(texts);
                    const next = [
                      ...ids.filter((id) => kept.has(id)),
                      ...result.selectedItems.filter((id) => !ids.includes(id)),
                    ];
                    onChange(settings.maxItems !== undefined ? next.slice(0, settings.maxItems) : next);
                  },
                })
              }
            >
              …
            </Button>
          ) : null}
        </div>
      ) : ids.length === 0 ? (
        <span id={inputId} className="ic-input ic-readonly-text">
          —
        </span>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useDialogs } from '@insulcalc/dialogs';
import { openLookupDialog } from '../../dialogs/lookupDialogTypes';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { GRID_STYLE_HREF, gridCss } from '../../grid/gridStyles';
import { useLookupNames, useLookupSuggestions } from './lookupShared';
import { lookupIdOf, lookupSettingsSchema } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

/**
 * Lookup: one record of a view, found by typing (the view's lookup search attributes) or picked
 * in LookupDialog. The value is the instance id; the input shows the record's display fields.
 */
export function Lookup({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  const t = useT();
  const dialogs = useDialogs();
  const parsed = safeParseSettings(lookupSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : null;
  const viewId = settings?.viewId ?? '';
  const value = lookupIdOf(field.value);
  const { names } = useLookupNames(viewId, value ? [value] : []);
  const [picked, setPicked] = useState<{ id: string; text: string } | null>(null);
  const selectedText =
    value === null
      ? ''
      : (names.get(value) ?? (picked?.id === value ? picked.text : t('Lookup_Unknown', { id: value })));
  const [input, setInput] = useState(selectedText);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setInput(selectedText);
  }, [selectedText]);
  const { items, isFetching } = useLookupSuggestions(
    viewId,
    input === selectedText ? '' : input,
    settings?.minSearchLength ?? 1,
    settings?.limit ?? 20,
  );
  if (!settings)
    return (
      <p role="alert" className="ic-field-error">
        {t('LookupDialog_NoView')}
      </p>
    );
  const choose = (id: string | null, text: string) => {
    editing.current = false;
    setPicked(id ? { id, text } : null);
    setInput(text);
    if (id !== value) onChange(id);
  };
  return (
    <div className="ic-lookup">
      <style href={GRID_STYLE_HREF} precedence="default">
        {gridCss}
      </style>
      <ComboBox
        className="ic-lookup-input"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        items={items}
        inputValue={input}
        onInputChange={(text) => {
          editing.current = true;
          setInput(text);
        }}
        selectedKey={value}
        onSelectionChange={(key) => {
          if (key === null) return;
          const item = items.find((i) => i.id === String(key));
          if (item) choose(item.id, item.text);
        }}
        onBlur={() => {
          // Text that picked nothing falls back to the stored record (or clears it when emptied).
          if (!editing.current) return;
          editing.current = false;
          if (input.trim() === '' && value !== null) choose(null, '');
          else setInput(selectedText);
        }}
        menuTrigger={settings.minSearchLength === 0 ? 'focus' : 'input'}
        allowsEmptyCollection
        isReadOnly={field.readonly}
        isInvalid={invalid}
        isRequired={field.required}
        validationBehavior="aria"
        name={field.name}
      >
        <Input
          id={inputId}
          className="ic-input"
          placeholder={settings.placeholder ?? t('Lookup_Placeholder')}
          aria-busy={isFetching || undefined}
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
      {!field.readonly && value !== null ? (
        <Button className="ic-btn" aria-label={t('Lookup_Clear')} onPress={() => choose(null, '')}>
          ×
        </Button>
      ) : null}
      {!field.readonly && settings.allowBrowse ? (
        <Button
          className="ic-btn"
          aria-label={t('Lookup_Browse')}
          onPress={() =>
            openLookupDialog(dialogs, {
              viewGroupId: viewId,
              options: { selectedIds: value ? [value] : [], title: field.displayName || undefined },
              callback: (result) => {
                const row = result.selectedRows[0];
                if (row) choose(row.id, row.displayName ?? row.id);
              },
            })
          }
        >
          …
        </Button>
      ) : null}
    </div>
  );
}

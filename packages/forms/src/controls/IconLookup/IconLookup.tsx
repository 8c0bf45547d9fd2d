import { useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { Icon } from './Icon';
import { isIconKey } from './iconSource';
import { DEFAULT_ICON_KEYS, parseIconLookupSettings } from './settings';

const MAX_SHOWN = 100;

/**
 * IconLookup: an icon key (bi-…, fas-…, far-…, fab-…) typed or picked from the offered keys, each
 * shown with its icon from the server; the chosen key's preview sits beside the box.
 */
export function IconLookup({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const settings = parseIconLookupSettings(field.settings);
  const value = typeof field.value === 'string' ? field.value : '';
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const needle = text.trim().toLowerCase();
  const keys = settings.icons ?? DEFAULT_ICON_KEYS;
  const items = (needle && needle !== value ? keys.filter((key) => key.includes(needle)) : keys)
    .slice(0, MAX_SHOWN)
    .map((key) => ({ id: key }));
  const preview = (
    <span className="ic-icon-preview">
      {value ? (
        <Icon iconKey={value} size={settings.previewSize} title={t('IconLookup_Preview', { key: value })} />
      ) : null}
    </span>
  );
  if (field.readonly)
    return (
      <div className="ic-icon-lookup">
        <ControlStyles />
        {preview}
        <input id={inputId} className="ic-input" readOnly value={value} aria-describedby={describedBy} />
      </div>
    );
  return (
    <div className="ic-icon-lookup">
      <ControlStyles />
      {preview}
      <ComboBox
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="ic-combobox ic-icon-lookup-input"
        allowsCustomValue
        menuTrigger="input"
        inputValue={text}
        onInputChange={(next) => {
          setTyped(next);
          // A typed key that the server would accept is the value at once; clearing empties it.
          if (next.trim() === '') onChange(null);
          else if (isIconKey(next.trim())) onChange(next.trim());
        }}
        selectedKey={value && keys.includes(value) ? value : null}
        onSelectionChange={(key) => {
          if (key === null) return;
          setTyped(null);
          onChange(String(key));
        }}
        onBlur={() => {
          // A typed text that is not a key stays visible and is validated as the value.
          if (typed !== null && typed.trim() !== '' && !isIconKey(typed.trim())) onChange(typed.trim());
          setTyped(null);
        }}
        items={items}
        isInvalid={invalid}
        isRequired={field.required}
        validationBehavior="aria"
        name={field.name}
      >
        <Input
          id={inputId}
          className="ic-input"
          placeholder={settings.placeholder ?? t('IconLookup_Placeholder')}
          tabIndex={tabIndex}
          spellCheck={false}
          autoComplete="off"
        />
        <Button className="ic-btn" aria-label={t('IconLookup_ShowIcons')}>
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="ic-popover">
          <ListBox
            className="ic-listbox"
            renderEmptyState={() => <span className="ic-muted">{t('IconLookup_NoMatch')}</span>}
          >
            {(item: { id: string }) => (
              <ListBoxItem id={item.id} textValue={item.id} className="ic-listbox-item">
                <Icon iconKey={item.id} /> <span>{item.id}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}

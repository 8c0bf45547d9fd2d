import { useState } from 'react';
import { Button, Input, TextArea, TextField } from 'react-aria-components';
import {
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  resolveMultiLang,
  useLanguage,
  type Language,
} from '@insulcalc/i18n';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { multiLangTexts, multiLangValue, parseMultiLangSettings } from './settings';

/**
 * MultiLang: one text per language, stored as a language → text object (JSON). The field shows
 * the user's language first; "All languages" opens the others. Read-only shows the text resolved
 * selected → default → fallback → empty (spec §9).
 */
export function MultiLang({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const settings = parseMultiLangSettings(field.settings);
  const [expanded, setExpanded] = useState(false);
  const languages: readonly Language[] = settings.languages ?? SUPPORTED_LANGUAGES;
  const texts = multiLangTexts(field.value);
  const first: Language = languages.includes(language) ? language : languages[0]!;
  const others = languages.filter((code) => code !== first);
  const panelId = `${inputId}-languages`;

  if (field.readonly) {
    const shown = resolveMultiLang(texts, {
      selectedLanguage: language,
      defaultLanguage: settings.defaultLanguage,
      fallbackLanguage: settings.fallbackLanguage,
    });
    return (
      <>
        <ControlStyles />
        <input id={inputId} className="ic-input" readOnly value={shown} aria-describedby={describedBy} />
      </>
    );
  }

  const row = (code: Language, id: string, labelledBy: string) => (
    <TextField
      key={code}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={texts[code] ?? ''}
      onChange={(text) => onChange(multiLangValue({ ...texts, [code]: text }))}
      isInvalid={invalid}
      isRequired={field.required && code === first}
      maxLength={settings.maxLength}
      validationBehavior="aria"
      lang={code}
      name={`${field.name}.${code}`}
    >
      {settings.multiline ? (
        <TextArea
          id={id}
          className="ic-input"
          rows={settings.rows}
          placeholder={settings.placeholder}
          tabIndex={tabIndex}
        />
      ) : (
        <Input id={id} className="ic-input" placeholder={settings.placeholder} tabIndex={tabIndex} />
      )}
    </TextField>
  );

  return (
    <div className="ic-multilang">
      <ControlStyles />
      <div className="ic-multilang-row">
        <span id={`${inputId}-lang-${first}`} className="ic-lang-tag" title={LANGUAGE_NAMES[first]}>
          <span aria-hidden="true">{first}</span>
          <span className="ic-visually-hidden">{LANGUAGE_NAMES[first]}</span>
        </span>
        {row(first, inputId, `${labelId} ${inputId}-lang-${first}`)}
      </div>
      {others.length ? (
        <Button
          className="ic-btn ic-btn-small"
          aria-expanded={expanded}
          aria-controls={panelId}
          onPress={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('MultiLang_HideLanguages')
            : t('MultiLang_ShowLanguages', {
                count: others.filter((code) => texts[code]).length,
                total: others.length,
              })}
        </Button>
      ) : null}
      <div id={panelId} hidden={!expanded} className="ic-multilang">
        {expanded
          ? others.map((code) => (
              <div key={code} className="ic-multilang-row">
                <span id={`${inputId}-lang-${code}`}>{LANGUAGE_NAMES[code]}</span>
                {row(code, `${inputId}-${code}`, `${labelId} ${inputId}-lang-${code}`)}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}

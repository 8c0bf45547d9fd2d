import { Suspense, lazy, useMemo, useState, type Key } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  parseMultiLang,
  useLanguage,
  type Language,
} from '@insulcalc/i18n';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { EditorLoading } from '../RichTextArea/RichTextArea';
import { richTextHeight } from '../RichTextArea/settings';
import { richTextMultiLangSettings, withLanguageText } from './settings';

const RichTextEditor = lazy(() => import('../RichTextArea/RichTextEditor'));
const RichTextView = lazy(() => import('../RichTextArea/RichTextView'));

/**
 * RichTextAreaMultiLang: one rich-text editor per language tab, the value a language → HTML
 * object (the MultiLang shape). An editor is created when its tab is first shown and kept while
 * the form is open, so switching tabs keeps each language's undo history.
 */
export function RichTextAreaMultiLang({
  field,
  inputId,
  labelId,
  describedBy,
  tabIndex,
  invalid,
  onChange,
}: ControlProps) {
  const t = useT();
  const userLanguage = useLanguage();
  const settings = richTextMultiLangSettings(field.settings);
  const languages = (settings.languages ?? SUPPORTED_LANGUAGES) as readonly string[];
  const texts = useMemo(() => parseMultiLang(field.value), [field.value]);
  const [selected, setSelected] = useState<string>(() =>
    languages.includes(userLanguage) ? userLanguage : languages[0]!,
  );
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const minHeight = richTextHeight(settings);
  const select = (key: Key) => {
    const language = String(key);
    setSelected(language);
    setVisited((previous) => (previous.has(language) ? previous : new Set([...previous, language])));
  };
  return (
    <Tabs id={inputId} selectedKey={selected} onSelectionChange={select} className="ic-ml">
      <TabList aria-label={`${t('RichText_Languages')}: ${field.displayName}`} className="ic-ml-tabs">
        {languages.map((language) => {
          const name = LANGUAGE_NAMES[language as Language] ?? language;
          const filled = Boolean(texts[language]);
          return (
            <Tab
              key={language}
              id={language}
              className={filled ? 'ic-ml-tab ic-ml-filled' : 'ic-ml-tab'}
              // The visible name is part of the accessible name (axe label-content-name-mismatch).
              aria-label={filled ? t('RichText_LanguageFilled', { language: name }) : undefined}
            >
              {name}
            </Tab>
          );
        })}
      </TabList>
      {languages.map((language) => {
        // Each language's editor keeps its own id for its lifetime; the field's id names the tabs.
        const id = `${inputId}-${language}`;
        const html = texts[language] ?? '';
        return (
          <TabPanel key={language} id={language} shouldForceMount={visited.has(language)}>
            {!visited.has(language) ? null : field.readonly ? (
              <Suspense fallback={<EditorLoading minHeight={0} />}>
                <RichTextView html={html} id={id} labelId={labelId} describedBy={describedBy} />
              </Suspense>
            ) : (
              <Suspense fallback={<EditorLoading minHeight={minHeight} />}>
                <RichTextEditor
                  value={html}
                  onChange={(next) => onChange(withLanguageText(texts, language, next))}
                  inputId={id}
                  labelId={labelId}
                  label={`${field.displayName} (${LANGUAGE_NAMES[language as Language] ?? language})`}
                  describedBy={describedBy}
                  invalid={invalid}
                  tabIndex={tabIndex}
                  minHeight={minHeight}
                  toolbar={settings.toolbar}
                  placeholder={settings.placeholder}
                />
              </Suspense>
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}

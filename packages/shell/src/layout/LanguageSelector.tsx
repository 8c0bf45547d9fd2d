import { normalizeLanguage, useLanguage, type Language } from '@insulcalc/i18n';
import { confirmDialog, MenuButton, useDialogs } from '@insulcalc/dialogs';
import { GlobeIcon } from './icons';
import {
  applyLanguage,
  browserLanguageEnvironment,
  LANGUAGE_NAMES,
  SELECTOR_LANGUAGES,
  type LanguageChangeEnvironment,
} from './language';
import { useT } from './i18n';
import { useProfile } from '../bootstrap/hooks';
import type { Profile } from '../state/types';

/**
 * The languages to offer: the profile's `availableLanguages` (spec §3) that the app has texts for,
 * in the server's order and by the server's own names; the full list when the profile names none.
 */
export function selectorLanguages(
  available: Profile['availableLanguages'],
): { code: Language; name: string }[] {
  const seen = new Set<Language>();
  const out: { code: Language; name: string }[] = [];
  for (const entry of available ?? []) {
    const code = normalizeLanguage(entry.code);
    // A code the app has no texts for cannot be chosen; a regional code counts as its language.
    if (!code || seen.has(code)) continue;
    seen.add(code);
    out.push({ code, name: entry.localName || LANGUAGE_NAMES[code] });
  }
  return out.length > 0 ? out : SELECTOR_LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
}

export interface LanguageSelectorProps {
  /** Cookie and reload (tests). */
  environment?: LanguageChangeEnvironment;
}

/** Globe icon with the current language's name; a change asks for confirmation, stores the lang cookie and reloads. */
export function LanguageSelector({ environment = browserLanguageEnvironment }: LanguageSelectorProps) {
  const t = useT();
  const current = useLanguage();
  const dialogs = useDialogs();
  const languages = selectorLanguages(useProfile().availableLanguages);

  const choose = async (language: Language) => {
    if (language === current) return;
    const ok = await confirmDialog(
      dialogs,
      {
        title: t('Shell_ChangeLanguage_Title'),
        Message: t('Shell_ChangeLanguage_Confirm', { language: LANGUAGE_NAMES[language] }),
        confirmText: t('Shell_ChangeLanguage_Title'),
      },
      { page: true },
    );
    if (ok) applyLanguage(language, environment);
  };

  return (
    <MenuButton
      label={`${t('Shell_Language')}: ${LANGUAGE_NAMES[current]}`}
      toggle={
        <>
          <GlobeIcon />
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </>
      }
      width={200}
      entries={languages.map(({ code, name }) => ({
        key: code,
        label: name,
        lang: code,
        checked: code === current,
        onSelect: () => void choose(code),
      }))}
    />
  );
}

import { useLanguage, type Language } from '@insulcalc/i18n';
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

export interface LanguageSelectorProps {
  /** Cookie and reload (tests). */
  environment?: LanguageChangeEnvironment;
}

/** Globe icon with the current language's name; a change asks for confirmation, stores the lang cookie and reloads. */
export function LanguageSelector({ environment = browserLanguageEnvironment }: LanguageSelectorProps) {
  const t = useT();
  const current = useLanguage();
  const dialogs = useDialogs();

  const choose = async (language: Language) => {
    if (language === current) return;
    const ok = await confirmDialog(dialogs, {
      title: t('Shell_ChangeLanguage_Title'),
      Message: t('Shell_ChangeLanguage_Confirm', { language: LANGUAGE_NAMES[language] }),
      confirmText: t('Shell_ChangeLanguage_Title'),
    });
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
      entries={SELECTOR_LANGUAGES.map((code) => ({
        key: code,
        label: LANGUAGE_NAMES[code],
        lang: code,
        checked: code === current,
        onSelect: () => void choose(code),
      }))}
    />
  );
}

import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, SUPPORTED_LANGUAGES } from '@insulcalc/i18n';
import { withApp } from './decorators';
import { installStoryIcons } from './icons';

type TranslationFile = Record<string, Record<string, string | null>>;

// The same texts the server's seed collects (every package's translations/ and the server's own),
// so stories show real translations in every language.
const translationFiles = import.meta.glob<TranslationFile>(
  ['../packages/*/translations/*.json', '../apps/server/seed/translations/*.json'],
  { eager: true, import: 'default' },
);

const messagesByLanguage = new Map<string, Record<string, string | null>>();

function messagesFor(language: string): Record<string, string | null> {
  const cached = messagesByLanguage.get(language);
  if (cached) return cached;
  const messages: Record<string, string | null> = {};
  for (const file of Object.values(translationFiles)) {
    for (const [key, texts] of Object.entries(file)) {
      const text = texts?.[language] !== undefined ? texts[language] : texts?.en;
      messages[key] = text ?? null;
    }
  }
  messagesByLanguage.set(language, messages);
  return messages;
}

installStoryIcons();

const withTranslations: Decorator = (Story, context) => {
  const language = String(context.globals.language ?? 'en');
  return (
    <I18nProvider language={language} messages={messagesFor(language)}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  // withApp inside withTranslations: the app harness sees the story's language.
  decorators: [withApp, withTranslations],
  globalTypes: {
    language: {
      description: 'Language of the translated texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...SUPPORTED_LANGUAGES],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    controls: { expanded: true },
    // Accessibility violations fail the designers' review panel, not just warn.
    a11y: { test: 'error' },
  },
};

export default preview;

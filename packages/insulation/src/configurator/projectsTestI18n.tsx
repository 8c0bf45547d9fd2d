/**
 * Test and story helper: the configurator's translations (testUtils' messagesFor) plus the
 * projects area (apps/server/seed/translations/projects.json: autosave status, keep-project offer).
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '@insulcalc/i18n';
import projectTexts from '../../../../apps/server/seed/translations/projects.json';
import { messagesFor } from './testUtils';

type Texts = Record<string, Record<string, string | null>>;

export function projectMessagesFor(language: string): Record<string, string | null> {
  const out = messagesFor(language);
  for (const [key, texts] of Object.entries(projectTexts as Texts))
    out[key] = texts[language] ?? texts.en ?? null;
  return out;
}

export function ProjectsTestI18n({ language = 'en', children }: { language?: string; children?: ReactNode }) {
  return (
    <I18nProvider language={language} messages={projectMessagesFor(language)} isProduction>
      {children}
    </I18nProvider>
  );
}

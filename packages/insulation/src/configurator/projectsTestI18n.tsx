/**
 * Test and story helper: the configurator's translations (testUtils' messagesFor, which reads every
 * file of this package's translations/, the projects area's autosave status and keep-project offer
 * included).
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '@insulcalc/i18n';
import { ShellServicesProvider } from '@insulcalc/shell';
import { messagesFor } from './testUtils';

export function projectMessagesFor(language: string): Record<string, string | null> {
  return messagesFor(language);
}

export function ProjectsTestI18n({ language = 'en', children }: { language?: string; children?: ReactNode }) {
  return (
    <ShellServicesProvider>
      <I18nProvider language={language} messages={projectMessagesFor(language)} isProduction>
        {children}
      </I18nProvider>
    </ShellServicesProvider>
  );
}

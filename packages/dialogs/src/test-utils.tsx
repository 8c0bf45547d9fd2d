import type { ReactNode } from 'react';
import { I18nProvider } from '@insulcalc/i18n';

export const testMessages: Record<string, string> = {
  Common_Close: 'Close',
  Common_Cancel: 'Cancel',
  Common_Confirm: 'Confirm',
  Common_Continue: 'Continue',
  Toolbar_MoreOptions: 'More options',
  Toolbar_Label: 'Actions',
  NotFound_Text: 'Page not found',
  Dialog_RenderError_Title: 'This window could not be shown.',
  Dialog_RenderError_Text: 'The error is listed with the page messages.',
  Dialog_TryAgain: 'Try again',
  Dialog_ExternalNavigation_Title: 'Leaving the application',
  Dialog_ExternalNavigation_Text:
    'You are about to open an external address: {url}. Do you want to continue?',
};

export function TestI18n({ children }: { children: ReactNode }) {
  return (
    <I18nProvider language="en" messages={testMessages} isProduction={false}>
      {children}
    </I18nProvider>
  );
}

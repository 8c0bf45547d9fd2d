import type { ReactNode } from 'react';
import { I18nProvider } from '@insulcalc/i18n';
import { ShellServicesProvider, type ShellServices } from '@insulcalc/shell';
import translations from '../../translations/forms.json';
import editorTranslations from '../../translations/editors.json';

/** English texts of this package plus the shared validation keys the forms show. */
export const testMessages: Record<string, string> = {
  ...Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.en])),
  ...Object.fromEntries(Object.entries(editorTranslations).map(([key, value]) => [key, value.en])),
  validation_required: 'This field is required.',
  validation_maxlength: 'At most {maxLength} characters.',
  Validation_Field_Pattern: '{fieldName} does not match {pattern}.',
  Shared_Form_Dirty_Notification: 'You have unsaved changes. Leave anyway?',
  FormSaveSuccessMessage: 'Saved.',
  Common_UnknownError: 'Something went wrong.',
  Toolbar_MoreOptions: 'More options',
  Toolbar_Label: 'Actions',
  Common_Confirm: 'Confirm',
  Common_Cancel: 'Cancel',
};

/** The English texts and services of a store of its own (HTTP client, dialog stack), for tests. */
export function TestI18n({
  children,
  language = 'en',
  services,
}: {
  children: ReactNode;
  language?: string;
  /** The services the test inspects (default: new ones). */
  services?: ShellServices;
}) {
  return (
    <ShellServicesProvider {...(services ? { services } : {})}>
      <I18nProvider language={language as 'en'} messages={testMessages} isProduction={false}>
        {children}
      </I18nProvider>
    </ShellServicesProvider>
  );
}

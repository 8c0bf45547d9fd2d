/** Test helper: the translations of one language the public site shows (what GET api/v1/translations returns for its texts). */
import { packageMessages } from '@insulcalc/test-utils';

export function seedMessages(language: string): Record<string, string | null> {
  return packageMessages(import.meta.url, language);
}

export const TEST_APP_INFO = {
  applicationVersion: '1.2.3',
  platformVersion: '1.0.0',
  fallbackLanguage: 'en',
  fallbackTheme: 'default',
  logoNormalPath: '/api/v1/appinfo/logo.svg',
  logoMinimizedPath: '/api/v1/appinfo/logo-minimized.svg',
};

/** Test helper: the server's seed translations of one language (what GET api/v1/translations returns). */
type Texts = Record<string, Record<string, string | null>>;

const files = import.meta.glob<{ default: Texts }>('../../../server/seed/translations/*.json', {
  eager: true,
});

export function seedMessages(language: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const file of Object.values(files))
    for (const [key, texts] of Object.entries(file.default))
      out[key] = language in texts ? (texts[language] ?? null) : (texts.en ?? null);
  return out;
}

export const TEST_APP_INFO = {
  applicationVersion: '1.2.3',
  platformVersion: '1.0.0',
  fallbackLanguage: 'en',
  fallbackTheme: 'default',
  logoNormalPath: '/api/v1/appinfo/logo.svg',
  logoMinimizedPath: '/api/v1/appinfo/logo-minimized.svg',
};

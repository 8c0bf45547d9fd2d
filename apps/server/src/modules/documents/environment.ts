import type { RenderEnvironment } from '@insulcalc/documents/core';
import { formatMessageText } from '@insulcalc/i18n/core';
import type { LanguageCode } from '../translations/index';

/** The font every PDF is set in: Noto Sans covers each letter of the six languages. */
export const FONT_MODULE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

/**
 * What a render needs of the reader, as plain data: it crosses into the render worker (structured
 * clone), where {@link environmentOf} turns it back into the functions the renderers call.
 */
export interface EnvironmentData {
  language: LanguageCode;
  /** Translation key → text in the language. */
  texts: Map<string, string | null>;
  /** `<list>\u0000<code or id>` → the item's name in the language. */
  codeListNames: Map<string, string>;
  timeZone?: string;
}

export function environmentOf(data: EnvironmentData): RenderEnvironment {
  const { language, texts, codeListNames } = data;
  return {
    language,
    translate: (key, values) => {
      const found = texts.get(key);
      if (typeof found !== 'string') return key;
      return values ? formatMessageText(found, values, language) : found;
    },
    codeListName: (list, value) => codeListNames.get(`${list}\u0000${String(value)}`),
    ...(data.timeZone ? { timeZone: data.timeZone } : {}),
  };
}

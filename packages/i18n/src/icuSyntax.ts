import { IntlMessageFormat } from 'intl-messageformat';

const QUOTED_ARGUMENT = /'(\{[A-Za-z_][A-Za-z0-9_]*(?:,\s*[a-z]+)?\})'/;

/**
 * Why a translation text would not show as its author meant, or null when it would: not valid
 * ICU (parsed the way the app's provider formats it, tags included; the reader would see the raw
 * source and the console a warning), or a placeholder made literal by apostrophes. A literal
 * brace must be quoted: `'{'`.
 */
export function icuSyntaxError(text: string): string | null {
  // `'{name}'` is valid ICU, but the apostrophes quote the placeholder: the reader sees "{name}".
  const quoted = QUOTED_ARGUMENT.exec(text);
  if (quoted) return `the apostrophes around ${quoted[1]} make it literal text (write “${quoted[1]}”)`;
  try {
    new IntlMessageFormat(text, 'en');
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0] ?? message;
  }
}

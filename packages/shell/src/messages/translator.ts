import { formatMessageText, translate } from '@insulcalc/i18n';

/**
 * Translation maps as the shell reads them (see {@link ShellTranslator} for a store's own).
 */
export type ShellTranslationMap = Readonly<Record<string, string | null>>;
export type ShellTranslateValues = Record<string, string | number>;

/** English texts of the catalogue keys the shell raises itself, used before translations load. */
export const BUILT_IN_TEXTS: Readonly<Record<string, string>> = {
  Common_UnknownError: 'An unexpected error occurred. Please try again.',
  ServerCommunicationError: 'Communication with the server failed.',
  AccessDenied_Text: 'You do not have permission to view this page. Sign in with an account that has access.',
  Error_NetworkResponseNotOkMessage: 'The server could not process the request.',
  Common_ApplicationLoadFailed: 'The application could not be loaded. Refresh the page or try again later.',
  Shell_UserMessages: 'Messages',
  Shell_Notifications: 'Notifications',
  Shell_DismissMessage: 'Dismiss message',
  Shell_MessageLevel_Error: 'Error',
  Shell_MessageLevel_Warning: 'Warning',
  Shell_MessageLevel_Information: 'Information',
  Shell_TestScript_Title: 'Test script',
  Shell_TestScript_Recording: 'Recording a test script. Press F8 again to stop and show it.',
  Shell_TestScript_Empty: 'Nothing was recorded.',
  Shell_TestScript_Copy: 'Copy',
  Shell_TestScript_Copied: 'Copied to the clipboard.',
  Common_Close: 'Close',
  Shell_Download_Failed: 'The file could not be downloaded.',
  Shell_Logout_Failed: 'Logging out failed.',
};

function format(text: string, values: ShellTranslateValues | undefined, language: string | null): string {
  return values ? formatMessageText(text, values, language) : text;
}

/**
 * Translates a key with explicitly given messages: a string → the ICU-formatted text, null →
 * null, missing → `[?:key]` (spec §8); with no messages at all (before loading) the built-in
 * English text of the shell's own keys.
 */
export function translateKey(
  messages: ShellTranslationMap | null | undefined,
  key: string,
  values?: ShellTranslateValues,
  language: string | null = null,
): string | null {
  if (messages && Object.prototype.hasOwnProperty.call(messages, key)) {
    const value = messages[key];
    if (value === null) return null;
    if (typeof value === 'string') {
      try {
        return translate(messages, key, values, language);
      } catch {
        return format(value, values, language);
      }
    }
  }
  // Before any translations are loaded the shell's own keys read in English; once loaded, a
  // missing key shows as [?:key] (spec §8).
  const builtIn = messages ? undefined : BUILT_IN_TEXTS[key];
  if (builtIn !== undefined) return format(builtIn, values, language);
  return `[?:${key}]`;
}

/**
 * The translations one app store has loaded, for code outside React (the base query turns
 * catalogue keys of spec §8 into texts when it raises an error). One per store (part of its
 * services): two stores in one process (server rendering, tests) each translate in their own
 * language. The bootstrap sets them after loading; before that the built-in English texts are used.
 */
export class ShellTranslator {
  private messages: ShellTranslationMap | null = null;
  private language: string | null = null;

  set(messages: ShellTranslationMap | null, language?: string | null): void {
    this.messages = messages;
    this.language = language ?? null;
  }

  get(): { messages: ShellTranslationMap | null; language: string | null } {
    return { messages: this.messages, language: this.language };
  }

  /** Translates with these translations; a key mapped to null gives ''. */
  translate(key: string, values?: ShellTranslateValues): string {
    return translateKey(this.messages, key, values, this.language) ?? '';
  }
}

/**
 * Server user messages may carry translation keys instead of texts (the server's validation
 * messages do, e.g. `validation_required`). Returns the translation when `text` is a known key,
 * otherwise `text` itself.
 */
export function translateIfKey(messages: ShellTranslationMap | null | undefined, text: string): string {
  if (messages && /^[A-Za-z][\w.]*$/.test(text) && Object.prototype.hasOwnProperty.call(messages, text)) {
    return messages[text] ?? '';
  }
  return text;
}

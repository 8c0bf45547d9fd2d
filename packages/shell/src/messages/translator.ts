import { formatMessageText, translate } from '@insulcalc/i18n';

/**
 * The translations currently loaded by the shell bootstrap, for code outside React (the base
 * query turns catalogue keys of spec §8 into texts when it raises an error). The bootstrap calls
 * {@link setShellTranslations} after loading; before that the built-in English texts below are used.
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

let current: ShellTranslationMap | null = null;
let currentLanguage: string | null = null;

export function setShellTranslations(messages: ShellTranslationMap | null, language?: string | null): void {
  current = messages;
  currentLanguage = language ?? null;
}

export function getShellTranslations(): { messages: ShellTranslationMap | null; language: string | null } {
  return { messages: current, language: currentLanguage };
}

function format(text: string, values?: ShellTranslateValues): string {
  return values ? formatMessageText(text, values, currentLanguage) : text;
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
): string | null {
  if (messages && Object.prototype.hasOwnProperty.call(messages, key)) {
    const value = messages[key];
    if (value === null) return null;
    if (typeof value === 'string') {
      try {
        return translate(messages, key, values, currentLanguage);
      } catch {
        return format(value, values);
      }
    }
  }
  // Before any translations are loaded the shell's own keys read in English; once loaded, a
  // missing key shows as [?:key] (spec §8).
  const builtIn = messages ? undefined : BUILT_IN_TEXTS[key];
  if (builtIn !== undefined) return format(builtIn, values);
  return `[?:${key}]`;
}

/** Translates with the shell's current translations; a key mapped to null gives ''. */
export function shellTranslate(key: string, values?: ShellTranslateValues): string {
  return translateKey(current, key, values) ?? '';
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

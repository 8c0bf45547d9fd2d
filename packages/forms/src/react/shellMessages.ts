import type { UserMessage } from '@insulcalc/shell';
import type { FormAreaMessage } from '../core/index';

/** ICU values of a keyed message. */
export type FormMessageValues = Record<string, string | number>;

/**
 * A form message as the form's message area hands it to the shell. With `messageKey` the shell
 * shows the key's text in the reader's current language, formatted with `values`; without the
 * values a placeholder would show as `{name}` after a language change.
 */
export type KeyedFormMessage = FormAreaMessage & { values?: FormMessageValues };

/** The shell's page messages for a form's message area (keys and their values kept). */
export function toShellMessages(messages: readonly KeyedFormMessage[]): UserMessage[] {
  const now = Date.now();
  return messages.map((message, index) => ({
    id: message.id ?? `form-${now}-${index}`,
    message: message.message ?? '',
    level: message.level ?? 'info',
    isHtml: message.isHtml ?? false,
    ...(message.controlName ? { controlName: message.controlName } : {}),
    ...(message.messageKey ? { messageKey: message.messageKey } : {}),
    ...(message.messageKey && message.values ? { values: message.values } : {}),
    target: 'page' as const,
    createdAt: now,
  }));
}

import { normalizeUserMessage } from '../messages/normalize';
import { ANTIFORGERY_FIELD, getAntiforgeryToken } from '../http/index';
import type { HttpClient } from '../http/index';

export const LOGOUT_URL = 'api/v1/account/logout';

export interface LogoutOptions {
  /** Where the server sends the browser after signing out (sanitised by the server). */
  returnUrl?: string;
  /** Default `api/v1/account/logout`. */
  url?: string;
  doc?: Document;
  /** Shows a failure; default: the page messages when a store is connected, else `window.alert`. */
  onError?: (message: string, error: unknown) => void;
}

/**
 * Signs out with a real form POST carrying `__RequestVerificationToken` (spec §4, §7): builds a
 * hidden form and submits it, so the server ends the session and redirects. A failure to submit
 * is shown in the page messages, or as an alert (spec §8). Returns the submitted form, or null.
 */
export function logoutWithForm(client: HttpClient, options: LogoutOptions = {}): HTMLFormElement | null {
  const doc = options.doc ?? document;
  try {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = client.resolveUrl(options.url ?? LOGOUT_URL);
    form.style.display = 'none';
    form.setAttribute('aria-hidden', 'true');
    const fields: Record<string, string> = { [ANTIFORGERY_FIELD]: getAntiforgeryToken() };
    if (options.returnUrl) fields.returnUrl = options.returnUrl;
    for (const [name, value] of Object.entries(fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    doc.body.appendChild(form);
    form.submit();
    return form;
  } catch (error) {
    const text = `${client.translator.translate('Shell_Logout_Failed')}${error instanceof Error && error.message ? ` ${error.message}` : ''}`;
    if (options.onError) options.onError(text, error);
    else if (client.hasUserMessageSink())
      client.emitUserMessages([normalizeUserMessage({ message: text, level: 'error', target: 'page' })!]);
    else if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(text);
    return null;
  }
}

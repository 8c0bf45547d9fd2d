import { ANTIFORGERY_FIELD, getAntiforgeryToken } from '../api/antiforgery';
import { resolveApiUrl } from '../api/settings';

export const LOGOUT_PATH = 'api/v1/account/logout';

/**
 * Logs off with a POST form carrying the anti-forgery token (spec §4); the server ends the
 * session and redirects to the login page with the return URL.
 */
export function submitLogoutForm(returnUrl: string, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = resolveApiUrl(LOGOUT_PATH);
  form.style.display = 'none';
  const fields: Record<string, string> = { [ANTIFORGERY_FIELD]: getAntiforgeryToken(), returnUrl };
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
}

/** Name of the request header carrying the anti-forgery token. */
export const ANTIFORGERY_HEADER = 'RequestVerificationToken';
/** Name of the form field carrying the anti-forgery token (legacy requests and form posts). */
export const ANTIFORGERY_FIELD = '__RequestVerificationToken';

/** Reads the token kept in `<head data-antiforgery-token>`; '' when none. */
export function getAntiforgeryToken(): string {
  if (typeof document === 'undefined') return '';
  return document.head?.dataset.antiforgeryToken ?? '';
}

/** Keeps the token in `<head data-antiforgery-token>` (removes the attribute for an empty token). */
export function setAntiforgeryToken(token: string | null | undefined): void {
  if (typeof document === 'undefined' || !document.head) return;
  if (token) document.head.dataset.antiforgeryToken = token;
  else delete document.head.dataset.antiforgeryToken;
}

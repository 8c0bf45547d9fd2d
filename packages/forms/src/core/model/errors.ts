/** The form errors of spec §8, verbatim: callers and tests match on these texts. */
export const FORM_ERROR_TEXT = {
  notValid: 'Form not valid.',
  notLoaded: 'Form has not been loaded yet.',
  viewNotSet: 'Form view was not set. Set formView on form options.',
  unloadCancelled: 'Form unload cancelled.',
} as const;

export type FormErrorCode =
  keyof typeof FORM_ERROR_TEXT | 'missingControl' | 'reloadSuperseded' | 'badAnswer';

/** Spec §8: a control missing on a form. */
export function missingControlText(name: string): string {
  return `Control with base name '${name}' does not exist.`;
}

/** Spec §4: an answer is discarded when a newer reload for the same key was issued meanwhile. */
export function reloadSupersededText(key: string): string {
  return `Reload of '${key}' was discarded: a newer reload was issued.`;
}

export class FormError extends Error {
  readonly code: FormErrorCode;
  constructor(code: FormErrorCode, message: string) {
    super(message);
    this.name = 'FormError';
    this.code = code;
  }
}

export function formError(code: keyof typeof FORM_ERROR_TEXT): FormError {
  return new FormError(code, FORM_ERROR_TEXT[code]);
}

import { FormError } from '../core/index';
import { FormCallError } from './shellTransport';

/**
 * Errors the form shows itself (focused invalid field, kept dialog) are not errors to report, nor
 * is a call the server refused (4xx, a save conflict): the transport has shown the server's words.
 */
export function isExpectedFormError(error: unknown): boolean {
  if (error instanceof FormCallError)
    return typeof error.apiError.status === 'number' && error.apiError.status < 500;
  return error instanceof FormError && (error.code === 'notValid' || error.code === 'unloadCancelled');
}

import { performRequest, type ApiError, type HttpClient, type ShellRequest } from '@insulcalc/shell/http';
import { FORM_CALLS, toFormData, type FormTransport } from '../core/index';

/** A failed form call through the shell; its messages have been shown already. */
export class FormCallError extends Error {
  readonly apiError: ApiError;
  constructor(apiError: ApiError) {
    super(apiError.message);
    this.name = 'FormCallError';
    this.apiError = apiError;
  }
}

async function call(
  http: HttpClient,
  request: ShellRequest,
  signal?: AbortSignal,
  quiet = false,
): Promise<unknown> {
  // Silent: a successful answer's userMessages belong to the model (a controlName goes to its
  // control); a failure's messages are shown here, once.
  const result = await performRequest(
    http,
    { ...request, silent: true, lockForm: false },
    signal ? { signal } : {},
  );
  if (result.error) {
    if (result.error.status !== 'ABORTED' && !quiet) {
      const messages = result.error.userMessages.length
        ? result.error.userMessages
        : [
            {
              id: `form-call-${Date.now()}`,
              message: result.error.message,
              level: 'error' as const,
              isHtml: false,
              target: 'page' as const,
              createdAt: Date.now(),
              ...(result.error.messageKey ? { messageKey: result.error.messageKey } : {}),
            },
          ];
      http.emitUserMessages(messages.map((message) => ({ ...message, target: 'page' })));
    }
    throw new FormCallError(result.error);
  }
  return result.data;
}

/**
 * The browser's form transport: the shell's request core (anti-forgery token, X-Requested-With,
 * trace header, X-User-Messages, problem+json, the §8 error catalogue), the same one the RTK
 * Query base API runs on, with the app store's own HTTP client (`useHttp()`).
 */
export function createShellFormTransport(http: HttpClient): FormTransport {
  return {
    load: (request, signal, options) =>
      call(http, { url: FORM_CALLS.load, method: 'POST', body: request }, signal, options?.silent),
    reload: (formId, requestId, body, signal) =>
      call(http, { url: FORM_CALLS.reload(formId, requestId), method: 'POST', body }, signal),
    save: (body, signal) =>
      call(http, { url: FORM_CALLS.save(body.formId), method: 'POST', body: toFormData(body) }, signal),
  };
}

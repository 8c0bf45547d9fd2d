import type { UserMessage } from '../messages/types';

/** The catalogue keys of spec §8 the base query raises. */
export const ERROR_KEYS = {
  unknown: 'Common_UnknownError',
  serverCommunication: 'ServerCommunicationError',
  accessDenied: 'AccessDenied_Text',
  notOk: 'Error_NetworkResponseNotOkMessage',
} as const;

/** The text of a 401 failure without messages, verbatim from spec §8 ("401 gives {hash}"). */
export const UNAUTHORIZED_ERROR_TEXT = '{hash}';

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'ABORTED';

/** What every failed request returns (RTK Query `error`, and what the helpers throw). */
export interface ApiError {
  /** HTTP status, or FETCH_ERROR (network), PARSING_ERROR (unreadable body), ABORTED. */
  status: ApiErrorStatus;
  /** The error text (spec §8): userMessages joined with '; ', else the title, else the catalogue text. */
  message: string;
  /** The catalogue key when the text came from the catalogue. */
  messageKey?: string;
  /** problem+json title. */
  title?: string;
  /** Messages the response carried (body and X-User-Messages header). */
  userMessages: UserMessage[];
  /** The parsed body of a failed JSON response. */
  data?: unknown;
  /** Trace header sent with the request, if any. */
  traceparent?: string;
  /** Set on errors that are not reported to telemetry. */
  doNotLog?: boolean;
}

/** Error class for the non-RTK helpers (download, logout); carries the ApiError. */
export class ShellApiError extends Error implements ApiError {
  readonly status: ApiErrorStatus;
  readonly messageKey?: string;
  readonly title?: string;
  readonly userMessages: UserMessage[];
  readonly data?: unknown;
  readonly traceparent?: string;
  doNotLog?: boolean;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ShellApiError';
    this.status = error.status;
    if (error.messageKey !== undefined) this.messageKey = error.messageKey;
    if (error.title !== undefined) this.title = error.title;
    this.userMessages = error.userMessages;
    if (error.data !== undefined) this.data = error.data;
    if (error.traceparent !== undefined) this.traceparent = error.traceparent;
    if (error.doNotLog !== undefined) this.doNotLog = error.doNotLog;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { message?: unknown }).message === 'string' &&
    Array.isArray((value as { userMessages?: unknown }).userMessages)
  );
}

export function isAbortError(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

import type { FormLoadRequest, FormReloadRequest } from '../definition/index';

/** One file part of a save: the control's name is the multipart field name. */
export interface FormSaveFile {
  field: string;
  file: Blob;
  fileName: string;
}

/** A save as multipart parts: text fields first, then files (a multipart parser reads in order). */
export interface FormSaveBody {
  formId: string;
  fields: [name: string, text: string][];
  files: FormSaveFile[];
}

/**
 * How a FormModel talks to the server. The model parses every answer with the definition's
 * schemas, so an implementation only moves bytes: the browser's goes through the shell's API
 * helpers (anti-forgery token, trace header, user messages), a test's is a plain object.
 */
export interface FormLoadOptions {
  /** The caller handles a failure itself (the reload after a save): show no message. */
  silent?: boolean;
}

export interface FormTransport {
  load(request: FormLoadRequest, signal?: AbortSignal, options?: FormLoadOptions): Promise<unknown>;
  save(body: FormSaveBody, signal?: AbortSignal): Promise<unknown>;
  reload(formId: string, requestId: string, body: FormReloadRequest, signal?: AbortSignal): Promise<unknown>;
}

/** The save body as FormData, text fields before files. */
export function toFormData(body: FormSaveBody): FormData {
  const data = new FormData();
  for (const [name, text] of body.fields) data.append(name, text);
  for (const part of body.files) data.append(part.field, part.file, part.fileName);
  return data;
}

/** The form calls' addresses (spec §7), relative to the app base. */
export const FORM_CALLS = {
  load: 'api/v1/forms/load',
  save: (formId: string) => `api/v1/forms/${encodeURIComponent(formId)}/save`,
  reload: (formId: string, requestId: string) =>
    `api/v1/forms/${encodeURIComponent(formId)}/reload?rid=${encodeURIComponent(requestId)}`,
  javascript: (formId: string, version: string) =>
    `api/v1/forms/javascript/${encodeURIComponent(formId)}_${encodeURIComponent(version)}`,
  routes: 'api/v1/forms/routes',
} as const;

export interface FetchTransportOptions {
  /** Resolves a call's relative address (default: as given). */
  url?: (path: string) => string;
  /** Extra headers on every call (anti-forgery token, X-Requested-With, trace). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    throw new FormTransportError(response.status, 'ServerCommunicationError', []);
  }
  if (!response.ok) {
    const messages = (body as { userMessages?: { message?: string }[] } | null)?.userMessages ?? [];
    const title = (body as { title?: string } | null)?.title;
    const joined = messages
      .map((message) => message.message)
      .filter(Boolean)
      .join('; ');
    throw new FormTransportError(response.status, joined || title || response.statusText, messages);
  }
  return body;
}

/** A failed form call; `userMessages` are the server's, for the message area. */
export class FormTransportError extends Error {
  readonly status: number;
  readonly userMessages: unknown[];
  constructor(status: number, message: string, userMessages: unknown[]) {
    super(message);
    this.name = 'FormTransportError';
    this.status = status;
    this.userMessages = userMessages;
  }
}

/** A transport over fetch: Node 20 and browsers alike. */
export function createFetchFormTransport(options: FetchTransportOptions = {}): FormTransport {
  const url = options.url ?? ((path: string) => path);
  const call = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const headers = () => ({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers?.(),
  });
  const json = async (path: string, body: unknown, signal?: AbortSignal) =>
    readAnswer(
      await call(url(path), {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: signal ?? null,
      }),
    );
  return {
    load: (request, signal) => json(FORM_CALLS.load, request, signal),
    reload: (formId, requestId, body, signal) => json(FORM_CALLS.reload(formId, requestId), body, signal),
    save: async (body, signal) =>
      readAnswer(
        await call(url(FORM_CALLS.save(body.formId)), {
          method: 'POST',
          headers: headers(),
          body: toFormData(body),
          credentials: 'same-origin',
          signal: signal ?? null,
        }),
      ),
  };
}

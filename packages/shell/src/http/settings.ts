import type { UserMessage } from '../messages/types';

/** Where the API lives. The server serves it at `/api/` on the same origin whatever the app base path. */
export const DEFAULT_API_BASE_URL = '/api/';

export interface RequestInfo {
  url: string;
  method: string;
  /** The forms engine locks the form while this is true (spec §7: "The form may be locked during a request (default on)"). */
  lockForm: boolean;
}

export interface RequestHooks {
  onRequestStart?: (info: RequestInfo) => void;
  onRequestEnd?: (info: RequestInfo) => void;
}

export interface ShellApiSettings {
  /** Base URL of the API; `api/...` paths are resolved against it. Default `/api/`. */
  apiBaseUrl: string;
  /** The fetch used by every request (tests may replace `globalThis.fetch` instead). */
  fetch?: typeof fetch;
}

/** A failed request, for the error telemetry (spec §8). */
export interface RequestFailure {
  error: Error;
  context: string;
  traceparent?: string;
}

/** A finished request's timing, for the timing telemetry (spec §9). */
export interface RequestTiming {
  parentTraceId: string;
  operationId: string;
  displayName: string;
  startTime: string;
  processingTime: number;
  tags: Record<string, string | number | boolean | null>;
}

/** Where failures and timings of requests go (the telemetry client implements it). */
export interface RequestReporter {
  logError(error: Error, options: { context: string; traceparent?: string }): void;
  recordTiming(entry: RequestTiming): void;
}

const settings: ShellApiSettings = { apiBaseUrl: DEFAULT_API_BASE_URL };
const hooks: RequestHooks[] = [];
let messageSink: ((messages: UserMessage[]) => void) | null = null;
let reporter: RequestReporter | null = null;

/** Sets where request failures and timings are reported (null: nowhere); returns the previous one. */
export function setRequestReporter(next: RequestReporter | null): RequestReporter | null {
  const previous = reporter;
  reporter = next;
  return previous;
}

export function getRequestReporter(): RequestReporter | null {
  return reporter;
}

/** Sets the app-provided API settings (call once at start, before the first request). */
export function configureShellApi(next: Partial<ShellApiSettings>): void {
  Object.assign(settings, next);
}

export function getShellApiSettings(): Readonly<ShellApiSettings> {
  return settings;
}

export function getFetch(): typeof fetch {
  return settings.fetch ?? globalThis.fetch.bind(globalThis);
}

/**
 * Resolves a request URL: absolute URLs (`http:`, `https:`, `//`, `/…`) are used as they are;
 * `api/…` paths (the spec §7 form) and other relative paths are resolved against the API base
 * URL (`api/v1/navigation` → `/api/v1/navigation`, `v1/navigation` → `/api/v1/navigation`).
 */
export function resolveApiUrl(url: string): string {
  if (/^([a-z][a-z\d+.-]*:|\/)/i.test(url)) return url;
  const base = settings.apiBaseUrl.endsWith('/') ? settings.apiBaseUrl : `${settings.apiBaseUrl}/`;
  const path = url.replace(/^api\//i, '');
  return `${base}${path}`;
}

/** Registers hooks around every request (e.g. the forms engine's lock); returns an unregister function. */
export function registerRequestHooks(h: RequestHooks): () => void {
  hooks.push(h);
  return () => {
    const i = hooks.indexOf(h);
    if (i >= 0) hooks.splice(i, 1);
  };
}

export function notifyRequestStart(info: RequestInfo): void {
  for (const h of hooks) {
    try {
      h.onRequestStart?.(info);
    } catch (e) {
      console.error(e);
    }
  }
}

export function notifyRequestEnd(info: RequestInfo): void {
  for (const h of hooks) {
    try {
      h.onRequestEnd?.(info);
    } catch (e) {
      console.error(e);
    }
  }
}

/**
 * Where messages raised outside a Redux thunk go (download and logout helpers, and the base
 * query's header messages when no dispatch is at hand). `createAppStore` sets it to the store.
 */
export function setUserMessageSink(sink: ((messages: UserMessage[]) => void) | null): void {
  messageSink = sink;
}

export function hasUserMessageSink(): boolean {
  return messageSink !== null;
}

/** Shows messages through the sink, or logs them when there is no handler (spec §8). */
export function emitUserMessages(messages: UserMessage[]): void {
  if (messages.length === 0) return;
  if (messageSink) messageSink(messages);
  else for (const m of messages) console.warn(`[user message ${m.level}] ${m.message}`);
}

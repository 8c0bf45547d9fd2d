import { ShellTranslator } from '../messages/translator';
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

export interface HttpClientOptions extends Partial<ShellApiSettings> {
  /** Translates the catalogue keys of the errors the client raises (spec §8). */
  translator?: ShellTranslator;
}

/**
 * One app store's HTTP side (spec §7, §8): its API settings, the hooks around every request (the
 * forms engine's lock), where messages raised outside a Redux thunk go, where failures and
 * timings are reported, and the translations its error texts come from. `createAppStore` makes
 * one per store (in its services), so two stores in one process never share any of them.
 */
export class HttpClient {
  private readonly settings: ShellApiSettings;
  private readonly hooks: RequestHooks[] = [];
  private messageSink: ((messages: UserMessage[]) => void) | null = null;
  private reporter: RequestReporter | null = null;
  readonly translator: ShellTranslator;

  constructor(options: HttpClientOptions = {}) {
    const { translator, ...settings } = options;
    this.settings = { apiBaseUrl: DEFAULT_API_BASE_URL, ...settings };
    this.translator = translator ?? new ShellTranslator();
  }

  /** Sets the app-provided API settings (before the first request). */
  configure(next: Partial<ShellApiSettings>): void {
    Object.assign(this.settings, next);
  }

  getSettings(): Readonly<ShellApiSettings> {
    return this.settings;
  }

  getFetch(): typeof fetch {
    return this.settings.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /**
   * Resolves a request URL: absolute URLs (`http:`, `https:`, `//`, `/…`) are used as they are;
   * `api/…` paths (the spec §7 form) and other relative paths are resolved against the API base
   * URL (`api/v1/navigation` → `/api/v1/navigation`, `v1/navigation` → `/api/v1/navigation`).
   */
  resolveUrl(url: string): string {
    return resolveApiUrl(this.settings.apiBaseUrl, url);
  }

  /** Sets where request failures and timings are reported (null: nowhere); returns the previous one. */
  setReporter(next: RequestReporter | null): RequestReporter | null {
    const previous = this.reporter;
    this.reporter = next;
    return previous;
  }

  getReporter(): RequestReporter | null {
    return this.reporter;
  }

  /** Registers hooks around every request (e.g. the forms engine's lock); returns an unregister function. */
  registerHooks(h: RequestHooks): () => void {
    this.hooks.push(h);
    return () => {
      const i = this.hooks.indexOf(h);
      if (i >= 0) this.hooks.splice(i, 1);
    };
  }

  notifyStart(info: RequestInfo): void {
    for (const h of this.hooks) {
      try {
        h.onRequestStart?.(info);
      } catch (e) {
        console.error(e);
      }
    }
  }

  notifyEnd(info: RequestInfo): void {
    for (const h of this.hooks) {
      try {
        h.onRequestEnd?.(info);
      } catch (e) {
        console.error(e);
      }
    }
  }

  /**
   * Where messages raised outside a Redux thunk go (download and logout helpers, components'
   * own calls). `createAppStore` sets it to its store; returns the previous sink.
   */
  setUserMessageSink(
    sink: ((messages: UserMessage[]) => void) | null,
  ): ((messages: UserMessage[]) => void) | null {
    const previous = this.messageSink;
    this.messageSink = sink;
    return previous;
  }

  hasUserMessageSink(): boolean {
    return this.messageSink !== null;
  }

  /** Shows messages through the sink, or logs them when there is no handler (spec §8). */
  emitUserMessages(messages: UserMessage[]): void {
    if (messages.length === 0) return;
    if (this.messageSink) this.messageSink(messages);
    else for (const m of messages) console.warn(`[user message ${m.level}] ${m.message}`);
  }
}

/** Resolves `url` against an API base URL (see {@link HttpClient.resolveUrl}). */
export function resolveApiUrl(apiBaseUrl: string, url: string): string {
  if (/^([a-z][a-z\d+.-]*:|\/)/i.test(url)) return url;
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`;
  const path = url.replace(/^api\//i, '');
  return `${base}${path}`;
}

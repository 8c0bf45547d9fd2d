import {
  ANTIFORGERY_HEADER,
  createTraceContext,
  DEFAULT_API_BASE_URL,
  getAntiforgeryToken,
  resolveApiUrl,
  type HttpClient,
  type RequestReporter,
} from '../http/index';

/** Batch delay of telemetry posts (spec §9). */
export const TELEMETRY_BATCH_DELAY_MS = 5000;
export const TELEMETRY_ERRORS_URL = 'api/app/v1/telemetry/errors';
export const TELEMETRY_TIMINGS_URL = 'api/app/v1/telemetry/timings';
/** At most this many entries of each kind wait in memory; older ones are dropped. */
export const TELEMETRY_MAX_QUEUE = 200;
/** The server accepts at most this many entries per post; bigger batches are split. */
export const TELEMETRY_MAX_ENTRIES_PER_POST = 100;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += TELEMETRY_MAX_ENTRIES_PER_POST)
    out.push(list.slice(i, i + TELEMETRY_MAX_ENTRIES_PER_POST));
  return out;
}

/** The two harmless browser warnings that are never reported (spec §8). */
export const IGNORED_ERROR_MESSAGES: readonly string[] = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications.',
];

/** Error entry (spec §3). `traceId` has the form `00-{32 hex}-{16 hex}-01`, `spanId` 16 hex. */
export interface TelemetryErrorEntry {
  traceId: string;
  spanId: string;
  /** ISO 8601 */
  timeStamp: string;
  logLevel: 'Critical' | 'Error' | 'Warning' | 'Information';
  /** Where it happened: page URL and context. */
  state: string;
  /** Error name, message and stack. */
  exception: string;
}

/** Timing entry (spec §3). */
export interface TelemetryTimingEntry {
  /** The traceparent of the measured operation (`00-{32 hex}-{16 hex}-01`). */
  parentTraceId: string;
  /** 16 hex: the span of the measured operation. */
  operationId: string;
  displayName: string;
  /** ISO 8601 */
  startTime: string;
  /** Milliseconds. */
  processingTime: number;
  tags: Record<string, string | number | boolean | null>;
}

/** An error that must not be reported (spec §8 "Errors marked do-not-log are not reported"). */
export function isDoNotLog(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { doNotLog?: unknown }).doNotLog === true;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function isIgnoredError(error: unknown): boolean {
  const text = messageOf(error);
  return IGNORED_ERROR_MESSAGES.some((m) => text === m || text.endsWith(`: ${m}`) || text.includes(m));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack ?? '';
    const head = `${error.name}: ${error.message}`;
    return stack.includes(error.message) ? stack : `${head}\n${stack}`.trim();
  }
  return messageOf(error);
}

export interface LogErrorOptions {
  logLevel?: TelemetryErrorEntry['logLevel'];
  /** Extra context appended to the state. */
  context?: string;
  /** The traceparent of the failed request, to correlate with the server log. */
  traceparent?: string;
}

export interface TelemetryClientOptions {
  batchDelayMs?: number;
  /** Used instead of the HTTP client's fetch (tests). */
  fetch?: typeof fetch;
  /** The app store's HTTP client: its fetch and API base URL (default: global fetch, `/api/`). */
  http?: HttpClient;
  now?: () => Date;
}

/**
 * Collects client errors and timings and posts them in batches (spec §3, §7, §8, §9): nothing
 * is collected until {@link TelemetryClient.setEnabled} turns it on (`profile.enableTelemetry`).
 * Posts carry no trace header (skipTelemetry) and their answers are never shown.
 */
export class TelemetryClient implements RequestReporter {
  private enabled = false;
  private errors: TelemetryErrorEntry[] = [];
  private timings: TelemetryTimingEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly batchDelayMs: number;
  private readonly fetchImpl: () => typeof fetch;
  private readonly resolveUrl: (url: string) => string;
  private readonly now: () => Date;

  constructor(options: TelemetryClientOptions = {}) {
    this.batchDelayMs = options.batchDelayMs ?? TELEMETRY_BATCH_DELAY_MS;
    const { http, fetch: givenFetch } = options;
    this.fetchImpl = givenFetch
      ? () => givenFetch
      : http
        ? () => http.getFetch()
        : () => globalThis.fetch.bind(globalThis);
    this.resolveUrl = http
      ? (url) => http.resolveUrl(url)
      : (url) => resolveApiUrl(DEFAULT_API_BASE_URL, url);
    this.now = options.now ?? (() => new Date());
  }

  isEnabled(): boolean {
    return this.enabled;
  }

  /** Turns collection on or off; off drops whatever waits. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) {
      this.errors = [];
      this.timings = [];
      this.clearTimer();
    }
  }

  /** Queues an error entry unless disabled, marked do-not-log or a resize-observer warning. */
  logError(error: unknown, options: LogErrorOptions = {}): TelemetryErrorEntry | null {
    if (!this.enabled || isDoNotLog(error) || isIgnoredError(error)) return null;
    const trace = options.traceparent ? null : createTraceContext();
    const traceId = options.traceparent ?? trace!.traceparent;
    const spanId = options.traceparent ? (options.traceparent.split('-')[2] ?? '') : trace!.spanId;
    const location = typeof window !== 'undefined' ? window.location.href : '';
    const entry: TelemetryErrorEntry = {
      traceId,
      spanId,
      timeStamp: this.now().toISOString(),
      logLevel: options.logLevel ?? 'Error',
      state: options.context ? `${location} ${options.context}` : location,
      exception: describe(error),
    };
    this.push(this.errors, entry);
    return entry;
  }

  /** Queues a timing entry unless disabled. */
  recordTiming(entry: TelemetryTimingEntry): void {
    if (!this.enabled) return;
    this.push(this.timings, entry);
  }

  /**
   * Times an operation (sync or async) as a timing entry with its own trace context; the result
   * or the error passes through. Tags get `outcome: 'ok' | 'error'`.
   */
  async measure<T>(
    displayName: string,
    operation: () => T | Promise<T>,
    tags: TelemetryTimingEntry['tags'] = {},
  ): Promise<T> {
    const trace = createTraceContext();
    const startTime = this.now();
    const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
    let outcome: 'ok' | 'error' = 'ok';
    try {
      return await operation();
    } catch (error) {
      outcome = 'error';
      throw error;
    } finally {
      const ended = typeof performance !== 'undefined' ? performance.now() : Date.now();
      this.recordTiming({
        parentTraceId: trace.traceparent,
        operationId: trace.spanId,
        displayName,
        startTime: startTime.toISOString(),
        processingTime: Math.max(0, Math.round((ended - started) * 100) / 100),
        tags: { ...tags, outcome },
      });
    }
  }

  /** Entries waiting to be sent (copies). */
  pending(): { errors: TelemetryErrorEntry[]; timings: TelemetryTimingEntry[] } {
    return { errors: [...this.errors], timings: [...this.timings] };
  }

  private push<T>(queue: T[], entry: T): void {
    queue.push(entry);
    if (queue.length > TELEMETRY_MAX_QUEUE) queue.splice(0, queue.length - TELEMETRY_MAX_QUEUE);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.batchDelayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private take(): { errors: TelemetryErrorEntry[]; timings: TelemetryTimingEntry[] } {
    const batch = { errors: this.errors, timings: this.timings };
    this.errors = [];
    this.timings = [];
    this.clearTimer();
    return batch;
  }

  /** Posts what waits now (fetch). Failures are swallowed: telemetry never bothers the user. */
  async flush(): Promise<void> {
    const { errors, timings } = this.take();
    const f = this.fetchImpl();
    const post = async (url: string, body: unknown[]) => {
      if (body.length === 0) return;
      try {
        await f(this.resolveUrl(url), {
          method: 'POST',
          headers: this.headers(),
          body: JSON.stringify(body),
          credentials: 'same-origin',
        });
      } catch {
        // not shown, not reported (it would loop)
      }
    };
    await Promise.all([
      ...chunks(errors).map((c) => post(TELEMETRY_ERRORS_URL, c)),
      ...chunks(timings).map((c) => post(TELEMETRY_TIMINGS_URL, c)),
    ]);
  }

  /**
   * Sends what waits while the page goes away: `navigator.sendBeacon`, or `fetch` with
   * `keepalive` when beacons are unavailable or refused.
   */
  flushOnExit(): void {
    const { errors, timings } = this.take();
    const send = (url: string, body: unknown[]) => {
      if (body.length === 0) return;
      const json = JSON.stringify(body);
      const target = this.resolveUrl(url);
      const nav = typeof navigator !== 'undefined' ? navigator : undefined;
      if (nav && typeof nav.sendBeacon === 'function') {
        try {
          if (nav.sendBeacon(target, new Blob([json], { type: 'application/json' }))) return;
        } catch {
          // fall through to keepalive fetch
        }
      }
      const f = this.fetchImpl();
      try {
        void f(target, {
          method: 'POST',
          headers: this.headers(),
          body: json,
          keepalive: true,
          credentials: 'same-origin',
        }).catch(() => undefined);
      } catch {
        // ignore
      }
    };
    for (const c of chunks(errors)) send(TELEMETRY_ERRORS_URL, c);
    for (const c of chunks(timings)) send(TELEMETRY_TIMINGS_URL, c);
  }

  private headers(): Record<string, string> {
    const h: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const token = getAntiforgeryToken();
    if (token) h[ANTIFORGERY_HEADER] = token;
    return h;
  }

  /**
   * Captures `error` and `unhandledrejection` events of `target` (default window) and flushes on
   * `pagehide`. Returns a function removing the listeners.
   */
  install(target: Window = window): () => void {
    const onError = (event: ErrorEvent) => {
      const err: unknown = event.error ?? event.message;
      if (isIgnoredError(event.message) || isIgnoredError(err)) return;
      this.logError(err ?? 'Unknown error', {
        context: event.filename ? `at ${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror',
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      this.logError(event.reason ?? 'Unhandled promise rejection', { context: 'unhandledrejection' });
    };
    const onPageHide = () => this.flushOnExit();
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    target.addEventListener('pagehide', onPageHide);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener('pagehide', onPageHide);
    };
  }
}

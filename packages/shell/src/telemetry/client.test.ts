import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAntiforgeryToken, TRACEPARENT_PATTERN } from '../http/index';
import { TelemetryClient, TELEMETRY_BATCH_DELAY_MS } from './client';

type Call = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn>;
let client: TelemetryClient;
let uninstall: (() => void) | null = null;

function bodies(url: string): unknown[][] {
  return (fetchMock.mock.calls as Call[])
    .filter(([u]) => u === url)
    .map(([, init]) => JSON.parse(String(init.body)) as unknown[]);
}

function fireError(message: string, error?: unknown) {
  const event = new ErrorEvent('error', { message, error, filename: 'app.js', lineno: 1, colno: 2 });
  window.dispatchEvent(event);
}

function fireRejection(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown; promise: Promise<unknown> };
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  client = new TelemetryClient({ fetch: fetchMock as unknown as typeof fetch });
  setAntiforgeryToken('tok');
});
afterEach(() => {
  uninstall?.();
  uninstall = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAntiforgeryToken(null);
});

describe('TelemetryClient', () => {
  it('collects nothing unless enabled (profile.enableTelemetry)', async () => {
    uninstall = client.install(window);
    fireError('Boom', new Error('Boom'));
    client.recordTiming({
      parentTraceId: 'x',
      operationId: 'y',
      displayName: 'z',
      startTime: '',
      processingTime: 1,
      tags: {},
    });
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('captures window errors and unhandled rejections and posts them in one batch after 5000 ms', async () => {
    client.setEnabled(true);
    uninstall = client.install(window);
    fireError('Boom', new Error('Boom'));
    await vi.advanceTimersByTimeAsync(1000);
    fireRejection(new Error('Rejected'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe('/api/app/v1/telemetry/errors');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.has('traceparent')).toBe(false); // skipTelemetry
    expect(headers.get('Content-Type')).toBe('application/json');
    const [batch] = bodies('/api/app/v1/telemetry/errors');
    expect(batch).toHaveLength(2);
    const entry = batch![0] as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual([
      'exception',
      'logLevel',
      'spanId',
      'state',
      'timeStamp',
      'traceId',
    ]);
    expect(entry.traceId).toMatch(TRACEPARENT_PATTERN);
    expect(entry.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(String(entry.traceId).split('-')[2]).toBe(entry.spanId);
    expect(entry.logLevel).toBe('Error');
    expect(entry.exception).toContain('Boom');
    expect(new Date(String(entry.timeStamp)).toISOString()).toBe(entry.timeStamp);
    expect((batch![1] as Record<string, unknown>).exception).toContain('Rejected');
  });

  it('ignores the two ResizeObserver warnings', async () => {
    client.setEnabled(true);
    uninstall = client.install(window);
    fireError('ResizeObserver loop limit exceeded');
    fireError('ResizeObserver loop completed with undelivered notifications.');
    fireError('Uncaught ResizeObserver loop completed with undelivered notifications.');
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    fireError('Real problem', new Error('Real problem'));
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    expect(bodies('/api/app/v1/telemetry/errors')[0]).toHaveLength(1);
  });

  it('does not report errors marked do-not-log', () => {
    client.setEnabled(true);
    const error = Object.assign(new Error('quiet'), { doNotLog: true });
    expect(client.logError(error)).toBeNull();
    expect(client.pending().errors).toHaveLength(0);
  });

  it('posts timing entries (exact §3 fields) to /timings', async () => {
    client.setEnabled(true);
    client.recordTiming({
      parentTraceId: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01',
      operationId: '0123456789abcdef',
      displayName: 'GET api/v1/navigation',
      startTime: '2026-01-01T00:00:00.000Z',
      processingTime: 12.5,
      tags: { status: 200 },
    });
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    const [batch] = bodies('/api/app/v1/telemetry/timings');
    expect(batch).toEqual([
      {
        parentTraceId: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01',
        operationId: '0123456789abcdef',
        displayName: 'GET api/v1/navigation',
        startTime: '2026-01-01T00:00:00.000Z',
        processingTime: 12.5,
        tags: { status: 200 },
      },
    ]);
  });

  it('starts a new batch window after each send', async () => {
    client.setEnabled(true);
    client.logError(new Error('one'));
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    client.logError(new Error('two'));
    client.logError(new Error('three'));
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    expect(bodies('/api/app/v1/telemetry/errors').map((b) => b.length)).toEqual([1, 2]);
  });

  it('flushes on pagehide with sendBeacon, falling back to keepalive fetch', async () => {
    client.setEnabled(true);
    uninstall = client.install(window);
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    client.logError(new Error('late'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/app/v1/telemetry/errors');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled(); // nothing left for the timer

    beacon.mockReturnValue(false);
    client.logError(new Error('later'));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as Call)[1].keepalive).toBe(true);
  });

  it('disabling drops what waits', async () => {
    client.setEnabled(true);
    client.logError(new Error('x'));
    client.setEnabled(false);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('measure() records a timing entry for an operation and passes errors through', async () => {
    client.setEnabled(true);
    await expect(client.measure('load project', async () => 42, { projectId: 7 })).resolves.toBe(42);
    await expect(
      client.measure('fail', () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    const [ok, failed] = client.pending().timings;
    expect(ok).toMatchObject({ displayName: 'load project', tags: { projectId: 7, outcome: 'ok' } });
    expect(ok?.parentTraceId).toMatch(TRACEPARENT_PATTERN);
    expect(ok?.operationId).toBe(ok?.parentTraceId.split('-')[2]);
    expect(failed?.tags.outcome).toBe('error');
  });
});

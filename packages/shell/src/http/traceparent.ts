/** W3C trace context header name. */
export const TRACEPARENT_HEADER = 'traceparent';

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  let allZero = true;
  while (allZero) {
    globalThis.crypto.getRandomValues(buf);
    allZero = buf.every((b) => b === 0); // all-zero ids are invalid in W3C trace context
  }
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 lowercase hex digits (16 random bytes). */
export function createTraceId(): string {
  return randomHex(16);
}

/** 16 lowercase hex digits (8 random bytes). */
export function createSpanId(): string {
  return randomHex(8);
}

export interface TraceContext {
  traceId: string;
  spanId: string;
  /** `00-{traceId}-{spanId}-01` */
  traceparent: string;
}

/** A new sampled trace context: `00-{32 hex}-{16 hex}-01` from the crypto random source. */
export function createTraceContext(): TraceContext {
  const traceId = createTraceId();
  const spanId = createSpanId();
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

export const TRACEPARENT_PATTERN = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

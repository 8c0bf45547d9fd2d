import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Honours a well-formed incoming X-Request-Id, otherwise generates a UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  if (value && SAFE_ID.test(value)) return value;
  return randomUUID();
}

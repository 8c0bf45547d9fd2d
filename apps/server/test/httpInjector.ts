/**
 * Sends a TestClient's requests over real HTTP to server processes, spreading them round-robin
 * like a load balancer without sticky sessions: consecutive requests of one client reach
 * different servers.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from './accountClient';

export class HttpInjector implements Injector {
  private next = 0;

  /** `bases`: the servers' origins, e.g. http://127.0.0.1:41234. */
  constructor(private readonly bases: () => string[]) {}

  /** The origin the next request goes to (and moves on to the one after it). */
  private target(): string {
    const bases = this.bases();
    if (bases.length === 0) throw new Error('HttpInjector: no server to send to');
    const base = bases[this.next % bases.length]!;
    this.next += 1;
    return base;
  }

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    let body: Uint8Array | string | undefined;
    const payload = options.payload ?? options.body;
    if (payload !== undefined) {
      if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
      else if (typeof payload === 'string') body = payload;
      else {
        body = JSON.stringify(payload);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    const url = typeof options.url === 'string' ? options.url : String(options.url);
    const res = await fetch(`${this.target()}${url}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString('utf8');
    const responseHeaders: Record<string, string | string[]> = {};
    res.headers.forEach((value, name) => {
      if (name !== 'set-cookie') responseHeaders[name] = value;
    });
    const cookies = res.headers.getSetCookie();
    if (cookies.length > 0) responseHeaders['set-cookie'] = cookies;
    // Only what TestClient and the tests read of a response.
    return {
      statusCode: res.status,
      statusMessage: res.statusText,
      headers: responseHeaders,
      rawPayload: raw,
      payload: text,
      body: text,
      json: () => JSON.parse(text) as unknown,
    } as unknown as LightMyRequestResponse;
  }
}

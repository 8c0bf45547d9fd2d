/**
 * A browser-like client over `app.inject`: keeps cookies (name → value, path-aware enough for
 * the app's own cookies) and the anti-forgery token from the profile / logon answers.
 *
 *   const client = new TestClient(server.app);
 *   await client.logon('admin', 'Test-Admin-Password-1');
 *   await client.request({ method: 'POST', url: '/api/v1/…', payload: {…} }); // token header added
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...attrs] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const i = a.indexOf('=');
    if (i < 0) attributes[a.trim().toLowerCase()] = true;
    else attributes[a.slice(0, i).trim().toLowerCase()] = a.slice(i + 1).trim();
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes };
}

export function setCookies(res: LightMyRequestResponse): ParsedCookie[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return list.map(parseSetCookie);
}

/** What a client sends requests through: an app's `inject`, or real HTTP (test/httpInjector.ts). */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(
    private readonly app: FastifyInstance | Injector,
    private readonly defaults: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }

  absorb(res: LightMyRequestResponse): void {
    for (const c of setCookies(res)) {
      const maxAge = c.attributes['max-age'];
      if (maxAge !== undefined && Number(maxAge) <= 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(options: InjectOptions & { token?: string | false }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      ...(this.defaults.headers ?? {}),
      ...((options.headers as Record<string, string>) ?? {}),
    };
    const cookie = this.cookieHeader();
    if (cookie && !headers.cookie) headers.cookie = cookie;
    const token = options.token === false ? undefined : (options.token ?? this.token);
    if (token && !headers.requestverificationtoken) headers.requestverificationtoken = token;
    const { token: _ignored, ...rest } = options;
    const res = await this.app.inject({
      ...rest,
      headers,
      ...(this.defaults.remoteAddress ? { remoteAddress: this.defaults.remoteAddress } : {}),
    });
    this.absorb(res);
    return res;
  }

  async profile(): Promise<Record<string, unknown>> {
    const res = await this.request({ method: 'GET', url: '/api/v1/account/profile' });
    const body = res.json() as Record<string, unknown>;
    if (typeof body.antiforgeryToken === 'string') this.token = body.antiforgeryToken;
    return body;
  }

  async logon(username: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.request({
      method: 'POST',
      url: '/api/v1/account/logon',
      payload: { username, password },
      token: false,
    });
    if (res.statusCode === 200) this.token = (res.json() as { antiforgeryToken: string }).antiforgeryToken;
    return res;
  }
}

export function expectProblemShape(
  res: LightMyRequestResponse,
  status: number,
): Record<string, unknown> & { userMessages?: { message: string; level: string; controlName?: string }[] } {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const type = String(res.headers['content-type']);
  if (!type.startsWith('application/problem+json')) throw new Error(`expected problem+json, got ${type}`);
  if (/\bat \S+:\d+/.test(res.body)) throw new Error('stack trace in problem');
  return res.json();
}

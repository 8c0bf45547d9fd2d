import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/**
 * The Content-Security-Policy of every answer. Scripts: only files from this origin — the apps'
 * and the landing's bundles are external module scripts, and the landing's data element is
 * `type="application/json"` (data, never executed), so no inline script needs a nonce. Styles
 * allow inline style attributes, which the React components and the server-rendered landing use.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
} as const;

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: CSP_DIRECTIVES as unknown as Record<string, string[] | null>,
  },
  frameguard: { action: 'deny' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
  hsts: { maxAge: 31_536_000, includeSubDomains: false },
};

/**
 * The headers helmet sets with our options, computed once: @fastify/helmet builds the helmet
 * middleware (and re-parses the CSP directives) on every request, which cost about 7 % of a
 * cached read's time; the headers are the same for every answer, so they are taken from one
 * answer of a throwaway instance and set on each reply as they are.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!own.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/** helmet's defaults plus the strict CSP, frame-ancestors 'none' and the referrer policy, on every answer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * brotli / gzip for API JSON and HTML generated per request. Files that already have a
 * precompressed sibling are sent as they are by the static handler (it sets Content-Encoding,
 * which this plugin leaves alone). Brotli at quality 4: close to gzip's speed, smaller output.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    removeContentLengthHeader: true,
  });
}

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

/**
 * The policy of an API answer (JSON, problem+json, files): it is never a document that loads
 * anything, so nothing may load and nothing may frame it. Stricter than the documents' policy and a
 * fifth of its bytes, which every scripted call and cached read carries (issue 10's bench).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Answers under this prefix are API answers, except the API reference's pages (documents). */
const API_PREFIX = '/api/';
const API_DOCUMENT_PREFIX = '/api/docs';

/** Whether a request's answer is an API answer (not an HTML document or a document's asset). */
export function isApiUrl(url: string): boolean {
  return url.startsWith(API_PREFIX) && !url.startsWith(API_DOCUMENT_PREFIX);
}

/**
 * helmet's defaults plus the strict CSP, frame-ancestors 'none' and the referrer policy, on every
 * answer; API answers get the same set with `API_CSP` as their policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const documentHeaders = await helmetHeaders();
  const apiHeaders = { ...documentHeaders, 'content-security-policy': API_CSP };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiHeaders : documentHeaders);
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

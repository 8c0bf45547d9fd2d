import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/** helmet's defaults plus the strict CSP, frame-ancestors 'none' and the referrer policy. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: CSP_DIRECTIVES as unknown as Record<string, string[] | null>,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // PDF reports open in a new tab from the app; the default same-origin COOP would be fine,
    // and the resources are all first-party.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: { maxAge: 31_536_000, includeSubDomains: false },
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

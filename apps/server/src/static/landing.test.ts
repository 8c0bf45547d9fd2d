import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/accountClient';
import { createTestServer, testConfig, type TestServer } from '../../test/testServer';
import { paths } from '../config';
import { setAccountSettings, accountSettings } from '../modules/account/index';
import {
  LANDING_BUNDLE_EXPORT,
  landingDocument,
  policyAllowingScript,
  resolveLandingBundle,
} from './landing';
import { withLoadingStatus } from './spa';

/** The bundle's data element settings (the real ones are tested in apps/public). */
const DATA_ELEMENT = {
  dataId: 'landing-data',
  json: (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c'),
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Insulation calculator (English)."
    />
    <title>Insulcalc</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Insulcalc needs JavaScript to calculate in your browser.</noscript>
  </body>
</html>
`;

/** The SPA's index.html as served: the loading status written into its root, in `language`. */
const spaPage = (template: string, language = 'en') => withLoadingStatus(template, language);

/**
 * A stand-in for the public app's server bundle (the real one is built by Vite): it renders what
 * it was given, so the tests see which language, texts, providers and label the server passed.
 */
const FAKE_BUNDLE = `
let renders = 0;
export const LANDING_DATA_ID = 'icc-landing-data';
export function jsonForScript(value) { return JSON.stringify(value).replace(/</g, '\\\\u003c'); }
export async function renderLanding(input) {
  renders++;
  const provider = input.accountOptions.oidcProviders[0];
  return {
    head: '<style data-precedence="default">.ic-frame{}</style>',
    html: '<main id="main-content"><h1>' + input.messages['Insulation_Landing_Title'] + '</h1>'
      + (provider ? '<a href="/Account/ExternalLogOn?provider=' + provider.providerId + '">x</a>' : '')
      + '<span class="env">' + (input.environment ?? '') + '</span>'
      + '<span class="texts-version">' + (input.appInfo.translationsVersion ?? '') + '</span>'
      + '<span class="renders">' + renders + '</span></main>',
    title: input.messages['Insulation_Page_Home'] + ' - Insulcalc',
    language: input.language,
    data: { language: input.language, close: '</script>' },
  };
}
`;

/** The stand-in's configurator (decision 0033): what it was given, and the lists it got. */
const FAKE_CONFIGURATOR = `
export const CONFIGURATOR_LIST_URLS = {
  getMaterials: 'api/v1/codelists/materials',
  getProducts: 'api/v1/products?retired=true',
};
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_CONFIGURATOR = 'configurator';
export const KEPT_WORK_SCRIPT = 'document.documentElement.setAttribute("data-kept-work","")';
export function renderConfigurator(input) {
  return {
    head: '<style data-precedence="default">.ic-frame{}</style>',
    html: '<main id="main-content"><h1>' + input.messages['Insulation_Configurator_Title'] + '</h1>'
      + '<span class="lists">' + Object.keys(input.lists).join(',') + '</span>'
      + '<span class="materials">' + input.lists.getMaterials.length + '</span></main>',
    title: input.messages['Insulation_Page_Configurator'] + ' - Insulcalc',
    language: input.language,
    theme: 'light',
  };
}
`;

/** The SPA build's manifest: the configurator chunk's stylesheet and one it shares with the entry. */
const SPA_MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/ConfiguratorPage.tsx': {
    file: 'assets/ConfiguratorPage-x.js',
    isDynamicEntry: true,
    css: ['assets/ConfiguratorPage-x.css'],
    imports: ['index.html', '_shared-y.js'],
  },
  '_shared-y.js': { file: 'assets/shared-y.js', css: ['assets/shared-y.css'] },
};

function writeDist(
  root: string,
  options: { bundle?: boolean; manifest?: boolean; spaManifest?: boolean } = {},
) {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), TEMPLATE);
  if (options.spaManifest !== false) {
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    writeFileSync(join(root, 'dist', '.vite', 'spa-manifest.json'), JSON.stringify(SPA_MANIFEST));
  }
  if (options.manifest !== false) {
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    writeFileSync(
      join(root, 'dist', '.vite', 'manifest.json'),
      JSON.stringify({
        'src/landing.client.ts': { file: 'assets/landing-xyz.js', isEntry: true },
        'src/prerendered.client.ts': { file: 'assets/prerendered-xyz.js', isEntry: true },
      }),
    );
  }
  if (options.bundle !== false) {
    mkdirSync(join(root, 'ssr', 'dist'), { recursive: true });
    writeFileSync(join(root, 'ssr', 'dist', 'landing.server.js'), FAKE_BUNDLE + FAKE_CONFIGURATOR);
  }
  return join(root, 'dist');
}

/** Where writeDist puts the stand-in bundle (the real one is the public package's export). */
function landingBundleOf(publicDist: string): string {
  return join(dirname(publicDist), 'ssr', 'dist', 'landing.server.js');
}

describe('policyAllowingScript', () => {
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it("adds the script's hash to script-src and changes nothing else", () => {
    expect(policyAllowingScript("default-src 'self';script-src 'self';object-src 'none'", 'x=1')).toBe(
      `default-src 'self';script-src 'self' ${hashOf('x=1')};object-src 'none'`,
    );
  });

  it('makes a script-src from default-src when the policy has none (else only the hash would be allowed)', () => {
    expect(policyAllowingScript("default-src 'self' https://cdn.example; img-src *", 'y()')).toBe(
      `default-src 'self' https://cdn.example;img-src *;script-src 'self' https://cdn.example ${hashOf('y()')}`,
    );
  });
});

describe('landingDocument', () => {
  const rendered = {
    html: '<main><h1>Dämmrechner</h1></main>',
    head: '<style>.x{}</style>',
    title: 'Startseite - Insulcalc',
    language: 'de',
    description: 'Wärmeverlust & Dämmdicke "sofort"',
    data: { text: '</script><script>alert(1)</script>' },
  };

  it('puts the rendered page into the built index.html instead of the SPA entry', () => {
    const html = landingDocument(TEMPLATE, rendered, {
      scriptSrc: '/assets/landing-xyz.js',
      environmentLabel: 'staging',
      ...DATA_ELEMENT,
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Startseite - Insulcalc</title>');
    // The description is the page's language, not index.html's English one.
    expect(html).toContain('content="Wärmeverlust &#38; Dämmdicke &#34;sofort&#34;"');
    expect(html).not.toContain('(English)');
    expect(html).toContain('<div id="root"><main><h1>Dämmrechner</h1></main></div>');
    expect(html).toContain(
      '<style>.x{}</style><script type="module" crossorigin src="/assets/landing-xyz.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<body data-env="staging">');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the module script and the data element
    expect(html).toContain(
      '<script type="application/json" id="landing-data">{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });

  it('refuses a template without an empty root element', () => {
    expect(() =>
      landingDocument('<html><body><div id="app"></div></body></html>', rendered, {
        scriptSrc: '/a.js',
        ...DATA_ELEMENT,
      }),
    ).toThrow(/root/);
  });

  it('finds the server bundle through the public package’s export, not a path into the app', () => {
    const require = createRequire(join(paths.packageRoot, 'package.json'));
    const manifest = JSON.parse(readFileSync(require.resolve('@insulcalc/public/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(LANDING_BUNDLE_EXPORT).toBe('@insulcalc/public/landing.server');
    expect(manifest.exports['./landing.server']).toBe('./ssr/dist/landing.server.js');
    const file = join(
      dirname(require.resolve('@insulcalc/public/package.json')),
      'ssr',
      'dist',
      'landing.server.js',
    );
    // Built or not: the export resolves to the build's file, or to nothing (then / serves the SPA).
    expect(resolveLandingBundle(paths.packageRoot)).toBe(existsSync(file) ? realpathSync(file) : null);
  });
});

describe('GET / of the public site', () => {
  let server: TestServer;
  let dir: string;
  let texts: { en: Record<string, string>; de: Record<string, string> };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'insulcalc-landing-'));
    const publicDist = writeDist(join(dir, 'public'));
    mkdirSync(join(dir, 'platform'), { recursive: true });
    writeFileSync(join(dir, 'platform', 'index.html'), '<html><body><div id="root"></div></body></html>');
    server = await createTestServer({
      config: {
        publicDist,
        landingBundle: landingBundleOf(publicDist),
        platformDist: join(dir, 'platform'),
        environmentLabel: 'staging',
      },
    });
    const read = async (language: 'en' | 'de') => {
      const res = await server.app.inject({ method: 'GET', url: `/api/v1/translations/${language}` });
      return res.json() as Record<string, string>;
    };
    texts = { en: await read('en'), de: await read('de') };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the landing on the server for an anonymous visitor, without the SPA entry', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`<h1>${texts.en.Insulation_Landing_Title}</h1>`);
    expect(res.body).toContain(`<title>${texts.en.Insulation_Page_Home} - Insulcalc</title>`);
    expect(res.body).toContain('src="/assets/landing-xyz.js"');
    expect(res.body).not.toContain('/assets/index-abc.js');
    expect(res.body).toContain('<span class="env">staging</span>');
    expect(res.body).toContain('<body data-env="staging">');
    expect(res.body).toContain('<script type="application/json" id="icc-landing-data">');
    // The texts' version, so the landing's client asks for the translations URL cached long.
    const textsVersion = server.app.ctx.readCache.versions.version('translations');
    expect(res.body).toContain(`<span class="texts-version">${textsVersion}</span>`);
  });

  it('renders it in the language of the lang cookie', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=de' } });
    expect(res.statusCode).toBe(200);
    expect(texts.de.Insulation_Landing_Title).not.toBe(texts.en.Insulation_Landing_Title);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain(`<h1>${texts.de.Insulation_Landing_Title}</h1>`);
  });

  it('renders each language once and answers a revalidation with 304', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=hr' } });
    const again = await server.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=hr' } });
    expect(again.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"l-/);
    const revalidated = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=hr', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('offers the first external provider as the one-click sign-in', async () => {
    const settings = accountSettings(server.ctx);
    setAccountSettings(server.ctx, {
      ...settings,
      oidcProviders: [
        {
          providerId: 'corp-idp',
          title: 'Corp',
          issuer: 'https://idp.example.com',
          clientId: 'c',
          autoRedirectToSignIn: false,
          scope: 'openid',
          linkByEmail: false,
        },
      ],
    });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toContain('href="/Account/ExternalLogOn?provider=corp-idp"');
    } finally {
      setAccountSettings(server.ctx, settings);
    }
  });

  it('sends the SPA to a signed-in user', async () => {
    const client = new TestClient(server.app);
    await client.profile();
    const logon = await client.logon('admin', testConfig().adminPassword!);
    expect(logon.statusCode).toBe(200);
    const res = await client.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(spaPage(TEMPLATE.replace('<body>', '<body data-env="staging">')));
    expect(res.body).toContain('/assets/index-abc.js');
    expect(res.headers.vary).toBe('Cookie, Accept, Accept-Language');
  });

  it('serves every other route as the SPA', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/Account/LogOn',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/index-abc.js');
    expect(res.body).not.toContain('landing-xyz.js');
  });

  it("writes the loading status into the SPA's root in the cookie's, else the browser's language", async () => {
    const page = async (headers: Record<string, string>) =>
      server.app.inject({
        method: 'GET',
        url: '/Account/LogOn',
        headers: { accept: 'text/html', ...headers },
      });
    const english = await page({});
    expect(english.body).toContain(
      '<div id="root"><div role="status" aria-live="polite" aria-busy="true" class="insulcalc-shell-loading"',
    );
    expect(english.body).toContain('<span>Loading…</span></div></div>');
    expect(english.headers.vary).toBe('Cookie, Accept, Accept-Language');
    const german = await page({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.body).toContain('<span>Wird geladen …</span>');
    // The cookie (the language chosen in the app) wins over the browser's.
    const slovenian = await page({ 'accept-language': 'de', cookie: 'lang=sl' });
    expect(slovenian.body).toContain('<span>Nalaganje …</span>');
    // Each language is its own page for caches.
    expect(german.headers.etag).not.toBe(english.headers.etag);
  });
});

describe('GET /Configurator of the public site (its first screen rendered on the server)', () => {
  let server: TestServer;
  let dir: string;
  let texts: { en: Record<string, string>; de: Record<string, string> };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'insulcalc-configurator-'));
    const publicDist = writeDist(join(dir, 'public'));
    server = await createTestServer({
      config: { publicDist, landingBundle: landingBundleOf(publicDist), platformDist: join(dir, 'none') },
    });
    const read = async (language: 'en' | 'de') => {
      const res = await server.app.inject({ method: 'GET', url: `/api/v1/translations/${language}` });
      return res.json() as Record<string, string>;
    };
    texts = { en: await read('en'), de: await read('de') };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders it into the SPA page for an anonymous visitor, with the lists the API answers', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/Configurator',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept');
    expect(res.headers.etag).toMatch(/^"c-/);
    // The theme the SPA applies, already on the document (its stylesheet comes with the head).
    expect(res.body).toContain('<html data-theme="light" lang="en">');
    expect(res.body).toContain(`<title>${texts.en.Insulation_Page_Configurator} - Insulcalc</title>`);
    // Marked for the SPA, which renders beside it and takes its place.
    expect(res.body).toContain(
      `<div id="root" data-prerendered="configurator"><main id="main-content"><h1>${texts.en.Insulation_Configurator_Title}</h1>`,
    );
    const materials = await server.app.inject({ method: 'GET', url: '/api/v1/codelists/materials' });
    expect(res.body).toContain('<span class="lists">getMaterials,getProducts</span>');
    expect(res.body).toContain(`<span class="materials">${(materials.json() as unknown[]).length}</span>`);
    // The SPA is loaded by the boot script after the first paint: its entry and modulepreloads
    // are the boot script's attributes, not elements the browser fetches at once.
    expect(res.body).toContain(
      '<script type="module" crossorigin src="/assets/prerendered-xyz.js" data-app-entry="/assets/index-abc.js" data-app-preload="/assets/react-abc.js"></script>',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('src="/assets/index-abc.js"');
    expect(res.body).not.toContain('landing-xyz.js');
    // The chunk's stylesheets (the shared one too), each once; the entry's is not repeated.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/ConfiguratorPage-x.css">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-y.css">');
    expect(res.body.match(/index-abc\.css/g)).toHaveLength(1);
    expect(res.body).toContain('<style data-precedence="default">.ic-frame{}</style>');
    // No loading status: the page itself is there.
    expect(res.body).not.toContain('insulcalc-shell-loading');
    // The page's inline script (it marks a returning visitor's page before the first paint) is
    // allowed by its hash, and by nothing broader (decision 0040).
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256')
      .update('document.documentElement.setAttribute("data-kept-work","")')
      .digest('base64');
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    expect(policy.split(';').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
    expect(policy).toContain("default-src 'self'");
    // Other pages keep the policy without it.
    const landing = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(landing.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it("renders it in the lang cookie's language, each language once, and answers revalidation with 304", async () => {
    const first = await server.app.inject({
      method: 'GET',
      url: '/configurator',
      headers: { cookie: 'lang=de' },
    });
    expect(first.body).toContain('<html data-theme="light" lang="de">');
    expect(first.body).toContain(`<h1>${texts.de.Insulation_Configurator_Title}</h1>`);
    const again = await server.app.inject({
      method: 'GET',
      url: '/Configurator',
      headers: { cookie: 'lang=de' },
    });
    expect(again.body).toBe(first.body);
    const revalidated = await server.app.inject({
      method: 'GET',
      url: '/Configurator',
      headers: { cookie: 'lang=de', 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends the SPA to a signed-in user', async () => {
    const client = new TestClient(server.app);
    await client.profile();
    const logon = await client.logon('admin', testConfig().adminPassword!);
    expect(logon.statusCode).toBe(200);
    const res = await client.request({
      method: 'GET',
      url: '/Configurator',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(spaPage(TEMPLATE));
  });

  it("falls back to the SPA without the SPA build's manifest, and says so in the log", async () => {
    const other = mkdtempSync(join(tmpdir(), 'insulcalc-configurator-'));
    const lines: string[] = [];
    const publicDist = writeDist(join(other, 'public'), { spaManifest: false });
    const bare = await createTestServer({
      config: { publicDist, landingBundle: landingBundleOf(publicDist), platformDist: join(other, 'none') },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/Configurator',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(spaPage(TEMPLATE));
      // The landing does not need that manifest.
      const home = await bare.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('landing-xyz.js');
      expect(lines.filter((l) => l.includes('configurator:'))).toHaveLength(1);
    } finally {
      await bare.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('GET / without the landing build', () => {
  for (const [what, missing] of [
    ['server bundle', { bundle: false }],
    ['manifest', { manifest: false }],
  ] as const) {
    it(`falls back to the SPA without the ${what}, and says so in the log`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'insulcalc-landing-'));
      const lines: string[] = [];
      const publicDist = writeDist(join(dir, 'public'), missing);
      const server = await createTestServer({
        config: { publicDist, landingBundle: landingBundleOf(publicDist), platformDist: join(dir, 'none') },
        logger: {
          level: 'warn',
          stream: { write: (line: string) => void lines.push(line) },
        },
      });
      try {
        const res = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(spaPage(TEMPLATE));
        const again = await server.app.inject({ method: 'GET', url: '/' });
        expect(again.body).toBe(spaPage(TEMPLATE));
        const warnings = lines.filter((l) => l.includes('landing:'));
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain('serving the SPA at /');
      } finally {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

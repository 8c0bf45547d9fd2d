// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TelemetryClient } from '@insulcalc/shell/telemetry';
import { renderLanding } from '../landing.server';
import { LANDING_DATA_ID, jsonForScript, type LandingData } from './data';
import { RELOADED_FLAG, enhanceLanding, findLanguageToggle } from './enhance';
import { TEST_APP_INFO, seedMessages } from './testTexts';

const en = seedMessages('en');

/** Puts the server-rendered landing into this document, as the server sends it. */
async function serverPage(language = 'en'): Promise<LandingData> {
  const page = await renderLanding({
    language,
    messages: seedMessages(language),
    appInfo: TEST_APP_INFO,
    accountOptions: { formsEnabled: true, oidcProviders: [] },
  });
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${LANDING_DATA_ID}">${jsonForScript(page.data)}</script>`;
  return page.data;
}

function profileFetch(profile: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/v1/account/profile'))
      return new Response(JSON.stringify(profile), { status: 200 });
    return new Response('{}', { status: 200 });
  });
}

const ANONYMOUS = { isAuthenticated: false, enableTelemetry: false, antiforgeryToken: 'token-1' };

function setup(profile: Record<string, unknown> = ANONYMOUS) {
  const setCookie = vi.fn();
  const reload = vi.fn();
  const fetch = profileFetch(profile);
  const done = enhanceLanding({
    window,
    document,
    fetch,
    language: { setCookie, reload, secure: false },
    reload,
  });
  return { setCookie, reload, fetch, done };
}

const menu = () => document.querySelector<HTMLElement>('[role=menu]');
const dialog = () => document.querySelector<HTMLElement>('[role=dialog]');
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the language selector of the server-rendered landing', () => {
  it('opens the menu of the six languages with the current one checked and focused', async () => {
    await serverPage('en');
    const { done } = setup();
    await done;
    const toggle = findLanguageToggle(document)!;
    expect(toggle.getAttribute('aria-label')).toBe(`${en.Shell_Language}: English`);
    expect(menu()).toBeNull();
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(menu()!.id);
    expect(menu()!.getAttribute('aria-label')).toBe(toggle.getAttribute('aria-label'));
    const items = [...menu()!.querySelectorAll<HTMLElement>('[role=menuitemradio]')];
    expect(items.map((i) => i.textContent)).toEqual([
      'Slovenščina',
      'Srpski',
      'English',
      'Deutsch',
      'Bosanski',
      'Hrvatski',
    ]);
    expect(items.filter((i) => i.getAttribute('aria-checked') === 'true').map((i) => i.lang)).toEqual(['en']);
    expect(document.activeElement).toBe(items[2]);
    key(menu()!, 'ArrowDown');
    expect(document.activeElement).toBe(items[3]);
    key(menu()!, 'End');
    expect(document.activeElement).toBe(items[5]);
    key(menu()!, 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    key(menu()!, 'Escape');
    expect(menu()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opens with the arrow keys and closes on a click outside', async () => {
    await serverPage('en');
    await setup().done;
    const toggle = findLanguageToggle(document)!;
    key(toggle, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Hrvatski');
    document.querySelector('main')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(menu()).toBeNull();
  });

  it('asks for confirmation, then stores the lang cookie and reloads', async () => {
    const data = await serverPage('en');
    const { setCookie, reload, done } = setup();
    await done;
    findLanguageToggle(document)!.click();
    [...menu()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.lang === 'de')!.click();
    expect(menu()).toBeNull();
    const modal = dialog()!;
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby')!)!.textContent).toBe(
      en.Shell_ChangeLanguage_Title,
    );
    expect(modal.textContent).toContain(data.texts.changeLanguageConfirm.de);
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(true);
    const confirm = [...modal.querySelectorAll('button')].find(
      (b) => b.textContent === en.Shell_ChangeLanguage_Title,
    )!;
    expect(document.activeElement).toBe(confirm);
    expect(setCookie).not.toHaveBeenCalled();
    confirm.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(setCookie).toHaveBeenCalledWith('lang=de; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(dialog()).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(false);
  });

  it('changes nothing when the visitor cancels (button or Escape) or picks the current language', async () => {
    await serverPage('de');
    const { setCookie, reload, done } = setup();
    await done;
    const toggle = findLanguageToggle(document)!;
    const pick = (lang: string) => {
      toggle.click();
      [...menu()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.lang === lang)!.click();
    };
    pick('sl');
    [...dialog()!.querySelectorAll('button')]
      .find((b) => b.textContent === seedMessages('de').Common_Cancel)!
      .click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(toggle);
    pick('hr');
    key(dialog()!, 'Escape');
    expect(dialog()).toBeNull();
    pick('de');
    expect(dialog()).toBeNull();
    await Promise.resolve();
    expect(setCookie).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the rest of the landing script', () => {
  it('moves the focus to the main content with the skip link', async () => {
    await serverPage('en');
    await setup().done;
    document.querySelector<HTMLButtonElement>('.ic-skip-link')!.click();
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('loads the profile like the SPA and keeps the anti-forgery token in the head', async () => {
    await serverPage('en');
    const { fetch, reload, done } = setup();
    await done;
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/account/profile',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(document.head.dataset.antiforgeryToken).toBe('token-1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once (the server then sends the SPA) when the visitor turns out to be signed in', async () => {
    await serverPage('en');
    const signedIn = { ...ANONYMOUS, isAuthenticated: true };
    const first = setup(signedIn);
    await first.done;
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_FLAG)).toBe('1');
    const second = setup(signedIn);
    await second.done;
    expect(second.reload).not.toHaveBeenCalled();
    await setup(ANONYMOUS).done;
    expect(sessionStorage.getItem(RELOADED_FLAG)).toBeNull();
  });

  it('reports unhandled errors in a batch when the profile enables telemetry', async () => {
    await serverPage('en');
    const posted: { url: string; body: unknown }[] = [];
    const telemetryFetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 204 });
    });
    const telemetry = new TelemetryClient({ fetch: telemetryFetch as typeof fetch, batchDelayMs: 0 });
    await enhanceLanding({
      window,
      document,
      fetch: profileFetch({ ...ANONYMOUS, enableTelemetry: true }),
      telemetry,
    });
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toContain('api/app/v1/telemetry/errors');
    expect(posted[0]!.body).toEqual([
      expect.objectContaining({ logLevel: 'Error', exception: expect.stringContaining('boom') }),
    ]);
  });

  it('collects nothing when telemetry is off', async () => {
    await serverPage('en');
    const telemetry = new TelemetryClient({ batchDelayMs: 0 });
    await enhanceLanding({ window, document, fetch: profileFetch(ANONYMOUS), telemetry });
    expect(telemetry.isEnabled()).toBe(false);
  });
});

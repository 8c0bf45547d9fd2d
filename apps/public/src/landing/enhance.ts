/**
 * The interactive bits of the server-rendered landing page, without React (decision 0002): the
 * markup is the SPA's own frame and landing, rendered on the server; this wires what needs a
 * script, with the SPA's behaviour:
 *
 * - the skip link focuses the main content;
 * - the language selector is the frame's menu button (WAI-ARIA menu: arrows, Home/End, Escape,
 *   Tab, outside click); choosing another language asks for confirmation in a modal dialog, then
 *   stores the `lang` cookie and reloads (`applyLanguage` of the shell, as the SPA does);
 * - the profile call (GET api/v1/account/profile) starts the visitor's session and anti-forgery
 *   token like the SPA's start-up; if the visitor turns out to be signed in (signed in meanwhile in
 *   another tab, or a page from the back-forward cache) the page reloads once, and the server then
 *   sends the SPA;
 * - unhandled errors go to the telemetry API in batches (the shell's `TelemetryClient`) when the
 *   profile enables telemetry.
 *
 * The one-click external sign-in, the configurator links and the footer are plain links.
 */
import { applyLanguage, type LanguageChangeEnvironment, type Profile } from '@insulcalc/shell';
import { setAntiforgeryToken } from '@insulcalc/shell/http';
import { TelemetryClient } from '@insulcalc/shell/telemetry';
import type { Language } from '@insulcalc/i18n';
import { readLandingData, type LandingData } from './data';

export const MAIN_CONTENT_ID = 'main-content';
/** sessionStorage flag: the page already reloaded once because the profile said "signed in". */
export const RELOADED_FLAG = 'icc-landing-reloaded';
export const PROFILE_URL = '/api/v1/account/profile';

export interface LandingEnvironment {
  window: Window;
  document: Document;
  /** Cookie and reload (tests). */
  language?: LanguageChangeEnvironment;
  fetch?: typeof fetch;
  /** Reload for a signed-in visitor (tests). */
  reload?: () => void;
  telemetry?: TelemetryClient;
}

/** Focus and scroll to the main content (SkipToContent of the frame). */
export function wireSkipLink(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('.ic-skip-link')) {
    button.addEventListener('click', () => {
      const main = doc.getElementById(MAIN_CONTENT_ID);
      main?.focus();
      main?.scrollIntoView?.();
    });
  }
}

/** The language selector's menu button: the top bar's menu button showing the current language. */
export function findLanguageToggle(doc: Document): HTMLButtonElement | null {
  return (
    [
      ...doc.querySelectorAll<HTMLButtonElement>('.ic-topbar .ic-dropdown > button[aria-haspopup="menu"]'),
    ].find((button) => button.querySelector('span[lang]') !== null) ?? null
  );
}

let menuCounter = 0;

export interface MenuEntry {
  key: string;
  label: string;
  lang?: string;
  checked?: boolean;
  onSelect: () => void;
}

/**
 * Makes a server-rendered `DropdownMenu` toggle work: the same markup, roles and keys as the
 * React component (the menu list is created while open and removed on close).
 */
export function wireDropdown(
  toggle: HTMLButtonElement,
  entries: MenuEntry[],
  width?: number,
): { close: () => void } {
  const doc = toggle.ownerDocument;
  const wrapper = toggle.parentElement as HTMLElement;
  const menuId = `icc-menu-${++menuCounter}`;
  const label = toggle.getAttribute('aria-label') ?? '';
  let menu: HTMLUListElement | null = null;

  const items = () =>
    menu ? [...menu.querySelectorAll<HTMLElement>('[role^=menuitem]:not([aria-disabled=true])')] : [];

  const onOutside = (event: MouseEvent) => {
    if (!wrapper.contains(event.target as Node)) close(false);
  };

  function close(refocus: boolean) {
    if (!menu) return;
    menu.remove();
    menu = null;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.removeAttribute('aria-controls');
    doc.removeEventListener('mousedown', onOutside);
    if (refocus) toggle.focus();
  }

  function open(focusLast: boolean) {
    if (menu) return;
    const list = doc.createElement('ul');
    list.id = menuId;
    list.setAttribute('role', 'menu');
    list.setAttribute('aria-label', label);
    list.className = 'ic-dropdown-menu';
    if (width) list.style.width = `${width}px`;
    for (const entry of entries) {
      const li = doc.createElement('li');
      li.setAttribute('role', 'none');
      const button = doc.createElement('button');
      button.type = 'button';
      button.setAttribute('role', entry.checked === undefined ? 'menuitem' : 'menuitemradio');
      if (entry.checked !== undefined) button.setAttribute('aria-checked', String(entry.checked));
      if (entry.lang) button.lang = entry.lang;
      button.tabIndex = -1;
      button.textContent = entry.label;
      button.addEventListener('click', () => {
        close(true);
        entry.onSelect();
      });
      li.append(button);
      list.append(li);
    }
    list.addEventListener('keydown', onMenuKeyDown);
    wrapper.append(list);
    menu = list;
    toggle.setAttribute('aria-expanded', 'true');
    toggle.setAttribute('aria-controls', menuId);
    const all = items();
    (focusLast
      ? all[all.length - 1]
      : (all.find((i) => i.getAttribute('aria-checked') === 'true') ?? all[0])
    )?.focus();
    doc.addEventListener('mousedown', onOutside);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(doc.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        list[(index + 1) % list.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        list[(index - 1 + list.length) % list.length]?.focus();
        break;
      case 'Home':
        event.preventDefault();
        list[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        list[list.length - 1]?.focus();
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  toggle.addEventListener('click', () => (menu ? close(false) : open(false)));
  toggle.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp');
    }
  });
  return { close: () => close(false) };
}

const FOCUSABLE = 'button:not([disabled]),a[href],input:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation with the dialog stack's markup and styles (`ic-dialog`): title, message,
 * confirm and cancel; Escape, × and Cancel answer false; focus stays inside and returns to the
 * element that had it. The page behind is inert meanwhile.
 */
export function confirmModal(
  doc: Document,
  options: { title: string; message: string; confirmText: string; cancelText: string; closeText: string },
): Promise<boolean> {
  return new Promise((resolve) => {
    const opener = doc.activeElement as HTMLElement | null;
    const root = doc.getElementById('root');
    const titleId = `icc-dialog-title-${++menuCounter}`;
    const backdrop = doc.createElement('div');
    backdrop.className = 'ic-dialog-backdrop';
    backdrop.style.zIndex = '10000';
    const dialog = doc.createElement('div');
    dialog.className = 'ic-dialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.tabIndex = -1;
    dialog.style.width = '600px';

    const header = doc.createElement('div');
    header.className = 'ic-dialog-header';
    const title = doc.createElement('h2');
    title.className = 'ic-dialog-title';
    title.id = titleId;
    title.textContent = options.title;
    const closeButton = doc.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'ic-dialog-close';
    closeButton.setAttribute('aria-label', options.closeText);
    const times = doc.createElement('span');
    times.setAttribute('aria-hidden', 'true');
    times.textContent = '×';
    closeButton.append(times);
    header.append(title, closeButton);

    const body = doc.createElement('div');
    body.className = 'ic-dialog-body';
    const message = doc.createElement('p');
    message.style.whiteSpace = 'pre-wrap';
    message.textContent = options.message;
    body.append(message);

    const footer = doc.createElement('div');
    footer.className = 'ic-dialog-footer';
    const confirm = doc.createElement('button');
    confirm.type = 'button';
    confirm.className = 'ic-btn ic-btn-primary';
    confirm.textContent = options.confirmText;
    const cancel = doc.createElement('button');
    cancel.type = 'button';
    cancel.className = 'ic-btn';
    cancel.textContent = options.cancelText;
    footer.append(confirm, cancel);

    dialog.append(header, body, footer);
    backdrop.append(dialog);

    const finish = (result: boolean) => {
      backdrop.remove();
      root?.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
      resolve(result);
    };
    confirm.addEventListener('click', () => finish(true));
    cancel.addEventListener('click', () => finish(false));
    closeButton.addEventListener('click', () => finish(false));
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });
    root?.setAttribute('inert', '');
    doc.body.append(backdrop);
    confirm.focus();
  });
}

/** The language selector: menu of the languages; another language → confirm → cookie → reload. */
export function wireLanguageSelector(
  doc: Document,
  data: LandingData,
  environment?: LanguageChangeEnvironment,
): boolean {
  const toggle = findLanguageToggle(doc);
  if (!toggle) return false;
  const choose = async (code: string) => {
    if (code === data.language) return;
    const ok = await confirmModal(doc, {
      title: data.texts.changeLanguageTitle,
      message: data.texts.changeLanguageConfirm[code] ?? '',
      confirmText: data.texts.changeLanguageTitle,
      cancelText: data.texts.cancel,
      closeText: data.texts.close,
    });
    if (ok) applyLanguage(code as Language, environment);
  };
  wireDropdown(
    toggle,
    data.languages.map((language) => ({
      key: language.code,
      label: language.name,
      lang: language.code,
      checked: language.code === data.language,
      onSelect: () => void choose(language.code),
    })),
    200,
  );
  return true;
}

/**
 * The profile call of the SPA's start-up (session, anti-forgery token, telemetry flag). Resolves to
 * the profile, or null when it failed (the page works without it).
 */
export async function loadProfile(fetchImpl: typeof fetch): Promise<Profile | null> {
  try {
    const response = await fetchImpl(PROFILE_URL, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) return null;
    return (await response.json()) as Profile;
  } catch {
    return null;
  }
}

function safeSession(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Wires everything; resolves once the profile has been handled. */
export async function enhanceLanding(env: LandingEnvironment): Promise<void> {
  const { document: doc, window: win } = env;
  wireSkipLink(doc);
  const data = readLandingData(doc);
  if (data) wireLanguageSelector(doc, data, env.language);

  const profile = await loadProfile(env.fetch ?? win.fetch.bind(win));
  if (!profile) return;
  setAntiforgeryToken(profile.antiforgeryToken);
  const session = safeSession(win);
  if (profile.isAuthenticated) {
    // Signed in meanwhile: the server sends the SPA for this address now. Once only, so a server
    // that keeps sending this page cannot make the page reload forever.
    if (session?.getItem(RELOADED_FLAG)) return;
    session?.setItem(RELOADED_FLAG, '1');
    (env.reload ?? (() => win.location.reload()))();
    return;
  }
  session?.removeItem(RELOADED_FLAG);
  if (profile.enableTelemetry) {
    const telemetry = env.telemetry ?? new TelemetryClient({ fetch: win.fetch.bind(win) });
    telemetry.setEnabled(true);
    telemetry.install(win);
  }
}

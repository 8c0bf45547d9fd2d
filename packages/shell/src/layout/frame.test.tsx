import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadMenuButton, type DialogStore } from '@insulcalc/dialogs';
import { testRoutes } from '../routes/testRoutes';
import type { NavigationItem } from '../state/types';
import { en, renderApp as renderShellApp, seedTranslations, type RenderAppOptions } from './testing';
import { userMenuItems } from './userMenuLogic';
import { filterNavigation, readSidebarOpen, SIDEBAR_STORAGE_KEY } from './sidebarLogic';
import { useSidebarState } from './useSidebarState';
import { applyLanguage } from './language';
import { documentTitle, headerTitle } from './PageHeader';
import { environmentLabel } from './TopBar';
import { helpContentItem, usePage } from './pageState';

// The menus' react-aria code loads on first use (MenuButton); these tests are about the open menus.
beforeAll(async () => {
  await preloadMenuButton();
});

// The dialog stack of the store the last renderApp made (each store has its own).
let dialogStore: DialogStore;
function renderApp(options: RenderAppOptions) {
  const app = renderShellApp(options);
  dialogStore = app.store.services.dialogs;
  return app;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.body.dataset.env;
  vi.useRealTimers();
});

const signedIn = { isAuthenticated: true, canLogOff: true, canChangePassword: true, fullName: 'Ana Novak' };

const tree: NavigationItem[] = [
  {
    id: 'admin',
    title: 'Administration',
    items: [
      { id: 'codes', title: 'Code lists', url: 'Administration/CodeList' },
      {
        id: 'checks',
        title: 'Checks',
        items: [{ id: 'consistency', title: 'Check consistency', url: 'Application/CheckConsistency' }],
      },
    ],
  },
  { id: 'reports', title: 'Reports', url: 'ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/1' },
  { id: 'secret', title: 'Hidden thing', hidden: true, url: 'x' },
];

describe('user menu conditions', () => {
  it('shows settings, change password, edit dashboard and log off by the profile flags', () => {
    expect(userMenuItems({ canChangePassword: true, canLogOff: true }, 'platform', 'd1')).toEqual([
      'userSettings',
      'messageSettings',
      'changePassword',
      'editDashboard',
      'divider',
      'logOff',
    ]);
    expect(userMenuItems({ canChangePassword: false, canLogOff: true }, 'platform', null)).toEqual([
      'userSettings',
      'messageSettings',
      'logOff',
    ]);
    expect(userMenuItems({ canChangePassword: true, canLogOff: false }, 'platform', '')).toEqual([
      'userSettings',
      'messageSettings',
      'changePassword',
      'divider',
    ]);
  });
  it('hides the settings items and edit dashboard in the public app', () => {
    expect(userMenuItems({ canChangePassword: true, canLogOff: true }, 'public', 'd1')).toEqual([
      'changePassword',
      'divider',
      'logOff',
    ]);
    expect(userMenuItems({ canChangePassword: false, canLogOff: true }, 'public', 'd1')).toEqual(['logOff']);
  });
});

describe('<UserMenu> in the frame', () => {
  it('is a 270 px keyboard-operable menu; change password opens its dialog', async () => {
    renderApp({ routes: testRoutes({ isAuthenticated: true }), path: '/platform/', profile: signedIn });
    const toggle = screen.getByRole('button', { name: `${en('UserMenu_Title')}: Ana Novak` });
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    expect(menu.style.width).toBe('270px');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      en('UserMenu_UserSettings'),
      en('UserMenu_MessageSettings'),
      en('UserMenu_ChangePassword'),
      en('UserMenu_LogOff'),
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3]!, { key: 'Home' });
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    fireEvent.click(document.activeElement!);
    expect(await screen.findByRole('dialog', { name: en('ChangePassword_Title') })).toBeTruthy();
    expect(await screen.findByLabelText(en('ChangePassword_CurrentPassword'))).toBeTruthy();
    act(() => dialogStore.clear());
  });

  it('Escape closes the menu and returns focus to the toggle', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: { ...signedIn, canChangePassword: false },
    });
    const toggle = screen.getByRole('button', { name: `${en('UserMenu_Title')}: Ana Novak` });
    fireEvent.click(toggle);
    expect(screen.queryByRole('separator')).toBeNull();
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('sidebar', () => {
  it('filters by title case-insensitively and expands the matches', () => {
    const result = filterNavigation(tree, 'CONSIST');
    expect(result.map((r) => r.item.id)).toEqual(['admin']);
    expect(result[0]!.forcedOpen).toBe(true);
    expect(result[0]!.children.map((c) => c.item.id)).toEqual(['checks']);
    expect(result[0]!.children[0]!.children[0]!.item.id).toBe('consistency');
    expect(filterNavigation(tree, '').map((r) => r.item.id)).toEqual(['admin', 'reports']);
    expect(filterNavigation(tree, 'nothing')).toEqual([]);
    expect(filterNavigation(tree, 'hidden')).toEqual([]);
  });

  it('renders nested expandable items and the filter box', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
      navigation: tree,
    });
    const nav = screen.getByRole('navigation', { name: en('Shell_MainNavigation') });
    const group = screen.getByRole('button', { name: 'Administration' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Code lists' })).toBeNull();
    fireEvent.click(group);
    expect(screen.getByRole('link', { name: 'Code lists' }).getAttribute('href')).toBe(
      '/platform/Administration/CodeList?navigationId=codes',
    );
    fireEvent.click(group);
    fireEvent.change(screen.getByRole('searchbox', { name: en('Sidebar_Filter') }), {
      target: { value: 'check CONS' },
    });
    expect(screen.getByRole('link', { name: 'Check consistency' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(nav.textContent).toContain(en('Sidebar_NoMatches'));
  });

  it('remembers open/closed in localStorage sidebar_open', () => {
    window.innerWidth = 1400;
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
      navigation: tree,
    });
    const toggle = screen.getByRole('button', { name: en('Shell_ToggleMenu') });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(screen.queryByRole('navigation', { name: en('Shell_MainNavigation') })).toBeNull();
    cleanup();
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
      navigation: tree,
    });
    expect(screen.getByRole('button', { name: en('Shell_ToggleMenu') }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('collapses at 992 px or less after a 250 ms resize debounce', () => {
    vi.useFakeTimers();
    window.innerWidth = 1400;
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    const { result } = renderHook(() => useSidebarState());
    expect(result.current.open).toBe(true);
    window.innerWidth = 992;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(249);
    });
    expect(result.current.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.open).toBe(false);
    expect(readSidebarOpen(localStorage)).toBe(false);
    // widening again does not reopen by itself
    window.innerWidth = 1300;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
    });
    expect(result.current.open).toBe(false);
  });

  it('starts collapsed on a narrow window', () => {
    window.innerWidth = 900;
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    const { result } = renderHook(() => useSidebarState());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    window.innerWidth = 1400;
  });

  it('the top-navigation variant shows the items in the top bar with dropdowns', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: true, frame: { layout: 'top' } }),
      path: '/platform/',
      profile: signedIn,
      navigation: tree,
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
    // Checked before a menu opens: an open menu hides the rest of the page from assistive technology.
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();
    const admin = screen.getByRole('button', { name: 'Administration' });
    fireEvent.click(admin);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Code lists',
      'Checks',
      'Check consistency',
    ]);
  });
});

describe('language selector', () => {
  it('shows the globe and the current language; a change asks, then sets the cookie and reloads', async () => {
    const cookies: string[] = [];
    const reload = vi.fn();
    applyLanguage('de', { setCookie: (c) => cookies.push(c), reload, secure: false });
    expect(cookies).toEqual(['lang=de; Path=/; SameSite=Lax; Max-Age=31536000']);
    expect(reload).toHaveBeenCalledTimes(1);

    renderApp({ routes: testRoutes({ isAuthenticated: false }), path: '/platform/Account/LogOn' });
    const toggle = screen.getByRole('button', { name: `${en('Shell_Language')}: English` });
    expect(toggle.querySelector('svg')).not.toBeNull();
    fireEvent.click(toggle);
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual([
      'Slovenščina',
      'Srpski',
      'English',
      'Deutsch',
      'Bosanski',
      'Hrvatski',
    ]);
    expect(options[2]!.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(options[3]!);
    const dialog = await screen.findByRole('dialog', { name: en('Shell_ChangeLanguage_Title') });
    expect(dialog.textContent).toContain('Deutsch');
    // The page's question about itself sits at the page-dialog layer (spec §9: 2999).
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('2999');
    fireEvent.click(screen.getByRole('button', { name: en('Common_Cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('lang=de');
  });

  it('renders German texts in German', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: false }),
      path: '/platform/Account/LogOn',
      language: 'de',
    });
    const de = seedTranslations('de');
    expect(screen.getByRole('button', { name: `${de.Shell_Language}: Deutsch` })).toBeTruthy();
  });
});

describe('page frame', () => {
  it('header title gets an asterisk for unsaved changes unless ignored; document title with brand', () => {
    expect(headerTitle('Project', true, false)).toBe('Project *');
    expect(headerTitle('Project', true, true)).toBe('Project');
    expect(headerTitle('Project', false, false)).toBe('Project');
    expect(documentTitle('Project', 'Platform')).toBe('Project - Platform');
    expect(documentTitle(null, 'Insulcalc')).toBe('Insulcalc');
  });

  it('a dirty, locked page shows the asterisk and makes its toolbar inert', async () => {
    const { PageHeader } = await import('./PageHeader');
    const { Toolbar } = await import('@insulcalc/dialogs');
    function Page() {
      usePage({ title: 'Project', dirty: true, locked: true });
      return (
        <PageHeader>
          <Toolbar buttons={[{ baseName: 'save', title: 'Save', onClick: () => undefined }]} />
        </PageHeader>
      );
    }
    renderApp({
      routes: testRoutes({ isAuthenticated: true, pages: { home: Page } }),
      path: '/platform/',
      profile: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project *');
    expect(screen.getByRole('toolbar').hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Project - Platform'));
  });

  it('reads the environment label from body data-env', () => {
    expect(environmentLabel()).toBeNull();
    document.body.dataset.env = 'test';
    expect(environmentLabel()).toBe('test');
    renderApp({ routes: testRoutes({ isAuthenticated: true }), path: '/platform/', profile: signedIn });
    expect(screen.getByText('test').className).toBe('ic-env-label');
  });

  it('takes the environment label from the frame options when rendered without a document (server)', () => {
    document.body.dataset.env = 'from-body';
    renderApp({
      routes: testRoutes({ isAuthenticated: true, frame: { environmentLabel: 'from-server' } }),
      path: '/platform/',
      profile: signedIn,
    });
    expect(screen.getByText('from-server').className).toBe('ic-env-label');
    expect(screen.queryByText('from-body')).toBeNull();
    cleanup();
    renderApp({
      routes: testRoutes({ isAuthenticated: true, frame: { environmentLabel: null } }),
      path: '/platform/',
      profile: signedIn,
    });
    expect(document.querySelector('.ic-env-label')).toBeNull();
  });

  it('the help icon raises a translated error when no help item is defined', async () => {
    renderApp({ routes: testRoutes({ isAuthenticated: true }), path: '/platform/', profile: signedIn });
    fireEvent.click(screen.getByRole('button', { name: en('Shell_Help') }));
    expect(await screen.findByText(en('Shell_HelpNotDefined'))).toBeTruthy();
  });

  it('the help icon opens the help-content form of the page help item', async () => {
    function Page() {
      usePage({ title: 'Project', helpItem: { entityId: 5, formGroupId: 9 } });
      return null;
    }
    renderApp({
      routes: testRoutes({ isAuthenticated: true, pages: { home: Page } }),
      path: '/platform/',
      profile: signedIn,
    });
    fireEvent.click(screen.getByRole('button', { name: en('Shell_Help') }));
    expect(dialogStore.top()?.initialEntry).toMatch(
      /^\/DynamicForm\?entityId=5&formGroupId=9&requestReadOnly=true&__dialogKey=/,
    );
    act(() => dialogStore.clear());
  });

  it("the help icon opens the route's help item when the page declares none (a page replaced later keeps it)", async () => {
    const Bare = () => null;
    renderApp({
      routes: testRoutes({
        isAuthenticated: true,
        extraRoutes: [{ path: 'Reports', Component: Bare, handle: { helpItem: helpContentItem('Reports') } }],
      }),
      path: '/platform/Reports',
      profile: signedIn,
    });
    fireEvent.click(screen.getByRole('button', { name: en('Shell_Help') }));
    expect(dialogStore.top()?.initialEntry).toMatch(
      /^\/DynamicForm\?entityId=HelpContent&formGroupId=HelpContent&requestReadOnly=true&entityInstanceId=Reports&__dialogKey=/,
    );
    act(() => dialogStore.clear());
  });

  it('anonymous visitors see the help icon only on pages with help (the configurator)', () => {
    function WithHelp() {
      usePage({ helpItem: helpContentItem('Configurator') });
      return null;
    }
    const Bare = () => null;
    renderApp({
      routes: testRoutes({
        isAuthenticated: true,
        app: 'public',
        extraRoutes: [
          { path: 'Configurator', Component: WithHelp },
          { path: 'Other', Component: Bare },
        ],
      }),
      path: '/Configurator',
      basename: '/',
    });
    expect(screen.getByRole('button', { name: en('Shell_Help') })).toBeTruthy();
    cleanup();
    renderApp({
      routes: testRoutes({
        isAuthenticated: true,
        app: 'public',
        extraRoutes: [{ path: 'Other', Component: Bare }],
      }),
      path: '/Other',
      basename: '/',
    });
    expect(screen.queryByRole('button', { name: en('Shell_Help') })).toBeNull();
  });

  it('footer links open in a new tab with rel noopener', () => {
    renderApp({ routes: testRoutes({ isAuthenticated: false }), path: '/platform/Account/LogOn' });
    const footer = screen.getByRole('contentinfo');
    const links = footer.querySelectorAll('a');
    expect([...links].map((a) => a.textContent?.replace(en('Footer_OpensInNewTab'), '').trim())).toEqual([
      en('Footer_GroupWebsites'),
      en('Footer_Cookies'),
      en('Footer_PrivacyPolicy'),
      en('Footer_TermsOfUse'),
    ]);
    for (const a of links) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
    }
  });

  it('the skip button moves focus to the main content; the brand links home', () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/Administration/CodeList',
      profile: signedIn,
    });
    fireEvent.click(screen.getByRole('button', { name: en('Shell_SkipToContent') }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('link', { name: 'Platform' }).getAttribute('href')).toBe('/platform/');
  });
});

describe('in-app link interception', () => {
  beforeEach(() => {
    window.innerWidth = 1400;
  });
  it('handles clicks on in-app anchors with the router and other origins through the confirm dialog', async () => {
    function Page() {
      return (
        <div>
          <a href="/platform/Administration/CodeList">codes</a>
          <a href="https://other.example/x">away</a>
          <a href="#dialog=ModalDialog">dlg</a>
        </div>
      );
    }
    const { router } = renderApp({
      routes: testRoutes({ isAuthenticated: true, pages: { home: Page } }),
      path: '/platform/',
      profile: signedIn,
    });
    fireEvent.click(screen.getByText('codes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/Administration/CodeList'));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => {
      void router.navigate('/');
    });
    fireEvent.click(await screen.findByText('away'));
    const dialog = await screen.findByRole('dialog', { name: en('Dialog_ExternalNavigation_Title') });
    expect(dialog.textContent).toContain('https://other.example/x');
    fireEvent.click(screen.getByRole('button', { name: en('Common_Cancel') }));
    fireEvent.click(screen.getByText('dlg'));
    expect(dialogStore.top()?.name).toBe('ModalDialog');
    act(() => dialogStore.clear());
  });

  it('in StrictMode the hash dialog opens once and survives the double effects', async () => {
    const { router } = renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/?x=1#dialog=ModalDialog',
      profile: signedIn,
      strict: true,
    });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(dialogStore.getDialogs()).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => dialogStore.clear());
  });

  it('a URL hash dialog=… opens the dialog and is then removed', async () => {
    const { router } = renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/Administration/CodeList?a=1#dialog=ModalDialog',
      profile: signedIn,
    });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.search).toBe('?a=1');
    expect(dialogStore.top()?.name).toBe('ModalDialog');
    act(() => dialogStore.clear());
  });
});

void render;

describe('keyboard shortcuts through the frame', () => {
  it('Ctrl+S presses the page toolbar Save; in a dialog Escape closes it through the dispatcher', async () => {
    const { createShortcutDispatcher } = await import('../keyboard/dispatcher');
    const { Toolbar } = await import('@insulcalc/dialogs');
    const save = vi.fn();
    function Page() {
      return <Toolbar buttons={[{ baseName: 'Save', title: 'Save', onClick: save }]} />;
    }
    const { store } = renderApp({
      routes: testRoutes({ isAuthenticated: true, pages: { home: Page } }),
      path: '/platform/',
      profile: signedIn,
    });
    const dispatch = createShortcutDispatcher({ registry: store.services.keyboard });
    await act(async () => {
      expect(dispatch(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }))).toBe(
        true,
      );
    });
    expect(save).toHaveBeenCalledTimes(1);
    act(() => {
      dialogStore.open({ path: 'ModalDialog', params: { title: 'Hi' } });
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => {
      expect(dispatch(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))).toBe(true);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setIconLoader } from '@insulcalc/dialogs';
import { testRoutes } from '../routes/testRoutes';
import { setAppInfo } from '../state/appInfo';
import { setBreadcrumbs } from '../state/navigation';
import { DEFAULT_APP_INFO } from '../state/profileDefaults';
import type { NavigationItem } from '../state/types';
import { navigationIconKey, registerNavigationAction } from './NavLinkItem';
import { renderApp } from './testing';
import { MINIMIZED_LOGO_MEDIA } from './TopBar';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1h14v14z"/></svg>';
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  setIconLoader(async (key) => {
    requested.push(key);
    return SVG;
  });
});
afterEach(() => {
  cleanup();
  setIconLoader(null);
  localStorage.clear();
});

const signedIn = { isAuthenticated: true, canLogOff: true, fullName: 'Ana Novak' };
const tree: NavigationItem[] = [
  { id: 'home', title: 'Home', url: '', iconKey: 'bi-house', baseName: 'HomeItem' },
  { id: 'codes', title: 'Code lists', url: 'Administration/CodeList', icon: 'fas fa-list' },
  { id: 'tour', title: 'Take the tour', onClick: 'startTour', iconKey: 'bi-signpost' },
];

describe('navigation items', () => {
  it('reads iconKey, or icon as a key or an icon-font class list', () => {
    expect(navigationIconKey({ iconKey: 'bi-house' })).toBe('bi-house');
    expect(navigationIconKey({ icon: 'bi bi-gear' })).toBe('bi-gear');
    expect(navigationIconKey({ icon: 'fa-brands fa-github' })).toBe('fab-github');
    expect(navigationIconKey({ icon: 'far-bell' })).toBe('far-bell');
    expect(navigationIconKey({ icon: 'fa-solid' })).toBeNull();
    expect(navigationIconKey({})).toBeNull();
  });

  it('draw their icons, carry their baseName and run their named onClick action', async () => {
    const action = vi.fn();
    const off = registerNavigationAction('startTour', action);
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
      navigation: tree,
    });
    const sidebar = screen.getByRole('navigation', { name: /main navigation/i });
    await waitFor(() => expect(sidebar.querySelectorAll('[data-icon-state="resolved"]').length).toBe(3));
    expect(
      [...sidebar.querySelectorAll('[data-icon-key]')].map((n) => n.getAttribute('data-icon-key')),
    ).toEqual(['bi-house', 'fas-list', 'bi-signpost']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('data-base-name')).toBe('HomeItem');
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith(expect.objectContaining({ id: 'tour' })));
    off();
  });

  it('the navigationId query parameter selects the item and its breadcrumb bar shows its icon', async () => {
    renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/Administration/CodeList?navigationId=codes',
      profile: signedIn,
      navigation: tree,
    });
    const link = await screen.findByRole('link', { name: 'Code lists' });
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
    const bar = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(bar.querySelector('[aria-current="page"]')!.textContent).toBe('Code lists');
    expect(bar.querySelector('[data-icon-key="fas-list"]')).not.toBeNull();
  });
});

describe('breadcrumb bar', () => {
  it('renders the set breadcrumbs in order: links except the last, each with its icon', async () => {
    const { store } = renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
    });
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).toBeNull();
    act(() => {
      store.dispatch(
        setBreadcrumbs([
          { id: 'a', title: 'Administration', url: 'Administration/CodeList', iconKey: 'bi-gear' },
          { id: 'b', title: 'Materials' },
        ]),
      );
    });
    const bar = screen.getByRole('navigation', { name: /breadcrumb/i });
    const items = bar.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['Administration', 'Materials']);
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('/platform/Administration/CodeList');
    expect(items[1]!.querySelector('a')).toBeNull();
    expect(items[1]!.querySelector('[aria-current="page"]')).not.toBeNull();
    await waitFor(() => expect(items[0]!.querySelector('[data-icon-key="bi-gear"] svg')).not.toBeNull());
  });
});

describe('brand', () => {
  it('swaps in the minimised logo on narrow screens', () => {
    const { store } = renderApp({
      routes: testRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
    });
    act(() => {
      store.dispatch(
        setAppInfo({ ...DEFAULT_APP_INFO, logoNormalPath: '/logo.svg', logoMinimizedPath: '/logo-min.svg' }),
      );
    });
    const brand = document.querySelector('.ic-brand')!;
    const source = brand.querySelector('picture source')!;
    expect(source.getAttribute('srcset')).toBe('/logo-min.svg');
    expect(source.getAttribute('media')).toBe(MINIMIZED_LOGO_MEDIA);
    expect(brand.querySelector('img')!.getAttribute('src')).toBe('/logo.svg');
  });
});

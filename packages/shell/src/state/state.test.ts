import { translationsCacheKey } from '@insulcalc/api-schema';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import {
  findNavigationItem,
  findNavigationPath,
  selectBreadcrumbs,
  selectNavigationItem,
  selectSelectedNavigationPath,
  setBreadcrumbs,
  setNavigationTree,
} from './navigation';
import { normalizeAppInfo, normalizeProfile } from './profileDefaults';
import { profileChanged, selectProfileRevision } from './profile';
import type { NavigationItem } from './types';

const tree: NavigationItem[] = [
  {
    id: 'admin',
    title: 'Administration',
    items: [{ id: 'codelists', title: 'Code lists', url: 'Administration/CodeList' }],
  },
  { id: 'home', title: 'Home', url: '' },
];

describe('navigation slice', () => {
  it('keeps the tree, the selected id and breadcrumbs; finds paths', () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(setNavigationTree(tree));
    store.dispatch(selectNavigationItem('codelists'));
    store.dispatch(
      setBreadcrumbs([{ id: 'codelists', title: 'Code lists', url: 'Administration/CodeList' }]),
    );
    const state = store.getState();
    expect(selectSelectedNavigationPath(state).map((i) => i.id)).toEqual(['admin', 'codelists']);
    expect(selectSelectedNavigationPath(state)).toBe(selectSelectedNavigationPath(state)); // memoised
    expect(selectBreadcrumbs(state)).toHaveLength(1);
    expect(findNavigationItem(tree, 'home')?.title).toBe('Home');
    expect(findNavigationPath(tree, 'missing')).toEqual([]);
  });
});

describe('profile', () => {
  it('profileChanged bumps the revision', () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(profileChanged());
    expect(selectProfileRevision(store.getState())).toBe(1);
  });

  it('normalises server bodies defensively', () => {
    const p = normalizeProfile({
      isAuthenticated: true,
      availableLanguages: ['sl', { code: 'de', localName: 'Deutsch' }],
      allowedRedirectOrigins: ['https://a.test/*', 5],
    });
    expect(p.availableLanguages).toEqual([
      { code: 'sl', localName: 'Slovenščina' },
      { code: 'de', localName: 'Deutsch' },
    ]);
    expect(p.allowedRedirectOrigins).toEqual(['https://a.test/*']);
    expect(p.canLogOff).toBe(false);
    expect(normalizeProfile(null).isAuthenticated).toBe(false);
    expect(normalizeAppInfo({ applicationVersion: '2.0.0' })).toMatchObject({
      applicationVersion: '2.0.0',
      fallbackLanguage: 'en',
    });
    // The translations version names the current texts: the translations URL moves with it.
    const withTexts = normalizeAppInfo({ applicationVersion: '2.0.0', translationsVersion: '41' });
    expect(withTexts.translationsVersion).toBe('41');
    expect(translationsCacheKey(withTexts)).toBe('2.0.0-t41');
    expect(translationsCacheKey(normalizeAppInfo({ applicationVersion: '2.0.0' }))).toBe('2.0.0');
    expect(normalizeAppInfo({ applicationVersion: '2.0.0', translationsVersion: 41 })).not.toHaveProperty(
      'translationsVersion',
    );
  });
});

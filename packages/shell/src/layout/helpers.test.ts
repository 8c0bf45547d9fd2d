import { afterEach, describe, expect, it } from 'vitest';
import { navigationItemHref } from './NavLinkItem';
import { helpDialogPath } from './HelpButton';
import { languageName } from './language';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.head.dataset.antiforgeryToken;
});

describe('navigation item targets', () => {
  it('adds the item id as navigationId to in-app urls and leaves absolute ones alone', () => {
    expect(navigationItemHref({ id: 'codes', title: 'Codes', url: 'Administration/CodeList' })).toBe(
      'Administration/CodeList?navigationId=codes',
    );
    expect(navigationItemHref({ id: 'home', title: 'Home', url: '' })).toBe('?navigationId=home');
    expect(navigationItemHref({ id: 'x', title: 'X', url: 'https://example.org/a' })).toBe(
      'https://example.org/a',
    );
    expect(navigationItemHref({ id: 'g', title: 'Group' })).toBeNull();
  });
});

describe('help and language helpers', () => {
  it('builds the read-only help dialog path', () => {
    expect(helpDialogPath({ entityId: 5, formGroupId: 9, entityInstanceId: 3 })).toBe(
      'DynamicForm?entityId=5&formGroupId=9&requestReadOnly=true&entityInstanceId=3',
    );
  });
  it('names languages in their own language, English by default', () => {
    expect(languageName('sl')).toBe('Slovenščina');
    expect(languageName('de-AT')).toBe('Deutsch');
    expect(languageName(undefined)).toBe('English');
  });
});

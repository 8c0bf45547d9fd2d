import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLogoutForm } from './logout';
import { navigationItemHref } from './NavLinkItem';
import { helpDialogPath } from './HelpButton';
import { languageName } from './language';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.head.dataset.antiforgeryToken;
});

describe('submitLogoutForm', () => {
  it('posts a form with the anti-forgery token and the return URL to the logout endpoint', () => {
    document.head.dataset.antiforgeryToken = 'tok-9';
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitLogoutForm('/platform/');
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/api/v1/account/logout');
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual({ __RequestVerificationToken: 'tok-9', returnUrl: '/platform/' });
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
  });
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

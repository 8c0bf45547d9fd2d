import { describe, expect, it } from 'vitest';
import { createDialogStore } from '@insulcalc/dialogs';
import { classifyLink, forcesFullReload, parseDialogHash, withNavigationId } from './linkRules';
import { createAppNavigator, type NavigatorEnvironment } from './navigator';
import { sanitizeReturnUrl } from '@insulcalc/api-schema';
import { logOnPath } from './returnUrl';

const ctx = { origin: 'https://app.test', basePath: '/platform/' };

describe('classifyLink', () => {
  it('treats # links as hash changes', () => {
    expect(classifyLink('#section', ctx)).toEqual({ kind: 'hash', hash: '#section' });
  });
  it('resolves in-app paths relative to the base path', () => {
    expect(classifyLink('Administration/CodeList?x=1', ctx)).toEqual({
      kind: 'app',
      path: '/Administration/CodeList?x=1',
    });
    expect(classifyLink('/platform/dashboard/3', ctx)).toEqual({ kind: 'app', path: '/dashboard/3' });
    expect(classifyLink('https://app.test/platform', ctx)).toEqual({ kind: 'app', path: '/' });
    expect(classifyLink('', ctx)).toEqual({ kind: 'app', path: '/' });
    expect(classifyLink('?navigationId=home', ctx)).toEqual({ kind: 'app', path: '/?navigationId=home' });
  });
  it('sends links outside the base path to a full page load', () => {
    expect(classifyLink('/Configurator', ctx)).toEqual({ kind: 'document', href: '/Configurator' });
    expect(classifyLink('/platformX/a', ctx)).toEqual({ kind: 'document', href: '/platformX/a' });
  });
  it('sends other origins through the confirm dialog; a hash with the dialog name forces no new tab', () => {
    expect(classifyLink('https://other.test/a', ctx)).toEqual({
      kind: 'external',
      href: 'https://other.test/a',
      forceSameTab: false,
    });
    expect(classifyLink('https://other.test/a#ConfirmExternalNavigationDialog', ctx)).toEqual({
      kind: 'external',
      href: 'https://other.test/a',
      forceSameTab: true,
    });
  });
  it('with base / every same-origin path is in-app', () => {
    expect(classifyLink('/Configurator', { origin: 'https://app.test', basePath: '/' })).toEqual({
      kind: 'app',
      path: '/Configurator',
    });
  });
});

describe('helpers', () => {
  it('parses dialog=… hashes', () => {
    expect(parseDialogHash('#dialog=ModalDialog')).toBe('ModalDialog');
    expect(parseDialogHash('#dialog=' + encodeURIComponent('ModalDialog?title=Hi'))).toBe(
      'ModalDialog?title=Hi',
    );
    expect(parseDialogHash('#top')).toBeNull();
    expect(parseDialogHash('')).toBeNull();
  });
  it('preserves navigationId without overriding one', () => {
    expect(withNavigationId('/a', '7')).toBe('/a?navigationId=7');
    expect(withNavigationId('/a?x=1#h', '7')).toBe('/a?x=1&navigationId=7#h');
    expect(withNavigationId('/a?navigationId=2', '7')).toBe('/a?navigationId=2');
    expect(withNavigationId('/a', null)).toBe('/a');
  });
  it('knows the full-reload routes', () => {
    expect(forcesFullReload('/Workflow/OpenRequest/12')).toBe(true);
    expect(forcesFullReload('/DynamicForm/GetFile?id=1')).toBe(true);
    expect(forcesFullReload('/DynamicForm/DownloadFile')).toBe(true);
    expect(forcesFullReload('/DynamicForm/Form')).toBe(false);
  });
});

describe('sanitizeReturnUrl', () => {
  const opts = {
    origin: 'https://app.test',
    fallback: '/platform/',
    allowedOrigins: ['https://*.partner.test', 'http://localhost:*'],
  };
  it('keeps same-host paths as a path', () => {
    expect(sanitizeReturnUrl('/platform/dashboard?x=1#y', opts)).toBe('/platform/dashboard?x=1#y');
    expect(sanitizeReturnUrl('https://app.test/platform/a', opts)).toBe('/platform/a');
  });
  it('refuses other hosts unless allowed', () => {
    expect(sanitizeReturnUrl('https://evil.test/x', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl('//evil.test/x', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl('/\\evil.test', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl('javascript:alert(1)', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl('https://user:pw@app.test/', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl('https://shop.partner.test/a', opts)).toBe('https://shop.partner.test/a');
    expect(sanitizeReturnUrl('http://localhost:5173/', opts)).toBe('http://localhost:5173/');
    expect(sanitizeReturnUrl('https://partner.test.evil.test/', opts)).toBe('/platform/');
  });
  it('falls back for empty or non-string values', () => {
    expect(sanitizeReturnUrl('', opts)).toBe('/platform/');
    expect(sanitizeReturnUrl(undefined, opts)).toBe('/platform/');
    expect(sanitizeReturnUrl(['/a'], opts)).toBe('/platform/');
  });
  it('builds the login path', () => {
    expect(logOnPath('/platform', '/platform/a?b=1&c=2')).toBe(
      '/platform/Account/LogOn?ReturnUrl=%2Fplatform%2Fa%3Fb%3D1%26c%3D2',
    );
  });
});

function fakeEnv(
  href = 'https://app.test/platform/dashboard?navigationId=5',
): NavigatorEnvironment & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    origin: 'https://app.test',
    basePath: '/platform/',
    currentHref: () => href,
    routerNavigate: (p, o) => calls.push(`router ${String(p)}${o?.replace ? ' replace' : ''}`),
    assign: (h) => calls.push(`assign ${h}`),
    replaceDocument: (h) => calls.push(`replace ${h}`),
    openWindow: (h) => calls.push(`open ${h}`),
    setHash: (h) => calls.push(`hash ${h}`),
  };
}

describe('createAppNavigator', () => {
  it('navigates in-app through the router, with replace and the navigationId when asked', () => {
    const env = fakeEnv();
    const nav = createAppNavigator(env);
    expect(nav.navigate('Administration/CodeList')).toBe('app');
    nav.navigate('/platform/a', { replace: true });
    nav.navigate('b', { preserveNavigationId: true });
    expect(env.calls).toEqual([
      'router /Administration/CodeList',
      'router /a replace',
      'router /b?navigationId=5',
    ]);
  });
  it('goes back or forward by a number', () => {
    const env = fakeEnv();
    expect(createAppNavigator(env).navigate(-2)).toBe('history');
    expect(env.calls).toEqual(['router -2']);
  });
  it('opens a new tab, full-loads outside the base and for full-reload routes', () => {
    const env = fakeEnv();
    const nav = createAppNavigator(env);
    nav.navigate('Administration/CodeList', { newTab: true });
    nav.navigate('/Configurator');
    nav.navigate('Workflow/OpenRequest/3');
    nav.navigate('/other', { replace: true });
    expect(env.calls).toEqual([
      'open /platform/Administration/CodeList',
      'assign /Configurator',
      'assign /platform/Workflow/OpenRequest/3',
      'replace /other',
    ]);
  });
  it('fires a hash change for # links and opens dialog=… hashes as dialogs', () => {
    const dialogs = createDialogStore();
    const env = { ...fakeEnv(), dialogs };
    const nav = createAppNavigator(env);
    nav.navigate('#top');
    nav.navigate('#dialog=ModalDialog');
    expect(env.calls).toEqual(['hash #top']);
    expect(dialogs.top()?.name).toBe('ModalDialog');
  });
  it('sends other origins through ConfirmExternalNavigationDialog', () => {
    const dialogs = createDialogStore();
    const env = { ...fakeEnv(), dialogs };
    const nav = createAppNavigator(env);
    nav.navigate('https://other.test/x', { newTab: true });
    expect(dialogs.top()).toMatchObject({
      name: 'ConfirmExternalNavigationDialog',
      params: { url: 'https://other.test/x', newTab: true },
    });
    nav.navigate('https://other.test/y#ConfirmExternalNavigationDialog', { newTab: true });
    expect(dialogs.top()).toMatchObject({ params: { url: 'https://other.test/y', newTab: false } });
    expect(env.calls).toEqual([]);
  });
});

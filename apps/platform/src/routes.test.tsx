// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, renderApp } from '@insulcalc/shell/testing';
import type { RouteObject } from 'react-router';
import { platformRoutes, type PlatformRoutesOptions } from './routes';
import { platformTestPages } from './testPages';

// Each renderApp has its own store, so its own document-route marker (FullReload) too.
afterEach(cleanup);

const signedIn = { isAuthenticated: true, canLogOff: true, fullName: 'Ana Novak' };

const routesOf = (
  options: Omit<PlatformRoutesOptions, 'pages'> & { pages?: Partial<PlatformRoutesOptions['pages']> },
) => platformRoutes({ ...options, pages: { ...platformTestPages, ...options.pages } });

describe('signed-out platform routes', () => {
  it('redirects a deep link to Account/LogOn with the ReturnUrl, replacing history', async () => {
    const { router } = renderApp({
      routes: routesOf({ isAuthenticated: false }),
      path: '/platform/Administration/CodeList?x=1&y=2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/Account/LogOn'));
    expect(new URLSearchParams(router.state.location.search).get('ReturnUrl')).toBe(
      '/platform/Administration/CodeList?x=1&y=2',
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: en('LogOn_Title') })).toBeTruthy();
  });

  it('keeps the error pages reachable', async () => {
    renderApp({ routes: routesOf({ isAuthenticated: false }), path: '/platform/error/403' });
    expect(screen.getByRole('heading', { name: en('AccessDenied_Title') })).toBeTruthy();
    expect(screen.getByText(en('AccessDenied_Text'))).toBeTruthy();
    cleanup();
    renderApp({ routes: routesOf({ isAuthenticated: false }), path: '/platform/error/404' });
    expect(screen.getByRole('heading', { name: en('NotFound_Title') })).toBeTruthy();
    expect(screen.getByText(en('NotFound_Text'))).toBeTruthy();
    expect(screen.getByText(en('NotFoundGuidance_Text'))).toBeTruthy();
  });
});

describe('signed-in platform routes', () => {
  const cases: [string, string, Record<string, string>?][] = [
    ['/platform/', 'home'],
    ['/platform/Administration/CodeList', 'codeLists'],
    ['/platform/Administration/CodeList/42', 'codeList', { codelistId: '42' }],
    ['/platform/Administration/DocumentTemplates/7', 'documentTemplate', { documentTemplateId: '7' }],
    ['/platform/Administration/Forms/EditForm/1', 'editForm', { formId: '1' }],
    ['/platform/Administration/Forms/EditFormGroup/3', 'editFormGroup', { formGroupId: '3' }],
    ['/platform/Application/CheckConsistency', 'checkConsistency'],
    ['/platform/Application/ValidateJavaScript', 'validateJavaScript'],
    ['/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/3', 'reportGrid', { reportId: '3' }],
    ['/platform/Dashboards/Preview/2', 'dashboardPreview', { dashboardId: '2' }],
    ['/platform/Dashboards/Display/2', 'dashboardDisplay', { dashboardId: '2' }],
    ['/platform/dashboard', 'dashboard'],
    ['/platform/dashboard/9', 'dashboard', { dashboardId: '9' }],
    ['/platform/Process/OpenTask?instanceActivityTaskId=5', 'openTask'],
    ['/platform/DynamicForm/Form?formName=x', 'dynamicForm'],
    ['/platform/error/401', en('AccessDenied_Title')],
    ['/platform/error/403', en('AccessDenied_Title')],
    ['/platform/error/404', en('NotFound_Title')],
    ['/platform/error/500', 'Error 500'],
    ['/platform/No/Such/Page', en('NotFound_Title')],
  ];
  it.each(cases)('%s shows %s', (path, title, params = {}) => {
    renderApp({ routes: routesOf({ isAuthenticated: true }), path, profile: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    for (const [name, value] of Object.entries(params)) {
      const term = screen.getByText(name, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
  });

  it('sets the document title to page title - brand, or Platform', async () => {
    renderApp({
      routes: routesOf({ isAuthenticated: true }),
      path: '/platform/Administration/CodeList',
      profile: signedIn,
    });
    await waitFor(() => expect(document.title).toBe('codeLists - Platform'));
    cleanup();
    renderApp({
      routes: routesOf({ isAuthenticated: true, frame: { brandName: 'Insulcalc' } }),
      path: '/platform/',
      profile: signedIn,
    });
    await waitFor(() => expect(document.title).toBe('home - Insulcalc'));
  });

  it('shows the page handed in for each name', () => {
    renderApp({
      routes: routesOf({ isAuthenticated: true, pages: { codeLists: () => <h1>Real code lists</h1> } }),
      path: '/platform/Administration/CodeList',
      profile: signedIn,
    });
    expect(screen.getByRole('heading', { name: 'Real code lists' })).toBeTruthy();
  });

  it("each platform page with seeded help names it in its route, so a replaced page keeps the help icon's target", () => {
    const helpOf = (routes: RouteObject[], path: string): unknown => {
      for (const route of routes) {
        if (route.path === path || (path === '' && route.index)) return route.handle;
        const found = route.children ? helpOf(route.children, path) : undefined;
        if (found) return found;
      }
      return undefined;
    };
    const routes = routesOf({ isAuthenticated: true });
    const expected: [string, string][] = [
      ['', 'Home'],
      ['Administration/CodeList', 'CodeLists'],
      ['Administration/CodeList/:codelistId', 'CodeLists'],
      ['Application/CheckConsistency', 'CheckConsistency'],
      ['Application/ValidateJavaScript', 'ValidateJavaScript'],
      ['ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/:reportId', 'Reports'],
      ['dashboard', 'Dashboards'],
      ['Administration/DocumentTemplates/:documentTemplateId', 'DocumentTemplates'],
      ['Administration/Forms/EditForm/:formId', 'FormDesigner'],
      ['Administration/Forms/EditFormGroup/:formGroupId', 'FormDesigner'],
      ['Process/OpenTask', 'Tasks'],
    ];
    for (const [path, id] of expected)
      expect(helpOf(routes, path), path).toEqual({
        helpItem: { entityId: 'HelpContent', formGroupId: 'HelpContent', entityInstanceId: id },
      });
  });

  it('Workflow/OpenRequest/* forces a full load after in-app navigation, and never loops on a direct load', async () => {
    const { router } = renderApp({
      routes: routesOf({ isAuthenticated: true }),
      path: '/platform/Workflow/OpenRequest/5',
      profile: signedIn,
    });
    expect(screen.getByRole('status').textContent).toBe(en('FullReload_NotAvailable'));
    expect(router.state.location.pathname).toBe('/platform/Workflow/OpenRequest/5');
  });

  it("the default errorElement reads 'Unexpected Application Error!'", () => {
    const Boom = () => {
      throw new Error('kaput');
    };
    renderApp({
      routes: routesOf({ isAuthenticated: true, extraRoutes: [{ path: 'boom', Component: Boom }] }),
      path: '/platform/boom',
      profile: signedIn,
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    // inside the page frame the error text becomes a page user message (spec §8)
    expect(screen.getByText('kaput').closest('.insulcalc-user-messages')).not.toBeNull();
    // the frame stays usable
    expect(screen.getByRole('button', { name: en('Shell_SkipToContent') })).toBeTruthy();
  });
});

describe('non-replace navigation clears the dialogs', () => {
  it('closes open dialogs on a push navigation', async () => {
    const { router, store } = renderApp({
      routes: routesOf({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
    });
    const dialogStore = store.services.dialogs;
    act(() => {
      dialogStore.open({ path: 'ModalDialog', params: { title: 'Hello', Message: 'x' } });
    });
    // ModalDialog's code loads on first use; the dialog shows once it is there.
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/Administration/CodeList');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

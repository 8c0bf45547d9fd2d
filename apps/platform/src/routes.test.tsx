// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, renderApp, resetDocumentRouteRendered } from '@insulcalc/shell/testing';
import type { RouteObject } from 'react-router';
import { platformRoutes } from './routes';

afterEach(() => {
  cleanup();
  resetDocumentRouteRendered();
});

const signedIn = { isAuthenticated: true, canLogOff: true, fullName: 'Ana Novak' };

describe('signed-out platform routes', () => {
  it('redirects a deep link to Account/LogOn with the ReturnUrl, replacing history', async () => {
    const { router } = renderApp({
      routes: platformRoutes({ isAuthenticated: false }),
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
    renderApp({ routes: platformRoutes({ isAuthenticated: false }), path: '/platform/error/403' });
    expect(screen.getByRole('heading', { name: en('AccessDenied_Title') })).toBeTruthy();
    expect(screen.getByText(en('AccessDenied_Text'))).toBeTruthy();
    cleanup();
    renderApp({ routes: platformRoutes({ isAuthenticated: false }), path: '/platform/error/404' });
    expect(screen.getByRole('heading', { name: en('NotFound_Title') })).toBeTruthy();
    expect(screen.getByText(en('NotFound_Text'))).toBeTruthy();
    expect(screen.getByText(en('NotFoundGuidance_Text'))).toBeTruthy();
  });
});

describe('signed-in platform routes', () => {
  const cases: [string, string][] = [
    ['/platform/', en('Page_Home_Title')],
    ['/platform/Administration/CodeList', en('Page_CodeLists_Title')],
    ['/platform/Administration/CodeList/42', 'Code list 42'],
    ['/platform/Administration/DocumentTemplates/7', 'Document template 7'],
    ['/platform/Administration/Forms/EditForm/1', 'Form 1'],
    ['/platform/Administration/Forms/EditFormGroup/3', 'Form group 3'],
    ['/platform/Application/CheckConsistency', en('Page_CheckConsistency_Title')],
    ['/platform/Application/ValidateJavaScript', en('Page_ValidateJavaScript_Title')],
    ['/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/3', 'Report 3'],
    ['/platform/Dashboards/Preview/2', 'Dashboard preview 2'],
    ['/platform/Dashboards/Display/2', en('Page_Dashboard_Title')],
    ['/platform/dashboard', en('Page_Dashboard_Title')],
    ['/platform/dashboard/9', en('Page_Dashboard_Title')],
    ['/platform/Process/OpenTask?instanceActivityTaskId=5', en('Page_Task_Title')],
    ['/platform/DynamicForm/Form?formName=x', en('Page_DynamicForm_Title')],
    ['/platform/error/401', en('AccessDenied_Title')],
    ['/platform/error/403', en('AccessDenied_Title')],
    ['/platform/error/404', en('NotFound_Title')],
    ['/platform/error/500', 'Error 500'],
    ['/platform/No/Such/Page', en('NotFound_Title')],
  ];
  it.each(cases)('%s shows %s', (path, title) => {
    renderApp({ routes: platformRoutes({ isAuthenticated: true }), path, profile: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    // placeholders name what will be there and never leave the page blank
    expect(screen.getByRole('main').textContent!.length).toBeGreaterThan(title.length + 20);
  });

  it('the task page names the task from its query parameter', () => {
    renderApp({
      routes: platformRoutes({ isAuthenticated: true }),
      path: '/platform/Process/OpenTask?instanceActivityTaskId=77',
      profile: signedIn,
    });
    expect(screen.getByText(/workflow task 77/)).toBeTruthy();
  });

  it('sets the document title to page title - brand, or Platform', async () => {
    renderApp({
      routes: platformRoutes({ isAuthenticated: true }),
      path: '/platform/Administration/CodeList',
      profile: signedIn,
    });
    await waitFor(() => expect(document.title).toBe(`${en('Page_CodeLists_Title')} - Platform`));
    cleanup();
    renderApp({
      routes: platformRoutes({ isAuthenticated: true, frame: { brandName: 'Insulcalc' } }),
      path: '/platform/',
      profile: signedIn,
    });
    await waitFor(() => expect(document.title).toBe(`${en('Page_Home_Title')} - Insulcalc`));
  });

  it('lets real pages replace the placeholders', () => {
    renderApp({
      routes: platformRoutes({ isAuthenticated: true, pages: { codeLists: () => <h1>Real code lists</h1> } }),
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
    const routes = platformRoutes({ isAuthenticated: true });
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
      routes: platformRoutes({ isAuthenticated: true }),
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
      routes: platformRoutes({ isAuthenticated: true, extraRoutes: [{ path: 'boom', Component: Boom }] }),
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
    const { router } = renderApp({
      routes: platformRoutes({ isAuthenticated: true }),
      path: '/platform/',
      profile: signedIn,
    });
    const { dialogStore } = await import('@insulcalc/dialogs');
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

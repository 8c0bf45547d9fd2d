import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../layout/testing';
import { dynamicFormPaths, platformRoutes, publicRoutes } from './routeTables';
import { resetDocumentRouteRendered } from './redirects';

afterEach(() => {
  cleanup();
  resetDocumentRouteRendered();
});

const signedIn = { isAuthenticated: true, canLogOff: true, fullName: 'Ana Novak' };

describe('signed-out platform routes', () => {
  it('redirects a deep link to Account/LogOn with the ReturnUrl, replacing history', async () => {
    const { router } = renderApp({ routes: platformRoutes({ isAuthenticated: false }), path: '/platform/Administration/CodeList?x=1&y=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/platform/Account/LogOn'));
    expect(new URLSearchParams(router.state.location.search).get('ReturnUrl')).toBe('/platform/Administration/CodeList?x=1&y=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the error pages reachable', async () => {
    renderApp({ routes: platformRoutes({ isAuthenticated: false }), path: '/platform/error/403' });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
    cleanup();
    renderApp({ routes: platformRoutes({ isAuthenticated: false }), path: '/platform/error/404' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Check the address or go back to the home page.')).toBeTruthy();
  });
});

describe('signed-in platform routes', () => {
  const cases: [string, string][] = [
    ['/platform/', 'Home'],
    ['/platform/Administration/CodeList', 'Code lists'],
    ['/platform/Administration/CodeList/42', 'Code list 42'],
    ['/platform/Administration/DocumentTemplates/7', '[?:Page_DocumentTemplate_Title]'],
    ['/platform/Administration/Forms/EditForm/1', '[?:Page_EditForm_Title]'],
    ['/platform/Administration/Forms/EditFormGroup/1', '[?:Page_EditFormGroup_Title]'],
    ['/platform/Application/CheckConsistency', '[?:Page_CheckConsistency_Title]'],
    ['/platform/Application/ValidateJavaScript', '[?:Page_ValidateJavaScript_Title]'],
    ['/platform/ReportsAndAnalysis/ReportsAndAnalysis/DisplayReportGrid/3', '[?:Page_Report_Title]'],
    ['/platform/Dashboards/Preview/2', '[?:Page_DashboardPreview_Title]'],
    ['/platform/Dashboards/Display/2', '[?:Page_Dashboard_Title]'],
    ['/platform/dashboard', '[?:Page_Dashboard_Title]'],
    ['/platform/dashboard/9', '[?:Page_Dashboard_Title]'],
    ['/platform/Process/OpenTask?instanceActivityTaskId=5', '[?:Page_Task_Title]'],
    ['/platform/error/401', 'Access denied'],
    ['/platform/error/403', 'Access denied'],
    ['/platform/error/404', 'Page not found'],
    ['/platform/error/500', 'Error'],
    ['/platform/No/Such/Page', 'Page not found'],
  ];
  it.each(cases)('%s shows %s', (path, title) => {
    renderApp({ routes: platformRoutes({ isAuthenticated: true }), path, profile: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('sets the document title to page title - brand, or Platform', async () => {
    renderApp({ routes: platformRoutes({ isAuthenticated: true }), path: '/platform/Administration/CodeList', profile: signedIn });
    await waitFor(() => expect(document.title).toBe('Code lists - Platform'));
    cleanup();
    renderApp({ routes: platformRoutes({ isAuthenticated: true, frame: { brandName: 'Insulcalc' } }), path: '/platform/', profile: signedIn });
    await waitFor(() => expect(document.title).toBe('Home - Insulcalc'));
  });

  it('lets real pages replace the placeholders', () => {
    renderApp({ routes: platformRoutes({ isAuthenticated: true, pages: { codeLists: () => <h1>Real code lists</h1> } }), path: '/platform/Administration/CodeList', profile: signedIn });
    expect(screen.getByRole('heading', { name: 'Real code lists' })).toBeTruthy();
  });

  it('Workflow/OpenRequest/* forces a full load after in-app navigation, and never loops on a direct load', async () => {
    const { router } = renderApp({ routes: platformRoutes({ isAuthenticated: true }), path: '/platform/Workflow/OpenRequest/5', profile: signedIn });
    expect(screen.getByRole('status').textContent).toBe('[?:FullReload_NotAvailable]');
    expect(router.state.location.pathname).toBe('/platform/Workflow/OpenRequest/5');
  });

  it("the default errorElement reads 'Unexpected Application Error!'", () => {
    const Boom = () => {
      throw new Error('kaput');
    };
    renderApp({ routes: platformRoutes({ isAuthenticated: true, extraRoutes: [{ path: 'boom', Component: Boom }] }), path: '/platform/boom', profile: signedIn });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('kaput')).toBeTruthy();
  });
});

describe('public routes', () => {
  const Home = () => <h1>Landing</h1>;
  const Configurator = () => <h1>Configurator page</h1>;
  const routes = () =>
    publicRoutes({
      home: Home,
      configurator: Configurator,
      dynamicFormRoutes: [
        { route: 'Products', isSearchPage: true, formGroupId: 1 },
        { route: 'Product', isSearchPage: false, formGroupId: 2 },
      ],
      dynamicFormPage: ({ route }) => <h1>Form {String(route.formGroupId)}</h1>,
    });

  it.each([
    ['/', 'Landing'],
    ['/Configurator', 'Configurator page'],
    ['/whatever/else', 'Landing'],
    ['/Products', 'Form 1'],
    ['/Product/Default/12', 'Form 2'],
    ['/Product/Default', 'Form 2'],
    ['/error/403', 'Access denied'],
    ['/Account/LogOn', 'Sign in'],
  ])('%s shows %s', async (path, title) => {
    renderApp({ routes: routes(), path, basename: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('builds dynamic form paths', () => {
    expect(dynamicFormPaths({ route: '/Search/', isSearchPage: true, formGroupId: 1 })).toEqual(['Search']);
    expect(dynamicFormPaths({ route: 'Edit', isSearchPage: false, formGroupId: 1 })).toEqual(['Edit/:section/:id', 'Edit/:section']);
  });
});

describe('non-replace navigation clears the dialogs', () => {
  it('closes open dialogs on a push navigation', async () => {
    const { router } = renderApp({ routes: platformRoutes({ isAuthenticated: true }), path: '/platform/', profile: signedIn });
    const { dialogStore } = await import('@insulcalc/dialogs');
    act(() => {
      dialogStore.open({ path: 'ModalDialog', params: { title: 'Hello', Message: 'x' } });
    });
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/Administration/CodeList');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dynamicFormPaths } from '@insulcalc/shell';
import { en, renderApp } from '@insulcalc/shell/testing';
import { publicRoutes } from './routes';

// Each renderApp has its own store, so its own document-route marker (FullReload) too.
afterEach(cleanup);

describe('public routes', () => {
  const Home = () => <h1>Landing</h1>;
  const Configurator = () => <h1>Configurator page</h1>;
  const routes = () =>
    publicRoutes({
      home: Home,
      configurator: Configurator,
      readOnlyConfigurator: () => <h1>Read-only configurator</h1>,
      dynamicFormRoutes: [
        { route: 'Products', isSearchPage: true, formGroupId: 1 },
        { route: 'Product', isSearchPage: false, formGroupId: 2 },
      ],
      dynamicFormPage: ({ route }) => <h1>Form {String(route.formGroupId)}</h1>,
      formPage: () => <h1>Form by name</h1>,
    });

  it.each([
    ['/', 'Landing'],
    ['/Configurator', 'Configurator page'],
    // decision 0047: a record's calculation, read-only
    ['/Configurator/OfferRequest/42', 'Read-only configurator'],
    ['/whatever/else', 'Landing'],
    ['/Products', 'Form 1'],
    ['/Product/Default/12', 'Form 2'],
    ['/Product/Default', 'Form 2'],
    // issue 24 item 11: the bare form route is the form, not the landing page
    ['/Product', 'Form 2'],
    ['/DynamicForm/Form?formName=OfferRequest', 'Form by name'],
    ['/error/403', en('AccessDenied_Title')],
    ['/Account/LogOn', en('LogOn_Title')],
  ])('%s shows %s', async (path, title) => {
    renderApp({ routes: routes(), path, basename: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('builds dynamic form paths', () => {
    expect(dynamicFormPaths({ route: '/Search/', isSearchPage: true, formGroupId: 1 })).toEqual(['Search']);
    expect(dynamicFormPaths({ route: 'Edit', isSearchPage: false, formGroupId: 1 })).toEqual([
      'Edit/:section/:id',
      'Edit/:section',
      'Edit',
    ]);
  });
});

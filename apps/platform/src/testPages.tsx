import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { usePage } from '@insulcalc/shell';
import type { PlatformPageName } from './routes';

const PAGE_NAMES: readonly PlatformPageName[] = [
  'home',
  'codeLists',
  'codeList',
  'documentTemplate',
  'editForm',
  'editFormGroup',
  'checkConsistency',
  'validateJavaScript',
  'reportGrid',
  'dashboardPreview',
  'dashboardDisplay',
  'dashboard',
  'openTask',
  'dynamicForm',
];

/** A page titled by its name in the page table, listing the route's parameters. */
function namedPage(name: PlatformPageName): ComponentType {
  function NamedTestPage() {
    usePage({ title: name });
    const params = Object.entries(useParams()).filter(([, value]) => value !== undefined);
    return (
      <>
        <h1>{name}</h1>
        <dl>
          {params.map(([param, value]) => (
            <div key={param}>
              <dt>{param}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return NamedTestPage;
}

/**
 * The route tests' page table: each page is titled by its name, so a test sees which page a
 * route shows and with which parameters. Not imported by the app.
 */
export const platformTestPages = Object.fromEntries(
  PAGE_NAMES.map((name) => [name, namedPage(name)]),
) as Record<PlatformPageName, ComponentType>;

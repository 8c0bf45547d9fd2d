import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../errors/ErrorPages';
import type { FrameOptions } from '../layout/frameOptions';
import { PageHeader } from '../layout/PageHeader';
import { usePage } from '../layout/pageState';
import { accountRoutes, appRoutes, errorRoutes, signedOutRoutes } from './appRoutes';

export interface TestRoutesOptions {
  isAuthenticated: boolean;
  app?: FrameOptions['app'];
  frame?: Omit<FrameOptions, 'app'>;
  /** Replaces the test home page. */
  pages?: { home?: ComponentType };
  extraRoutes?: RouteObject[];
}

/**
 * A page of the test app: a fixed title (tests and stories read it as it is, in any language)
 * and the route's parameters, so a test sees which route matched with which values.
 */
function testPage(title: string): ComponentType {
  function TestPage() {
    usePage({ title });
    const params = Object.entries(useParams()).filter(([, value]) => value !== undefined);
    return (
      <>
        <PageHeader title={title} />
        {params.length > 0 ? (
          <dl className="ic-test-page-params">
            {params.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </>
    );
  }
  TestPage.displayName = `TestPage(${title})`;
  return TestPage;
}

const Home = testPage('Home');
const CodeLists = testPage('Code lists');

/**
 * A small app route table for the shell's tests and stories (the apps own their real tables):
 * the signed-out set, or the account pages, a home page, one more page and the error pages
 * inside the frame.
 */
export function testRoutes(options: TestRoutesOptions): RouteObject[] {
  const frame: FrameOptions = { ...options.frame, app: options.app ?? 'platform' };
  if (!options.isAuthenticated) return appRoutes(frame, signedOutRoutes());
  return appRoutes(frame, [
    ...accountRoutes(),
    { index: true, Component: options.pages?.home ?? Home },
    { path: 'Administration/CodeList', Component: CodeLists },
    ...errorRoutes(),
    ...(options.extraRoutes ?? []),
    { path: '*', Component: NotFoundPage },
  ]);
}

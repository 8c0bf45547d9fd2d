import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../errors/ErrorPages';
import type { FrameOptions } from '../layout/frameOptions';
import { accountRoutes, appRoutes, errorRoutes, placeholderPage, signedOutRoutes } from './appRoutes';

export interface TestRoutesOptions {
  isAuthenticated: boolean;
  app?: FrameOptions['app'];
  frame?: Omit<FrameOptions, 'app'>;
  /** Replaces the placeholder home page. */
  pages?: { home?: ComponentType };
  extraRoutes?: RouteObject[];
}

const Home = placeholderPage('Page_Home_Title', 'Page_Home_Text');
const CodeLists = placeholderPage('Page_CodeLists_Title', 'Page_CodeLists_Text');

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

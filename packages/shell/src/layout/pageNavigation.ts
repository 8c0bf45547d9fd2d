import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useLocation } from 'react-router';
import { selectNavigationItem, setBreadcrumbs } from '../state/navigation';
import type { Breadcrumb } from '../state/types';

export interface PageNavigation {
  /** The page's own breadcrumb bar (a form definition's `breadcrumbs`); empty keeps the navigation path. */
  breadcrumbs?: readonly Breadcrumb[] | null | undefined;
  /** The navigation item to select when the address carries no navigationId (spec §3). */
  fallbackSelectedNavigationId?: string | null | undefined;
}

/**
 * Declares a page's breadcrumbs and fallback navigation item while it is mounted. Outside an app
 * store (a form embedded by another team, a story) there is no frame to tell, so it does nothing.
 */
export function usePageNavigation({ breadcrumbs, fallbackSelectedNavigationId }: PageNavigation): void {
  const store = useContext(ReactReduxContext)?.store;
  const { search } = useLocation();
  const fromUrl = new URLSearchParams(search).get('navigationId');
  // Compared by value: a form's definition is a fresh object after every reload.
  const crumbsKey = breadcrumbs && breadcrumbs.length > 0 ? JSON.stringify(breadcrumbs) : '';
  useEffect(() => {
    if (!store || !crumbsKey) return;
    store.dispatch(setBreadcrumbs(JSON.parse(crumbsKey) as Breadcrumb[]));
    return () => {
      store.dispatch(setBreadcrumbs([]));
    };
  }, [store, crumbsKey]);
  useEffect(() => {
    if (!store || fromUrl || !fallbackSelectedNavigationId) return;
    store.dispatch(selectNavigationItem(fallbackSelectedNavigationId));
  }, [store, fromUrl, fallbackSelectedNavigationId]);
}

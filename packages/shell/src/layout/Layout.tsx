import { useEffect, useId, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { useNavigationSelection, useNavigationTree, useProfile } from '../bootstrap/hooks';
import { findNavigationPath, selectNavigationItem } from '../state/navigation';
import type { Breadcrumb } from '../state/types';
import { Breadcrumbs } from './Breadcrumbs';
import { navigationIconKey } from './NavLinkItem';
import { Footer } from './Footer';
import { useFrameOptions } from './frameOptions';
import { UserMessages } from '../messages/UserMessages';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, TopBar } from './TopBar';
import { useSidebarState } from './useSidebarState';

/** Keeps the selected navigation item in step with the navigationId query parameter (spec §2). */
function useNavigationIdSync() {
  const location = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('navigationId');
    if (id) dispatch(selectNavigationItem(id));
  }, [location.search, dispatch]);
}

/** The page frame: top bar, sidebar or top navigation, breadcrumbs, messages, content, footer. */
export function PageFrame() {
  const options = useFrameOptions();
  const profile = useProfile();
  const tree = useNavigationTree();
  const { selectedNavigationId, breadcrumbs } = useNavigationSelection();
  const sidebar = useSidebarState();
  const sidebarId = useId();
  useNavigationIdSync();

  const layout = options.layout ?? 'sidebar';
  const withSidebar = profile.isAuthenticated && layout === 'sidebar';
  const crumbs = useMemo<Breadcrumb[]>(() => {
    if (breadcrumbs.length > 0) return breadcrumbs;
    if (!selectedNavigationId) return [];
    return findNavigationPath(tree, selectedNavigationId).map((i) => ({
      id: i.id,
      title: i.title,
      url: i.url ?? null,
      iconKey: navigationIconKey(i),
    }));
  }, [breadcrumbs, selectedNavigationId, tree]);

  const Custom = options.customLayout;
  const content = (
    <>
      <Breadcrumbs items={crumbs} />
      <UserMessages target="page" />
      <Outlet />
    </>
  );
  if (Custom) return <Custom>{content}</Custom>;

  return (
    <div className="ic-frame">
      <TopBar
        sidebar={withSidebar ? { open: sidebar.open, toggle: sidebar.toggle, controls: sidebarId } : null}
        navigation={profile.isAuthenticated && layout === 'top' ? tree : undefined}
        selectedNavigationId={selectedNavigationId}
      />
      <div className="ic-body">
        {withSidebar && (
          <Sidebar id={sidebarId} items={tree} selectedId={selectedNavigationId} open={sidebar.open} />
        )}
        <main id={MAIN_CONTENT_ID} className="ic-main" tabIndex={-1}>
          {content}
        </main>
      </div>
      <Footer />
    </div>
  );
}

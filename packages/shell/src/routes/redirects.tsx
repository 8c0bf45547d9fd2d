import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../layout/i18n';
import { useBasePath } from '../navigation/react';
import { useShellServices } from '../services/services';

/** The current in-app location as a full path (base + path + query) for ReturnUrl. */
export function useFullPath(): string {
  const location = useLocation();
  const basePath = useBasePath();
  return `${basePath}${location.pathname.replace(/^\//, '')}${location.search}`;
}

/** Signed-out catch-all: replace history with Account/LogOn?ReturnUrl=<path+query> (spec §2). */
export function RedirectToLogOn() {
  const returnUrl = useFullPath();
  return <Navigate to={`/Account/LogOn?ReturnUrl=${encodeURIComponent(returnUrl)}`} replace />;
}

/**
 * Routes that force a full page load (Workflow/OpenRequest/*, DynamicForm/DownloadFile,
 * DynamicForm/GetFile): reached by in-app navigation, the browser loads the address itself.
 * When the document itself was loaded at this address (the server did not handle it), a text
 * says so instead of reloading forever.
 */
export function FullReload({
  reload = (href: string) => window.location.replace(href),
}: {
  reload?: (href: string) => void;
}) {
  const t = useT();
  const fullPath = useFullPath();
  // The store's marker (its services): a second store in the process has its own document.
  const initial = !useShellServices().documentRoute.rendered();
  useEffect(() => {
    if (!initial) reload(fullPath);
  }, [initial, fullPath, reload]);
  return (
    <p role="status" className="ic-placeholder">
      {initial ? t('FullReload_NotAvailable') : t('Common_Loading')}
    </p>
  );
}

/** Records that a route has rendered in this document (see FullReload). */
export function DocumentRouteMarker() {
  const { documentRoute } = useShellServices();
  useEffect(() => {
    documentRoute.markRendered();
  }, [documentRoute]);
  return null;
}

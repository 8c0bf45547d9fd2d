import { Suspense, lazy, useDeferredValue } from 'react';
import { useUi } from '@insulcalc/insulation';

// The configurator (engine, pickers, results) is its own chunk: the landing page never loads it.
const loadConfiguratorPage = () => import('./ConfiguratorPage');
const ConfiguratorPage = lazy(loadConfiguratorPage);
// A request's calculation, read-only: the configurator's chunk too (the page imports it).
const ReadOnlyConfiguratorPage = lazy(() => import('./ReadOnlyConfiguratorPage'));

/**
 * Starts loading the configurator's chunk now (the app's start-up, when the address is the
 * configurator's), so that it arrives alongside the profile and translations instead of after
 * them. The route's lazy component then finds it loaded.
 */
export function preloadConfigurator(): Promise<unknown> {
  return loadConfiguratorPage();
}

/** Whether a path is the configurator's route (react-router matches paths case-insensitively). */
export function isConfiguratorPath(pathname: string): boolean {
  return /^\/configurator\/?$/i.test(pathname);
}

function Loading() {
  const { t } = useUi();
  return (
    // A viewport's height while the chunk loads: the footer starts below the fold instead of
    // jumping down when the configurator appears (Lighthouse measured CLS 0.107 on the footer).
    <p role="status" className="icc-route-loading" style={{ minHeight: '100vh' }}>
      {t('Insulation_Configurator_Loading')}
    </p>
  );
}

export function ConfiguratorRoute() {
  // The configurator's first render (hundreds of elements and an engine run) is a deferred
  // render, which React does in slices between which the browser paints and handles input:
  // rendered at once it was one task of 0.4–0.8 s on Lighthouse's throttled phone. The first,
  // urgent render shows the loading note.
  const mounted = useDeferredValue(true, false);
  return <Suspense fallback={<Loading />}>{mounted ? <ConfiguratorPage /> : <Loading />}</Suspense>;
}

/** /Configurator/{entityId}/{instanceId}: a record's calculation in the configurator, read-only. */
export function ReadOnlyConfiguratorRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <ReadOnlyConfiguratorPage />
    </Suspense>
  );
}

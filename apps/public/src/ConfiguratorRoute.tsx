import { Suspense, lazy } from 'react';
import { useUi } from '@insulcalc/insulation';

// The configurator (engine, pickers, results) is its own chunk: the landing page never loads it.
const ConfiguratorPage = lazy(() => import('./ConfiguratorPage'));

function Loading() {
  const { t } = useUi();
  return (
    <p role="status" className="icc-route-loading">
      {t('Insulation_Configurator_Loading')}
    </p>
  );
}

export function ConfiguratorRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <ConfiguratorPage />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { helpContentItem, usePage } from '@insulcalc/shell';
import type { DashboardAnswer } from '../core/index';
import { CALLS, useQuery } from './api';
import { DashboardView } from './DashboardView';
import { useT } from './i18n';

/** Its own words for a failed load, instead of the page's message area (the request is silent). */
const SILENT = { silent: true } as const;

function Dashboard({ url, home = false }: { url: string; home?: boolean }) {
  const t = useT();
  const { data, failure } = useQuery<DashboardAnswer>(url, undefined, SILENT);
  // The user menu's "edit dashboard" appears only for a dashboard the user may change (spec §2).
  const helpContentId = data?.definition.helpContentId;
  usePage({
    title: data?.title ?? t('Dashboards_Title'),
    editableDashboardId: data?.editable ? data.id : null,
    // The dashboard's own help (spec §2); the route's general dashboard help otherwise.
    helpItem: helpContentId ? helpContentItem(helpContentId) : null,
  });
  if (failure && !data) {
    // A signed-in user in no group may not read dashboard layouts: the first page they see says
    // why it is empty and who can change that, not that something broke.
    if (home && failure.status === 403)
      return (
        <div className="ic-dash-none">
          <h1 className="ic-dash-title">{t('Dashboards_Title')}</h1>
          <p role="status">{t('Dashboards_NoPermissions')}</p>
        </div>
      );
    return (
      <p role="alert">
        {failure.status === 403 ? failure.message || t('Dashboards_LoadFailed') : t('Dashboards_LoadFailed')}
      </p>
    );
  }
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  return (
    <>
      <h1 className="ic-dash-title">{data.title}</h1>
      <DashboardView definition={data.definition} label={data.title} />
    </>
  );
}

/** The empty path (spec §2 home page): the signed-in user's home dashboard. */
export function HomeDashboardPage() {
  return <Dashboard url={CALLS.home} home />;
}

/** Dashboards/Display/:dashboardId, dashboard/:dashboardId and dashboard (the home dashboard). */
export function DashboardDisplayPage() {
  const { dashboardId } = useParams();
  return dashboardId ? <Dashboard url={CALLS.dashboard(dashboardId)} /> : <Dashboard url={CALLS.home} home />;
}

const LayoutEditor = lazy(() => import('./LayoutEditor').then((m) => ({ default: m.LayoutEditor })));

/**
 * Dashboards/Preview/:dashboardId: the layout editor over an unsaved draft of the dashboard
 * (kept in this tab until saved or discarded), with the draft shown as it will look.
 */
export function DashboardPreviewPage() {
  const t = useT();
  const { dashboardId = '' } = useParams();
  const { data, error, reload } = useQuery<DashboardAnswer>(CALLS.dashboard(dashboardId));
  usePage({ title: data ? t('Dashboards_EditTitle', { name: data.title }) : t('Dashboards_Title') });
  if (error && !data) return <p role="alert">{t('Dashboards_LoadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{t('Dashboards_Loading')}</p>}>
      <LayoutEditor dashboard={data} onSaved={reload} />
    </Suspense>
  );
}

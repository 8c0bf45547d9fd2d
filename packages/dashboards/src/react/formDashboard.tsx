import { formDashboardSlot, type FormDashboardRendererProps } from '@insulcalc/forms';
import type { DashboardAnswer } from '../core/index';
import { CALLS, useQuery } from './api';
import { DashboardView } from './DashboardView';
import { useT } from './i18n';

/** The FormDashboard control's content: the named dashboard (or the home one) inside a form. */
function FormDashboardContent({ dashboardId, labelId }: FormDashboardRendererProps) {
  const t = useT();
  const { data, error } = useQuery<DashboardAnswer>(dashboardId ? CALLS.dashboard(dashboardId) : CALLS.home);
  if (error) return <p className="ic-dash-muted">{t('Dashboards_LoadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('Dashboards_Loading')}</p>;
  return (
    <div aria-labelledby={labelId}>
      <DashboardView definition={data.definition} label={data.title} />
    </div>
  );
}

/** Fills the forms package's FormDashboard slot with dashboards' widgets; returns the undo. */
export function registerFormDashboard(): () => void {
  return formDashboardSlot.register(FormDashboardContent);
}

import { createElement, useSyncExternalStore } from 'react';
import { useFormState } from '../../react/FormContext';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { formDashboardSlot } from './dashboardSlot';
import { parseFormDashboardSettings } from './settings';

/**
 * FormDashboard: a dashboard inside a form (spec §3). The control is a labelled region; its widgets
 * come from the renderer registered in `formDashboardSlot`; until one is, an empty state says so.
 */
export function FormDashboard({ field, model, inputId, labelId, describedBy }: ControlProps) {
  const t = useT();
  const Renderer = useSyncExternalStore(
    formDashboardSlot.subscribe,
    formDashboardSlot.get,
    formDashboardSlot.get,
  );
  const entityInstanceId = useFormState((state) => state.entityInstanceId);
  const settings = parseFormDashboardSettings(field.settings);
  return (
    <section
      id={inputId}
      className="ic-dashboard-slot"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      style={settings.minHeight ? { minHeight: settings.minHeight } : undefined}
      data-dashboard-id={settings.dashboardId}
    >
      <ControlStyles />
      {Renderer ? (
        // The renderer is registered from outside (a stable component), not created here.
        createElement(Renderer, {
          dashboardId: settings.dashboardId ?? null,
          parameters: settings.parameters,
          entityInstanceId,
          labelId,
          field,
          model,
        })
      ) : (
        <div className="ic-dashboard-empty" role="status">
          <p>{t('FormDashboard_Empty')}</p>
        </div>
      )}
    </section>
  );
}

import type { ComponentType } from 'react';
import type { FieldSnapshot, FormModel } from '../../core/index';

/** What a dashboard renderer receives from the FormDashboard control it fills. */
export interface FormDashboardRendererProps {
  dashboardId: string | null;
  parameters: Readonly<Record<string, string | number | boolean | null>>;
  /** The form's instance (null on a new record), so widgets can filter by it. */
  entityInstanceId: string | null;
  /** Id of the control's heading: the dashboard region is labelled by it. */
  labelId: string;
  field: FieldSnapshot;
  model: FormModel;
}

export type FormDashboardRenderer = ComponentType<FormDashboardRendererProps>;

/**
 * The slot a dashboards package fills: the forms package draws the control and its frame, the
 * package that owns dashboards registers how widgets render (forms does not depend on it). The
 * last registration wins; registering returns its undo. Subscribable, so a renderer registered
 * after a form mounted (a lazy chunk) shows at once.
 */
export interface FormDashboardSlot {
  register(renderer: FormDashboardRenderer): () => void;
  get(): FormDashboardRenderer | null;
  subscribe(listener: () => void): () => void;
}

export function createFormDashboardSlot(): FormDashboardSlot {
  let current: FormDashboardRenderer | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    register(renderer) {
      current = renderer;
      notify();
      return () => {
        if (current === renderer) {
          current = null;
          notify();
        }
      };
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide slot the FormDashboard control reads. */
export const formDashboardSlot: FormDashboardSlot = createFormDashboardSlot();

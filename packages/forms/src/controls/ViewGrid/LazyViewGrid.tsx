import { Suspense, lazy } from 'react';
import type { ControlProps } from '../../react/controlRegistry';

// The grid (TanStack Table, the export code and the search-page toolbar) loads when a form first
// shows a ViewGrid: forms without one download none of it.
const ViewGridModule = lazy(() => import('./ViewGrid').then((m) => ({ default: m.ViewGridControl })));

export function LazyViewGridControl(props: ControlProps) {
  return (
    <Suspense fallback={<div className="ic-view-grid-loading" aria-busy="true" />}>
      <ViewGridModule {...props} />
    </Suspense>
  );
}

import { Suspense, lazy, type ComponentType } from 'react';
import type { ControlProps } from '../../react/controlRegistry';

// The lookup family (and the views endpoints they call) loads when a form first shows one.
function lazyControl(load: () => Promise<ComponentType<ControlProps>>): ComponentType<ControlProps> {
  const Module = lazy(() => load().then((Component) => ({ default: Component })));
  function LazyControl(props: ControlProps) {
    return (
      <Suspense fallback={<div className="ic-input" aria-busy="true" />}>
        <Module {...props} />
      </Suspense>
    );
  }
  return LazyControl;
}

export const LazyLookup = lazyControl(() => import('./Lookup').then((m) => m.Lookup));
export const LazyMultiselectLookup = lazyControl(() =>
  import('../MultiselectLookup/MultiselectLookup').then((m) => m.MultiselectLookup),
);
export const LazyLinkToInstance = lazyControl(() =>
  import('../LinkToInstance/LinkToInstance').then((m) => m.LinkToInstance),
);
export const LazyRelatedEntityPicker = lazyControl(() =>
  import('../RelatedEntityPicker/RelatedEntityPicker').then((m) => m.RelatedEntityPicker),
);

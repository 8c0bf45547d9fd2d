import { Suspense, lazy } from 'react';
import type { PublicFormRoute } from './PublicFormPage';

// The form pages (and react-aria's inputs) load when a form is first shown: the landing and the
// configurator do not carry them.
const DynamicFormPageModule = lazy(() =>
  import('./DynamicFormPage').then((m) => ({ default: m.DynamicFormPage })),
);
const PublicFormPageModule = lazy(() =>
  import('./PublicFormPage').then((m) => ({ default: m.PublicFormPage })),
);

/** DynamicForm/Form, loaded on first use. */
export function LazyDynamicFormPage() {
  return (
    <Suspense fallback={null}>
      <DynamicFormPageModule />
    </Suspense>
  );
}

/** A public dynamic form route, loaded on first use. */
export function LazyPublicFormPage({ route }: { route: PublicFormRoute }) {
  return (
    <Suspense fallback={null}>
      <PublicFormPageModule route={route} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';

const Page = lazy(() => import('./DocumentTemplatePage').then((m) => ({ default: m.DocumentTemplatePage })));

/** The template editor, loaded on first visit (CodeMirror stays out of the platform's first load). */
export function LazyDocumentTemplatePage() {
  return (
    <Suspense fallback={<p aria-busy="true" />}>
      <Page />
    </Suspense>
  );
}

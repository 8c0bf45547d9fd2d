import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslationNamespaces } from '@insulcalc/shell';
import { designerTranslationNamespace } from '../translationNamespace';

// The designer's screens load when first opened: other platform pages do not carry them, nor
// the designer's texts (its namespace loads with the page's chunk; decision 0035).
// 'forms' carries the control specs' setting labels and help the property panel shows.
const NAMESPACES = [designerTranslationNamespace, 'forms'];

type PageModule = Promise<{ default: ComponentType }>;

const suspended = (load: () => PageModule) => {
  const Page = lazy(load);
  function DesignerTexts() {
    // The chunk is asked first, so it and the texts load at once (import() runs once).
    void load();
    useTranslationNamespaces(NAMESPACES);
    return <Page />;
  }
  return function LazyDesignerPage() {
    return (
      <Suspense fallback={null}>
        <DesignerTexts />
      </Suspense>
    );
  };
};

/**
 * The platform pages this package fills (`platformRoutes({ pages: { ...designerPages } })`):
 * Administration/Forms/EditForm/:formId, …/EditFormGroup/:formGroupId, Application/CheckConsistency
 * and Application/ValidateJavaScript, each loaded on first use.
 */
export const designerPages = {
  editForm: suspended(() => import('./EditFormPage').then((m) => ({ default: m.EditFormPage }))),
  editFormGroup: suspended(() =>
    import('./EditFormGroupPage').then((m) => ({ default: m.EditFormGroupPage })),
  ),
  checkConsistency: suspended(() =>
    import('./CheckConsistencyPage').then((m) => ({ default: m.CheckConsistencyPage })),
  ),
  validateJavaScript: suspended(() =>
    import('./ValidateJavaScriptPage').then((m) => ({ default: m.ValidateJavaScriptPage })),
  ),
};

import { Suspense, lazy, type ComponentType } from 'react';

// The designer's screens load when first opened: other platform pages do not carry them.
const EditForm = lazy(() => import('./EditFormPage').then((m) => ({ default: m.EditFormPage })));
const EditFormGroup = lazy(() =>
  import('./EditFormGroupPage').then((m) => ({ default: m.EditFormGroupPage })),
);
const CheckConsistency = lazy(() =>
  import('./CheckConsistencyPage').then((m) => ({ default: m.CheckConsistencyPage })),
);
const ValidateJavaScript = lazy(() =>
  import('./ValidateJavaScriptPage').then((m) => ({ default: m.ValidateJavaScriptPage })),
);

const suspended = (Page: ComponentType) =>
  function LazyDesignerPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };

/**
 * The platform pages this package fills (`platformRoutes({ pages: { ...designerPages } })`):
 * Administration/Forms/EditForm/:formId, …/EditFormGroup/:formGroupId, Application/CheckConsistency
 * and Application/ValidateJavaScript, each loaded on first use.
 */
export const designerPages = {
  editForm: suspended(EditForm),
  editFormGroup: suspended(EditFormGroup),
  checkConsistency: suspended(CheckConsistency),
  validateJavaScript: suspended(ValidateJavaScript),
};

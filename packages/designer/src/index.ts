// The public API of @insulcalc/designer (React pages). The framework-free logic is
// `@insulcalc/designer/core`. Every export is named.
export { EditFormPage } from './pages/EditFormPage';
export { EditFormGroupPage } from './pages/EditFormGroupPage';
export { CheckConsistencyPage } from './pages/CheckConsistencyPage';
export { ValidateJavaScriptPage } from './pages/ValidateJavaScriptPage';
export { DesignerGrid, DRAG_TYPE, type DesignerGridProps, type GridSection } from './components/DesignerGrid';
export { FormPreview, sampleValue } from './components/FormPreview';
export { designerUrls } from './api';
export { designerCss } from './styles';
export { designerPages } from './pages/lazyPages';
export { designerTranslationNamespace } from './translationNamespace';

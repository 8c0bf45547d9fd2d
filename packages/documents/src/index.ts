// @insulcalc/documents: the template format and placeholder language (also at ./core); the
// renderers live at ./pdf and ./docx (Node), the screens are exported below.
export {
  TEMPLATE_LANGUAGES,
  TemplateError,
  interpolate,
  resolveText,
  templateIssues,
  templatePaths,
  templateSourceSchema,
  type PdfTemplate,
  type TemplateBlock,
  type TemplateSource,
  type TemplateText,
} from './core/index';

// The screens (spec §2): the template editor page and its two dialogs.
export { DocumentTemplatePage } from './react/DocumentTemplatePage';
export { LazyDocumentTemplatePage } from './react/LazyDocumentTemplatePage';
export { registerDocumentDialogs } from './react/register';
export {
  SELECT_DOCUMENT_TEMPLATE_DIALOG,
  TEST_DOCUMENT_TEMPLATE_DIALOG,
  openSelectDocumentTemplate,
  openTestDocumentTemplate,
  type SelectDocumentTemplateParams,
} from './react/openers';
/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const documentsTranslationNamespace = 'documents';

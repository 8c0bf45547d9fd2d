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

// The framework-free part: the template format (schemas) and the placeholder language.
export {
  TEMPLATE_LANGUAGES,
  contextPathSchema,
  docxTemplateSchema,
  pdfTemplateSchema,
  templateBlockSchema,
  templateSourceSchema,
  templateTextSchema,
  type DocxTemplate,
  type PdfTemplate,
  type TemplateBlock,
  type TemplateFormat,
  type TemplateSource,
  type TemplateText,
} from './schema';
export {
  FILTER_NAMES,
  TemplateError,
  displayValue,
  evaluate,
  interpolate,
  lookup,
  parseExpression,
  placeholderIssues,
  resolveText,
  truthy,
  type Expression,
  type RenderEnvironment,
} from './expressions';
export { templateIssues, templatePaths, type TemplateIssue } from './validate';

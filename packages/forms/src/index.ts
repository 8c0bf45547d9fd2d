// The public API of @insulcalc/forms (React bindings, controls, the DynamicForm page and the form
// dialogs). The framework-free engine is `@insulcalc/forms/core`. Every export is named.
export {
  CONTROL_TYPES,
  DEFAULT_COLUMN_SPAN,
  DEFAULT_CONTROL_TAB_INDEX,
  FORM_GRID_COLUMNS,
  isControlType,
  type ControlType,
} from './core/index';

// React bindings.
export { FormModelContext, useField, useFormModel, useFormState } from './react/FormContext';
export {
  createControlRegistry,
  createControlRegistryOver,
  type ControlDefinition,
  type ControlProps,
  type ControlRegistry,
} from './react/controlRegistry';
export { FieldChrome, fieldMessageText, type FieldChromeProps } from './react/FieldChrome';
export { FieldCell, fieldDomId } from './react/FieldCell';
export { FormView, type FormViewProps } from './react/FormView';
export { FormToolbar, buttonAction, defaultFormButtons, isSaveAction } from './react/FormToolbar';
export {
  DynamicForm,
  PROFILE_ENTITY_ID,
  formTitle,
  type DynamicFormHost,
  type DynamicFormProps,
} from './react/DynamicForm';
export { UnknownControl } from './react/UnknownControl';
export {
  MEDIUM_LAYOUT_MAX_WIDTH,
  SMALL_LAYOUT_MAX_WIDTH,
  placeSectionElements,
  type CellPlacement,
} from './react/layout';
export { createShellFormTransport, FormCallError } from './react/shellTransport';
export { useLeaveGuard } from './react/useLeaveGuard';
export { HELP_CONTENT_ENTITY_ID, HELP_CONTENT_FORM_GROUP_ID, helpItemOf } from './react/help';
export { FORMS_STYLE_HREF, formsCss } from './react/styles';

// Controls.
export { BUILTIN_CONTROLS, controlRegistry } from './controls/builtinControls';
// The lean registry for embedding a form of plain data entry (text, numbers, choices, dates): its
// react-aria controls load when first rendered, and no list, grid, lookup or editor code comes in.
export { BASIC_CONTROLS, createBasicControlRegistry } from './controls/basicControls';
export {
  textBoxSettingsSchema,
  textAreaHeight,
  type TextBoxControlSettings,
} from './controls/TextBox/settings';
export { numericSettingsSchema, numericValidator, type NumericSettings } from './controls/Numeric/settings';
export { dropdownSettingsSchema, optionSchema, type ControlOption } from './controls/Dropdown/settings';
export { radioGroupSettingsSchema } from './controls/RadioGroup/settings';
export { fileSettingsSchema, fileDownloadUrl } from './controls/File/settings';
export { linkSettingsSchema, safeHref } from './controls/Link/settings';
export { RichTextArea } from './controls/RichTextArea/RichTextArea';
export { richTextSettingsSchema, type RichTextSettings } from './controls/RichTextArea/settings';
export { RichTextAreaMultiLang } from './controls/RichTextAreaMultiLang/RichTextAreaMultiLang';
export {
  richTextMultiLangSettingsSchema,
  type RichTextMultiLangSettings,
} from './controls/RichTextAreaMultiLang/settings';
export { loadRichTextSanitizer } from './sanitize/loadSanitizer';
export { CodeEditor, CodeEditorControl } from './controls/CodeEditor/CodeEditor';
export type { CodeDiagnostic, CodeEditorProps } from './controls/CodeEditor/CodeMirrorEditor';
export type { CodeCompletion } from './controls/CodeEditor/codeCompletions';
export {
  CODE_LANGUAGES,
  codeEditorSettingsSchema,
  type CodeEditorSettings,
  type CodeLanguage,
} from './controls/CodeEditor/settings';
export { JsonExpression } from './controls/JsonExpression/JsonExpression';
export {
  jsonExpressionSettingsSchema,
  type JsonExpressionSettings,
} from './controls/JsonExpression/settings';

// Lists (issue 14): views, ViewGrid, search pages.
export {
  VIEW_CALLS,
  viewsApi,
  useDeleteAllowedMutation,
  useGetViewRowsQuery,
  useLookupViewQuery,
  type DeleteAllowedAnswer,
  type MassEditError,
  type ViewLookupArgs,
  type ViewRowsArgs,
} from './views/viewsApi';
export {
  ViewGrid,
  type GridSelectionMode,
  type ViewGridProps,
  type ViewGridToolbarContext,
} from './grid/ViewGrid';
export { viewGridSettingsSchema, type ViewGridSettings } from './controls/ViewGrid/settings';
export {
  lookupSettingsSchema,
  multiLookupSettingsSchema,
  type LookupSettings,
  type MultiLookupSettings,
} from './controls/Lookup/settings';
export {
  openLookupDialog,
  type LookupDialogParams,
  type LookupDialogResult,
} from './dialogs/lookupDialogTypes';
export { SearchPage, type SearchPageProps } from './pages/SearchPage';
export { SearchGrid, rowMatches, type SearchGridProps, type SearchPageButton } from './pages/SearchGrid';
export { searchPageRoutes, type SearchPageRouteOptions } from './pages/searchPageRoutes';

// Pages.
export { DynamicFormPage, type FormPageProps } from './pages/DynamicFormPage';
export { PublicFormPage, type PublicFormRoute } from './pages/PublicFormPage';
export { DYNAMIC_FORM_PATH, dynamicFormRoutes } from './pages/routes';
export { LazyDynamicFormPage, LazyPublicFormPage } from './pages/lazyPages';
export { DYNAMIC_FORM_QUERY, readDynamicFormQuery, type DynamicFormQuery } from './pages/formQuery';

// Dialogs.
export { registerFormDialogs } from './dialogs/register';
export {
  DELETE_DIALOG,
  DYNAMIC_FORM_DIALOG,
  EDIT_TEXT_DIALOG,
  FORM_MODAL_DIALOG,
  HISTORY_DIALOG,
  LOOKUP_DIALOG,
  MASS_EDIT_ERROR_DIALOG,
  REJECT_COMMENT_DIALOG,
  SHOW_PROPERTIES_DIALOG,
} from './dialogs/names';
export {
  openDeleteDialog,
  openDynamicFormDialog,
  openHistoryDialog,
  openMassEditError,
  openPropertiesDialog,
  openRejectComment,
  type DeleteDialogParams,
  type DynamicFormDialogParams,
  type MassEditErrorParams,
} from './dialogs/openers';
export { MASS_EDIT_VISIBLE_ENTRIES } from './dialogs/MassEditErrorDialog';
export { DialogErrorBoundary } from './dialogs/DialogErrorBoundary';
export type { FormModalDialogParams } from './dialogs/FormModalDialog';

// Themes.
export {
  THEMES,
  DEFAULT_THEME,
  applyTheme,
  isThemeName,
  resolveTheme,
  themeCss,
  type ThemeName,
} from './themes/themes';
export { ThemeStyles } from './themes/ThemeStyles';

// Multi-value, grid, language, icon and dashboard controls; tooltips, transitions, breakpoints.
export {
  multiselectSettingsSchema,
  multiselectValidator,
  multiValues,
  type MultiselectSettings,
} from './controls/MultiselectDropdown/settings';
export { multiselectCheckboxSettingsSchema } from './controls/MultiselectCheckbox/settings';
export { dualListboxSettingsSchema } from './controls/DualListbox/settings';
export {
  multiLangSettingsSchema,
  multiLangValidator,
  type MultiLangSettings,
} from './controls/MultiLang/settings';
export {
  FORM_GRID_CELL_TYPES,
  formGridColumnSchema,
  formGridIssues,
  formGridRows,
  formGridSettingsSchema,
  formGridValidator,
  type FormGridColumn,
  type FormGridRow,
  type FormGridSettings,
} from './controls/FormGrid/settings';
export { Icon, type IconProps } from './controls/IconLookup/Icon';
export {
  DEFAULT_VIEW_BOX,
  ICON_KEY_PATTERN,
  ICON_PREFIXES,
  ICON_SIZES,
  isIconKey,
  loadIcon,
  parseIconSvg,
  setIconLoader,
  type IconLoader,
  type IconSize,
} from './controls/IconLookup/iconSource';
export { iconLookupSettingsSchema, iconLookupValidator } from './controls/IconLookup/settings';
export { formDashboardSettingsSchema } from './controls/FormDashboard/settings';
export {
  createFormDashboardSlot,
  formDashboardSlot,
  type FormDashboardRenderer,
  type FormDashboardRendererProps,
  type FormDashboardSlot,
} from './controls/FormDashboard/dashboardSlot';
// A record's calculation rows and sent documents (the record's controls and the task page).
export { FigureGroups } from './records/FigureGroups';
export { SentDocumentList } from './records/SentDocumentList';
export {
  formatRecordDateTime,
  readFigureGroups,
  readRecordCalculation,
  readSentDocuments,
  shownFigure,
  type FigureGroup,
  type RecordCalculation,
  type SentDocument,
} from './records/figures';
export {
  calculationSummarySettingsSchema,
  readOnlyConfiguratorHref,
  recordCalculationUrl,
} from './controls/CalculationSummary/settings';
export { sentDocumentsSettingsSchema, sentDocumentsUrl } from './controls/SentDocuments/settings';
export { HelpTooltip, type HelpTooltipProps } from './ui/Tooltip';
export { Transition, type TransitionProps } from './ui/Transition';
export { useTransitionState, type TransitionOptions } from './ui/useTransitionState';
export { useBreakpoint, useMediaQuery } from './ui/useBreakpoint';
export { CONTROLS_STYLE_HREF, controlsCss } from './ui/controlStyles';

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
export { shellFormTransport, FormCallError } from './react/shellTransport';
export { useLeaveGuard } from './react/useLeaveGuard';
export { HELP_CONTENT_ENTITY_ID, HELP_CONTENT_FORM_GROUP_ID, helpItemOf } from './react/help';
export { FORMS_STYLE_HREF, formsCss } from './react/styles';

// Controls.
export { BUILTIN_CONTROLS, controlRegistry } from './controls/builtinControls';
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

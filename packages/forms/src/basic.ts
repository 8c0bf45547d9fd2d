// `@insulcalc/forms/basic`: the lean entry for embedding a form of plain data entry in another
// team's React app. The form model and rule evaluator (framework-free core), `FormView` and the
// basic controls (text, number, select, date, checkbox, …). Nothing here imports the shell,
// Redux, react-router, the lists, grids, lookups, editors or dialogs; the react-aria choice and
// date controls load when first rendered (their own chunks in dist/). The full registry, pages and
// dialogs stay on the main entry `@insulcalc/forms`.
export * from './core/index';
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
export { FORMS_STYLE_HREF, formsCss } from './react/styles';
export { BASIC_CONTROLS, createBasicControlRegistry } from './controls/basicControls';

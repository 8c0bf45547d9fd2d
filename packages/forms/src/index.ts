// The public API of @insulcalc/forms (React bindings). The framework-free engine is
// `@insulcalc/forms/core`; the names below are the React layer's own. Every export is named.
export {
  CONTROL_TYPES,
  DEFAULT_COLUMN_SPAN,
  DEFAULT_CONTROL_TAB_INDEX,
  FORM_GRID_COLUMNS,
  isControlType,
  type ControlType,
} from './core/index';

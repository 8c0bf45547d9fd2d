// The framework-free public API of @insulcalc/designer (subpath `@insulcalc/designer/core`): the
// grid operations, rule dependencies, settings fields and the form-script API. No React; the
// server's consistency and script checks import it too. Every export is named.
export {
  MAX_ROW_SPAN,
  SORT_ORDER_STEP,
  insertPlace,
  movePlace,
  normalizePlaces,
  placeCells,
  removePlace,
  resizePlace,
  rowsOf,
  toSectionElements,
  toggleNewRow,
  updatePlace,
  type Direction,
  type LayoutPlace,
  type PlacedCell,
} from './layout';
export {
  RULE_KINDS,
  computedValueCycles,
  deriveElementDependencies,
  renameInRules,
  renameRuleVariable,
  ruleReads,
  unknownRuleFields,
  type RuleElement,
  type RuleKind,
  type UnknownRuleField,
} from './rules';
export {
  parseSettingInput,
  settingsFields,
  settingsProblems,
  type SettingsField,
  type SettingsProblem,
} from './settingsFields';
export {
  FORBIDDEN_SCRIPT_GLOBALS,
  FORM_SCRIPT_API,
  FORM_SCRIPT_FORM_METHODS,
  FORM_SCRIPT_GLOBALS,
  FORM_SCRIPT_HOOKS,
  NEW_FORM_SCRIPT,
  type FormScriptApiEntry,
  type FormScriptHook,
} from './scriptApi';
export {
  addElement,
  addSection,
  renameElement,
  moveToSection,
  removeElement,
  sectionPlaces,
  setSectionPlaces,
  textKey,
  uniqueElementName,
  unplacedElements,
  updateElement,
  type DesignDefinition,
} from './definitionEdits';

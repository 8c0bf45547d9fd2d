// Domain layer: the entities (defined once in @insulcalc/api-schema) and their defaults.
export type { Calculation, Project } from './domain/types';
export { createDefaultCalculation, createDefaultProject } from './domain/defaults';
// State: the project slice and the listeners that load the start project and autosave it.
export { PROJECT_SLICE, projectReducer, projectActions, type ProjectState } from './state/projectSlice';
export { addProjectStartListener } from './state/projectFlows';
export { addProjectAutosaveListener } from './state/projectAutosave';
// RTK Query endpoints, injected into the shell's baseApi.
export { insulationApi, type InsulationApi } from './api/insulationApi';
// Configurator UI (insulation-ui): configurator, landing page, results, charts, PDF report.
export { Configurator, type ConfiguratorProps } from './configurator/Configurator';
export {
  ConfiguratorView,
  selectedCalculation,
  type ConfiguratorViewProps,
} from './configurator/ConfiguratorView';
export type { FieldChange as ConfiguratorFieldChange } from './configurator/CalculationForm';
export { EMPTY_CODE_LISTS, productsForPicker, type ConfiguratorCodeLists } from './configurator/codeLists';
export { computeCalculation, heatLossByThickness } from './configurator/compute';
export { Landing, type LandingProps, type LandingLinkProps } from './landing/Landing';
export { useUi, createUi, type Ui } from './components/ui';
export { resultSections, headlineRow, type ResultRow, type ResultSection } from './components/resultRows';

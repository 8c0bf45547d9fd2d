// The insulation package's public API: what an app composes (the entities, the project slice and
// its listeners, the configurator and landing page, the UI texts hook). The PDF report builder
// is the framework-free entry @insulcalc/insulation/report.
export type { Calculation, Project } from './domain/types';
// State: the project slice and the listeners that load the start project and autosave it.
export { PROJECT_SLICE, projectReducer, type ProjectState } from './state/projectSlice';
export { addProjectStartListener } from './state/projectFlows';
export { addProjectAutosaveListener } from './state/projectAutosave';
// Configurator UI: the configurator, the landing page and the UI texts and units hook.
export { Configurator, type ConfiguratorProps } from './configurator/Configurator';
export { ReadOnlyConfigurator, type ReadOnlyConfiguratorProps } from './configurator/ReadOnlyConfigurator';
export {
  CONFIGURATOR_LIST_URLS,
  prefetchConfiguratorLists,
  seedConfiguratorLists,
  selectConfiguratorListsSettled,
  type ConfiguratorListEndpoint,
} from './api/insulationApi';
export type { FieldChange as ConfiguratorFieldChange } from './configurator/CalculationForm';
export type { ConfiguratorCodeLists } from './configurator/codeLists';
export { Landing, type LandingProps, type LandingLinkProps } from './landing/Landing';
export { useUi, type Ui } from './components/ui';
// Where an anonymous visitor's work and unit system are kept in the browser: the server-rendered
// configurator checks them before its first paint (apps/public, decision 0040).
export { LOCAL_PROJECT_KEY } from './state/localProject';
export { UNIT_SYSTEM_STORAGE_KEY } from './components/unitSystem';
export type { ResultRow, ResultSection } from './components/resultRows';
/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const insulationTranslationNamespace = 'insulation';

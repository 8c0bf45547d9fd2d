// Domain layer (insulation-domain): entities, defaults, stored mapping, applicability, validation.
export * from './domain/index';
// State (insulation-domain): project slice, selectors, start/save/autosave flows, the anonymous
// project kept in this browser (LOCAL_PROJECT_KEY, loadLocalProject, …) and the offer to keep it.
export * from './state/index';
// RTK Query endpoints (insulation-domain), injected into the shell's baseApi.
export * from './api/index';
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

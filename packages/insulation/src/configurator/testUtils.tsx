/**
 * Test and story helpers: translations from the packages' translation files, a product list, and a configurator
 * driven by the real project reducer without a store.
 */
import { useReducer, type ReactNode } from 'react';
import { I18nProvider } from '@insulcalc/i18n';
import { ShellServicesProvider } from '@insulcalc/shell';
import { useUi } from '../components/ui';
import { projectActions, projectReducer, createInitialProjectState } from '../state/projectSlice';
import type { Project } from '../domain/types';
import { ConfiguratorView } from './ConfiguratorView';
import type { ConfiguratorCodeLists } from './codeLists';

type Texts = Record<string, Record<string, string | null>>;

// This package's own texts and those of the workspace packages it depends on, found where they
// are installed (node_modules/@insulcalc/<name>/translations, each package's `./translations/*`
// export), so that tests and stories show the texts the server seeds.
const dependencyFiles = import.meta.glob<Texts>('../../node_modules/@insulcalc/*/translations/*.json', {
  eager: true,
  import: 'default',
});
const ownFiles = import.meta.glob<Texts>('../../translations/*.json', { eager: true, import: 'default' });

/** Key → text of one language from the translation files (English filling a language's gaps). */
export function messagesFor(language: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const file of [...Object.values(dependencyFiles), ...Object.values(ownFiles)])
    for (const [key, texts] of Object.entries(file)) out[key] = texts[language] ?? texts.en ?? null;
  return out;
}

export function TestI18n({ language = 'en', children }: { language?: string; children?: ReactNode }) {
  return (
    <ShellServicesProvider>
      <I18nProvider language={language} messages={messagesFor(language)} isProduction>
        {children}
      </I18nProvider>
    </ShellServicesProvider>
  );
}

export const TEST_CODE_LISTS: ConfiguratorCodeLists = {
  materials: [
    { id: 1, density: 7850, heatCapacity: 490, emissivity: 0.6 },
    { id: 3, density: 8900, heatCapacity: 385, emissivity: 0.3 },
  ],
  mediums: [
    { id: 1, name: 'Water', density: 1000, heatCapacity: 4186, freezingPoint: 0 },
    { id: 2, name: 'Thermal oil', density: 870, heatCapacity: 2100, freezingPoint: null },
  ],
  fuelTypes: [
    { id: 1, name: 'Natural gas', co2EmissionFactor: 202 },
    { id: 2, name: 'Heavy fuel oil', co2EmissionFactor: 381 },
  ],
  surfaceTypes: [
    { id: 1, name: 'Aluminium, bright', emissivity: 0.05 },
    { id: 2, name: 'Painted sheet', emissivity: 0.9 },
  ],
  subconstructionTypes: [{ id: 1, name: 'Steel pipe clamp', crossSection: 200, thermalConductivity: 50 }],
  productTypes: [
    { id: 1, name: 'Pipe section' },
    { id: 2, name: 'Board' },
  ],
  products: [
    {
      id: 101,
      name: 'Mineral wool pipe section',
      productTypeId: 1,
      conductivity: [
        [0, 0.0338],
        [50, 0.0398],
        [100, 0.0463],
        [150, 0.054],
        [200, 0.0634],
        [250, 0.0751],
        [300, 0.0897],
      ],
      minTemperature: -50,
      maxTemperature: 300,
      thicknesses: [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120],
    },
    {
      id: 201,
      name: 'Mineral wool board',
      productTypeId: 2,
      conductivity: [
        [0, 0.034],
        [100, 0.045],
        [300, 0.085],
      ],
      minTemperature: -50,
      maxTemperature: 500,
      thicknesses: [30, 40, 50, 60, 80, 100, 120, 150],
    },
  ],
  recommendedProductIds: [201],
};

/** A project whose first calculation already has a product (so results are of an insulated pipe). */
export function insulatedDefaultState() {
  const state = createInitialProjectState();
  const first = state.calculations[0]!;
  first.insulationInfo[0] = {
    ...first.insulationInfo[0]!,
    insulationProductId: 101,
    insulationProductTypeId: 1,
    insulationThickness: 50,
  };
  return state;
}

/** The configurator on the real project reducer (no store), in a language. */
export function LocalConfigurator({
  codeLists = TEST_CODE_LISTS,
  initial = insulatedDefaultState(),
}: {
  codeLists?: ConfiguratorCodeLists;
  initial?: ReturnType<typeof createInitialProjectState>;
}) {
  const [state, dispatch] = useReducer(projectReducer, initial);
  const ui = useUi();
  const project: Project = {
    projectId: state.projectId,
    name: state.name,
    calculationData: state.calculations,
  };
  return (
    <ConfiguratorView
      ui={ui}
      project={project}
      codeLists={codeLists}
      onAdd={() => dispatch(projectActions.calculationAdded())}
      onCopy={(name) => dispatch(projectActions.calculationCopied(name))}
      onRemove={(id) => dispatch(projectActions.calculationRemoved(id))}
      onRename={(name) => dispatch(projectActions.calculationRenamed(name))}
      onSelect={(id) => dispatch(projectActions.calculationSelected(id))}
      onChange={(changes) =>
        changes.forEach((change) => dispatch(projectActions.calculationFieldChanged(change)))
      }
    />
  );
}

/** jsdom lacks matchMedia, which uPlot reads when it loads (device pixel ratio). */
export function stubMatchMedia(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia === 'function') return;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/**
 * `@insulcalc/insulation/report` — what the calculation and project reports show, framework-free
 * (no React, no CSS, no DOM): the server computes it in Node and renders it with the seeded,
 * administrator-editable document templates (@insulcalc/documents). It formats with the screen's
 * own functions (createUi, resultSections, headlineRow, sizeRangeSection) and computes with the
 * screen's engine calls (computeCalculation, heatLossByThickness), so the PDF shows exactly the
 * figures on screen; the engine's chart is drawn where a template places it.
 */
import type { TranslationMap } from '@insulcalc/i18n/core';
import {
  economicSection,
  economicTable,
  headlineRow,
  partsTable,
  resultSections,
  sizeRangeSection,
} from '../components/resultRows';
import { createUnits, type UnitSystem } from '../components/units';
import { COMPARE_MAX, COMPARE_MIN, compareCalculations, type Comparison } from '../compare/compare';
import { createUiFromMessages, type Ui } from '../components/uiCore';
import type { ConfiguratorCodeLists } from '../configurator/codeLists';
import {
  calculationErrors,
  computeCalculation,
  heatLossByThickness,
  type EngineData,
} from '../configurator/compute';
import type { Calculation } from '../domain/types';
import { shownProjectName } from '../domain/defaults';
import type { ReportData } from './reportContent';
import { projectReportContext } from './templateContext';
import { safeFileName } from '../components/fileName';

export interface CalculationReportInput {
  projectName: string;
  /** The calculation (domain model, e.g. `fromStoredCalculation` of the stored form). */
  calculation: Calculation;
  /** sl, sr, en, de, bs or hr. */
  language: string;
  /** key → text in that language (the translations API's map). */
  translations: TranslationMap;
  /** Code lists and products with names in that language (`toConfiguratorCodeLists`). */
  codeLists: ConfiguratorCodeLists;
  /** The engine's products and subconstruction types; default: those of `codeLists` (as on screen). */
  engineData?: EngineData;
  /** The report's date. */
  date: Date;
  /** IANA time zone for the date's time (the reader's); default UTC. */
  timeZone?: string;
  /** The reader's display units (figures converted; the calculation stays SI); default SI. */
  unitSystem?: UnitSystem;
  /** The reader's currency (ISO 4217) of the money figures; default EUR. */
  currency?: string;
}

/** A report of the whole project: its calculations, each as in a calculation's report, compared first. */
export interface ProjectReportInput extends Omit<CalculationReportInput, 'calculation'> {
  calculations: Calculation[];
}

/** Everything the report shows, computed and formatted (the PDF is a layout of this). */
export function calculationReportData(input: CalculationReportInput, ui?: Ui): ReportData {
  const { calculation, codeLists } = input;
  const u =
    ui ??
    createUiFromMessages(
      input.language,
      input.translations,
      createUnits(input.unitSystem ?? 'SI'),
      input.currency ?? 'EUR',
    );
  const engineData: EngineData = input.engineData ?? {
    products: codeLists.products,
    subconstructionTypes: codeLists.subconstructionTypes,
  };
  const output = computeCalculation(calculation, engineData);
  const { fieldErrors, generalErrors, economicNotes } = calculationErrors(u, calculation, output);
  const sizes = output.ok ? sizeRangeSection(output.result, u) : null;
  const data: ReportData = {
    ui: u,
    // 'Default project' is data; the report names it in its own language, like the screen.
    projectName: shownProjectName(input.projectName, (key) => u.t(key)),
    calculation,
    codeLists,
    sections: output.ok ? [...resultSections(output.result, u), ...(sizes ? [sizes] : [])] : [],
    headline: output.ok ? headlineRow(output.result, u, calculation) : null,
    // Computed, the results have no errors: what the economic thickness misses is said in its place.
    errors: output.ok ? [] : [...Object.values(fieldErrors), ...generalErrors],
    thickness: output.ok ? heatLossByThickness(calculation, engineData) : [],
    selectedThickness: output.ok ? (output.result.layers[0]?.thickness ?? null) : null,
    perMetre: output.ok ? output.result.heatFlowPerMetre !== null : false,
    date: input.date,
    parts: output.ok ? partsTable(output.result, u) : null,
    economic: output.ok
      ? (economicSection(output.result, u) ??
        (economicNotes.length > 0
          ? {
              id: 'economic',
              title: u.t('Insulation_Results_Economic'),
              rows: economicNotes.map((note, i) => ({
                id: `economicMissing${i}`,
                label: note,
                value: '',
                unit: '',
              })),
            }
          : null))
      : null,
    economicTable: output.ok ? economicTable(output.result, u) : null,
  };
  if (input.timeZone) data.timeZone = input.timeZone;
  return data;
}

/**
 * The project report's render context: a comparison of its calculations (four to a page), then
 * every calculation as in its own report (the seeded ProjectReport template lays it out).
 */
export function projectReportTemplateContext(input: ProjectReportInput): Record<string, unknown> {
  const ui = createUiFromMessages(
    input.language,
    input.translations,
    createUnits(input.unitSystem ?? 'SI'),
    input.currency ?? 'EUR',
  );
  const datas = input.calculations.map((calculation) => calculationReportData({ ...input, calculation }, ui));
  const engineData: EngineData = input.engineData ?? {
    products: input.codeLists.products,
    subconstructionTypes: input.codeLists.subconstructionTypes,
  };
  const comparisons: Comparison[] = [];
  if (input.calculations.length >= COMPARE_MIN)
    for (let i = 0; i < input.calculations.length; i += COMPARE_MAX) {
      const chunk = input.calculations.slice(i, i + COMPARE_MAX);
      // A last chunk of one is compared with the one before it (a comparison needs two).
      const group = chunk.length === 1 ? input.calculations.slice(i - 1, i + 1) : chunk;
      comparisons.push(compareCalculations(group, ui, input.codeLists, engineData));
    }
  return projectReportContext(datas, comparisons, ui);
}

/** The project report's file name: `{project}.pdf`. */
export function projectReportFileName(projectName: string): string {
  return safeFileName(projectName, 'pdf', 'report');
}

/** The report's file name: `{project}-{calculation}.pdf`, letters and digits of any script kept. */
export function reportFileName(projectName: string, calculationName: string): string {
  return safeFileName(`${projectName}-${calculationName}`, 'pdf', 'report');
}

export { calculationReportContext, formatDate, thicknessReportChart } from './templateContext';
export { createUnits, isUnitSystem, type UnitSystem } from '../components/units';
export { reportInputs, type ReportData, type InputGroup } from './reportContent';
export { niceScale, type NiceScale } from './chart';
// What a server needs to turn the stored form and its database rows into the report's input.
export { fromStoredCalculation, toStoredCalculation, type StoredCalculation } from '../domain/stored';
export {
  createDefaultCalculation,
  DEFAULT_CALCULATION_NAME,
  DEFAULT_PROJECT_NAME,
  shownCalculationName,
  shownProjectName,
} from '../domain/defaults';
export type { Calculation } from '../domain/types';
export {
  toConfiguratorCodeLists,
  type ConfiguratorCodeLists,
  type DomainCodeLists,
} from '../configurator/codeLists';
export type { EngineData } from '../configurator/compute';
// The engine call itself: the server's report facts (energy saved per year) come from it.
export { computeCalculation } from '../configurator/compute';
export { createUiFromMessages, type Ui } from '../components/uiCore';

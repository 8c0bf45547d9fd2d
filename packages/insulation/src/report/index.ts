/**
 * `@insulcalc/insulation/report` — the calculation report as a PDF, framework-free (no React, no
 * CSS, no DOM): the server builds it in Node. It formats with the screen's own functions
 * (createUi, resultSections, headlineRow, sizeRangeSection) and computes with the screen's engine
 * calls (computeCalculation, heatLossByThickness), so the PDF shows exactly the figures on screen.
 */
import type { TranslationMap } from '@insulcalc/i18n/core';
import { headlineRow, resultSections, sizeRangeSection } from '../components/resultRows';
import { createUiFromMessages, type Ui } from '../components/uiCore';
import type { ConfiguratorCodeLists } from '../configurator/codeLists';
import {
  calculationErrors,
  computeCalculation,
  heatLossByThickness,
  type EngineData,
} from '../configurator/compute';
import type { Calculation } from '../domain/types';
import { buildReportPdf, type FontBytes } from './pdf';
import type { ReportData } from './reportContent';
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
  /** A TrueType font covering Latin Extended-A (Noto Sans). */
  font: FontBytes;
  /** The report's date. */
  date: Date;
  /** IANA time zone for the date's time (the reader's); default UTC. */
  timeZone?: string;
}

/** Everything the report shows, computed and formatted (the PDF is a layout of this). */
export function calculationReportData(input: CalculationReportInput, ui?: Ui): ReportData {
  const { calculation, codeLists } = input;
  const u = ui ?? createUiFromMessages(input.language, input.translations);
  const engineData: EngineData = input.engineData ?? {
    products: codeLists.products,
    subconstructionTypes: codeLists.subconstructionTypes,
  };
  const output = computeCalculation(calculation, engineData);
  const { fieldErrors, generalErrors } = calculationErrors(u, calculation, output);
  const sizes = output.ok ? sizeRangeSection(output.result, u) : null;
  const data: ReportData = {
    ui: u,
    projectName: input.projectName,
    calculation,
    codeLists,
    sections: output.ok ? [...resultSections(output.result, u), ...(sizes ? [sizes] : [])] : [],
    headline: output.ok ? headlineRow(output.result, u) : null,
    errors: [...Object.values(fieldErrors), ...generalErrors],
    thickness: output.ok ? heatLossByThickness(calculation, engineData) : [],
    selectedThickness: output.ok ? (output.result.layers[0]?.thickness ?? null) : null,
    perMetre: output.ok ? output.result.heatFlowPerMetre !== null : false,
    date: input.date,
  };
  if (input.timeZone) data.timeZone = input.timeZone;
  return data;
}

/** Builds the report of one calculation; returns the PDF's bytes. */
export async function buildCalculationReport(input: CalculationReportInput): Promise<Uint8Array> {
  return buildReportPdf(calculationReportData(input), input.font);
}

/** The report's file name: `{project}-{calculation}.pdf`, letters and digits of any script kept. */
export function reportFileName(projectName: string, calculationName: string): string {
  return safeFileName(`${projectName}-${calculationName}`, 'pdf', 'report');
}

export { buildReportPdf, type FontBytes } from './pdf';
export { reportInputs, type ReportData, type InputGroup } from './reportContent';
export { niceScale, type NiceScale } from './chart';
// What a server needs to turn the stored form and its database rows into the report's input.
export { fromStoredCalculation, toStoredCalculation, type StoredCalculation } from '../domain/stored';
export { createDefaultCalculation } from '../domain/defaults';
export type { Calculation } from '../domain/types';
export {
  toConfiguratorCodeLists,
  type ConfiguratorCodeLists,
  type DomainCodeLists,
} from '../configurator/codeLists';
export type { EngineData } from '../configurator/compute';
export { createUiFromMessages, type Ui } from '../components/uiCore';

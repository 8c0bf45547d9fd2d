/**
 * Two to four calculations of a project side by side: their inputs (as the report lists them) and
 * results (as the results panel shows them), row by row, each row marked when the calculations
 * differ in it. Framework-free: the comparison view, its CSV and the project report's comparison
 * page are made of this one table.
 */
import { headlineRow, resultSections, type ResultRow } from '../components/resultRows';
import type { Ui } from '../components/uiCore';
import type { ConfiguratorCodeLists } from '../configurator/codeLists';
import { computeCalculation, type EngineData } from '../configurator/compute';
import type { Calculation } from '../domain/types';
import { shownCalculationName } from '../domain/defaults';
import { reportInputs } from '../report/reportContent';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareCell {
  /** As shown: formatted in the language, '–' when the calculation has no such row. */
  text: string;
  /** The number in the shown unit (for CSV), when the row is a figure. */
  number?: number;
  digits?: number;
}

export interface CompareRow {
  /** section id + row id */
  id: string;
  label: string;
  unit: string;
  cells: CompareCell[];
  /** The calculations do not all agree in this row. */
  differs: boolean;
}

export interface CompareSection {
  id: string;
  title: string;
  rows: CompareRow[];
}

export interface Comparison {
  columns: { calculationId: string; name: string }[];
  sections: CompareSection[];
  /** Rows that differ, over all sections. */
  differences: number;
}

interface Keyed {
  sectionId: string;
  sectionTitle: string;
  row: ResultRow;
}

/** The rows of one calculation, keyed by section and row id: inputs by group, then the results. */
function rowsOf(
  calculation: Calculation,
  ui: Ui,
  codeLists: ConfiguratorCodeLists,
  data: EngineData,
): Keyed[] {
  const keyed: Keyed[] = [];
  const output = computeCalculation(calculation, data);
  const selectedThickness = output.ok ? (output.result.layers[0]?.thickness ?? null) : null;
  for (const group of reportInputs({ ui, calculation, codeLists, selectedThickness }))
    for (const row of group.rows) keyed.push({ sectionId: `in-${group.id}`, sectionTitle: group.title, row });
  const resultsTitle = ui.t('Insulation_Results_Title');
  if (!output.ok) {
    keyed.push({
      sectionId: 'out-heat',
      sectionTitle: resultsTitle,
      row: { id: 'headline', label: resultsTitle, value: ui.t('Insulation_Results_Invalid'), unit: '' },
    });
    return keyed;
  }
  keyed.push({ sectionId: 'out-headline', sectionTitle: resultsTitle, row: headlineRow(output.result, ui) });
  for (const section of resultSections(output.result, ui))
    for (const row of section.rows)
      keyed.push({ sectionId: `out-${section.id}`, sectionTitle: section.title, row });
  return keyed;
}

export function compareCalculations(
  calculations: readonly Calculation[],
  ui: Ui,
  codeLists: ConfiguratorCodeLists,
  data: EngineData = { products: codeLists.products, subconstructionTypes: codeLists.subconstructionTypes },
): Comparison {
  const perCalculation = calculations.map((c) => rowsOf(c, ui, codeLists, data));
  const sections: CompareSection[] = [];
  const bySection = new Map<string, CompareSection>();
  const byRow = new Map<string, CompareRow>();
  perCalculation.forEach((rows, column) => {
    for (const { sectionId, sectionTitle, row } of rows) {
      let section = bySection.get(sectionId);
      if (!section) {
        section = { id: sectionId, title: sectionTitle, rows: [] };
        bySection.set(sectionId, section);
        sections.push(section);
      }
      // A row's label can depend on the calculation (loss or gain): the id is what matches.
      const key = `${sectionId}.${row.id}`;
      let compared = byRow.get(key);
      if (!compared) {
        compared = {
          id: key,
          label: row.label,
          unit: row.unit,
          cells: calculations.map(() => ({ text: '–' })),
          differs: false,
        };
        byRow.set(key, compared);
        section.rows.push(compared);
      } else if (!compared.label.split(' / ').includes(row.label)) {
        // Heat loss in one, heat gain in another: the row names both.
        compared.label = `${compared.label} / ${row.label}`;
      }
      const cell: CompareCell = {
        text: row.unit && row.unit !== compared.unit ? `${row.value} ${row.unit}` : row.value,
      };
      if (typeof row.number === 'number' && Number.isFinite(row.number)) {
        cell.number = row.number;
        if (row.digits !== undefined) cell.digits = row.digits;
      }
      compared.cells[column] = cell;
    }
  });
  let differences = 0;
  for (const row of byRow.values()) {
    row.differs = new Set(row.cells.map((c) => c.text)).size > 1;
    if (row.differs) differences += 1;
  }
  // The results first: what an engineer compares first; then the inputs that made them.
  const ordered = [
    ...sections.filter((s) => s.id.startsWith('out-')),
    ...sections.filter((s) => s.id.startsWith('in-')),
  ];
  // Two calculations of the same name are told apart by their place in the comparison.
  const names = calculations.map((c) => shownCalculationName(c.name, (key) => ui.t(key)));
  return {
    columns: calculations.map((c, i) => ({
      calculationId: c.calculationId,
      name: names.filter((n) => n === names[i]).length > 1 ? `${names[i]} (${i + 1})` : names[i]!,
    })),
    sections: ordered,
    differences,
  };
}

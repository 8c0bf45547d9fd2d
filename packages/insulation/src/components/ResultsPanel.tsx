/**
 * The results of the selected calculation, with units, in sections (heat flow, layers, bare
 * comparison, annual figures, thickness, class, and the flowing/static/freezing/condensation
 * sections when they apply). Engine errors without a field of their own are listed here.
 */
import type { ReactNode } from 'react';
import type { ThermalOutput } from '@insulcalc/thermal';
import type { Calculation } from '../domain/types';
import {
  economicSection,
  economicTable,
  headlineRow,
  partsTable,
  resultSections,
  sizeName,
  type FigureTable,
  type ResultSection,
} from './resultRows';
import type { Ui } from './ui';
import './figures.css';

export interface ResultsPanelProps {
  ui: Ui;
  output: ThermalOutput;
  /** Translated engine errors that no visible field shows. */
  generalErrors: string[];
  /** Shown with the note on a bare object, e.g. a button that chooses a suggested product. */
  bareAction?: ReactNode;
  /**
   * Why the figures are out of date (an input is invalid, so they are of the last valid one), or
   * null: the panel says so, visibly and to screen readers, above figures it greys out.
   */
  stale?: string | null;
  /** The calculation the output is of: its type decides the headline (the answer it asks for). */
  calculation?: Calculation;
  /** What the economic thickness misses (it is asked for but cannot be computed), in words. */
  economicNotes?: readonly string[];
}

export function ResultsPanel({
  ui,
  output,
  generalErrors,
  bareAction,
  stale = null,
  calculation,
  economicNotes = [],
}: ResultsPanelProps) {
  const { t } = ui;
  const headline = output.ok ? headlineRow(output.result, ui, calculation) : null;
  return (
    <section
      className={`icc-results${stale !== null ? ' icc-stale' : ''}`}
      aria-labelledby="icc-results-title"
      data-testid="results"
      data-stale={stale !== null ? 'true' : undefined}
    >
      <h2 id="icc-results-title">{t('Insulation_Results_Title')}</h2>
      <div role="status" className="icc-stale__status">
        {stale !== null ? (
          <p className="icc-stale__note" data-testid="results-stale">
            {stale}
          </p>
        ) : null}
      </div>
      <div aria-live="polite" aria-atomic="false">
        {headline ? (
          <p className="icc-results__headline" data-result="headline">
            <span className="icc-results__headline-label">{headline.label}</span>{' '}
            <strong data-testid="headline-value">{headline.value}</strong> <span>{headline.unit}</span>
          </p>
        ) : (
          <p className="icc-results__invalid" data-result="invalid">
            {t('Insulation_Results_Invalid')}
          </p>
        )}
      </div>
      {output.ok && calculation && (output.result.table?.length ?? 0) > 0 ? (
        // A range of sizes: the figures below are of one size; the table has every size.
        <p className="icc-hint" data-testid="result-size">
          {t('Insulation_Results_ForSize', { size: singleSizeName(calculation, ui) })}
        </p>
      ) : null}
      {output.ok && output.result.layers.length === 0 ? (
        <div className="icc-results__bare">
          <p className="icc-hint">{t('Insulation_Results_BareHint')}</p>
          {bareAction}
        </div>
      ) : null}
      {generalErrors.length > 0 ? (
        // The alert role on a container (neither a list nor its items may take it).
        <div role="alert">
          <ul className="icc-results__errors">
            {generalErrors.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {output.ok ? <ResultSections ui={ui} result={output.result} /> : null}
      {output.ok && economicNotes.length > 0 ? (
        <section
          className="icc-results__section"
          data-section="economic-missing"
          aria-labelledby="icc-rs-economic-missing"
        >
          <h3 id="icc-rs-economic-missing">{t('Insulation_Results_Economic')}</h3>
          {economicNotes.map((note, i) => (
            <p key={i} className="icc-hint" data-testid="economic-missing">
              {note}
            </p>
          ))}
        </section>
      ) : null}
    </section>
  );
}

/** The calculation's own size (the one its figures are of): "DN 80 (Ø 88.9 mm)" or "Ø 88.9 mm". */
function singleSizeName(calculation: Calculation, ui: Ui): string {
  const { nominalSize, diameter } = calculation.equipmentDetails;
  const d = `Ø ${ui.measure(diameter, 'mm', 1).value} ${ui.units.unit('mm')}`;
  if (nominalSize === null || diameter === null || nominalSize === diameter) return d;
  return `${sizeName(nominalSize, diameter, ui)} (${d})`;
}

function SectionView({ section }: { section: ResultSection }) {
  return (
    <section
      className="icc-results__section"
      data-section={section.id}
      aria-labelledby={`icc-rs-${section.id}`}
    >
      <h3 id={`icc-rs-${section.id}`}>{section.title}</h3>
      <dl>
        {section.rows.map((row) => (
          <div key={row.id} className="icc-results__row" data-result={row.id}>
            <dt>{row.label}</dt>
            <dd>
              <span className="icc-results__value">{row.value}</span>
              {row.unit ? <span className="icc-results__unit"> {row.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A table of figures (parts of a tank, the economic cost table), scrollable on narrow screens. */
export function FigureTableView({ table }: { table: FigureTable }) {
  return (
    // Not a landmark itself: the scrollable table inside is the region named by this heading.
    <section className="icc-results__section" data-section={table.id}>
      <h3 id={`icc-rs-${table.id}`}>{table.title}</h3>
      <div className="icc-table-scroll" tabIndex={0} role="region" aria-labelledby={`icc-rs-${table.id}`}>
        <table className="icc-figures">
          <thead>
            <tr>
              {table.header.map((cell, i) => (
                <th key={i} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.id} data-row={row.id}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ResultSections({ ui, result }: { ui: Ui; result: Extract<ThermalOutput, { ok: true }>['result'] }) {
  const sections = resultSections(result, ui);
  const parts = partsTable(result, ui);
  const economic = economicSection(result, ui);
  const costs = economicTable(result, ui);
  return (
    <>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
      {parts ? <FigureTableView table={parts} /> : null}
      {economic ? <SectionView section={economic} /> : null}
      {costs ? <FigureTableView table={costs} /> : null}
    </>
  );
}

/**
 * Compare: two to four calculations of the project side by side, inputs and results, the rows
 * where they differ highlighted (colour, a ≠ mark and a text for screen readers). Printable (the
 * print stylesheet prints only the comparison) and downloadable as CSV.
 */
import { useMemo, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { downloadFromRequest, saveBlob } from '@insulcalc/shell/http';
import type { Ui } from '../components/ui';
import { safeFileName } from '../components/fileName';
import type { ConfiguratorCodeLists } from '../configurator/codeLists';
import type { Project } from '../domain/types';
import { toStoredCalculation } from '../domain/stored';
import { shownCalculationName, shownProjectName } from '../domain/defaults';
import { COMPARE_MAX, COMPARE_MIN, compareCalculations } from './compare';
import '../components/figures.css';
import './compare.css';

export interface CompareViewProps {
  ui: Ui;
  project: Project;
  codeLists: ConfiguratorCodeLists;
  onClose: () => void;
}

export function CompareView({ ui, project, codeLists, onClose }: CompareViewProps) {
  const { t } = ui;
  const http = useHttp();
  const all = project.calculationData;
  const [chosen, setChosen] = useState<string[]>(() => all.slice(0, COMPARE_MAX).map((c) => c.calculationId));
  // Calculations removed meanwhile drop out; the order is the project's.
  const selected = all.filter((c) => chosen.includes(c.calculationId));
  const enough = selected.length >= COMPARE_MIN;
  const comparison = useMemo(
    () => (enough ? compareCalculations(selected, ui, codeLists) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `selected` is derived from these
    [all, chosen, ui, codeLists, enough],
  );

  function toggle(id: string, on: boolean) {
    setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  }

  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'error'>('idle');

  /** The project report: every calculation of the project, compared first (made by the server). */
  async function downloadProjectReport() {
    if (pdfState === 'busy') return;
    setPdfState('busy');
    try {
      await downloadFromRequest(http, {
        url: 'api/v1/calculations/project-report',
        method: 'POST',
        body: {
          projectName: project.name,
          calculations: all.map(toStoredCalculation),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          unitSystem: ui.units.system,
          currency: ui.currency ?? 'EUR',
        },
      });
      setPdfState('idle');
    } catch (error) {
      // The reason is announced by the shell's message system (the server's translated message).
      setPdfState((error as { status?: unknown }).status === 'ABORTED' ? 'idle' : 'error');
    }
  }

  async function downloadCsv() {
    if (!comparison) return;
    const { comparisonCsv } = await import('./compareCsv');
    const csv = comparisonCsv(comparison, ui);
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      safeFileName(
        `${shownProjectName(project.name, t)}-${t('Insulation_Compare_FileName')}`,
        'csv',
        'comparison',
      ),
    );
  }

  const columns = comparison?.columns ?? [];
  return (
    // Not a landmark itself: the scrollable comparison table is the region this title names.
    <section className="icc-compare" data-testid="compare">
      <div className="icc-compare__head">
        <h2 id="icc-compare-title">
          {t('Insulation_Compare_Title', { project: shownProjectName(project.name, t) })}
        </h2>
        <div className="icc-compare__actions">
          <button type="button" className="icc-button" onClick={() => window.print()} disabled={!enough}>
            {t('Insulation_Compare_Print')}
          </button>
          <button type="button" className="icc-button" onClick={() => void downloadCsv()} disabled={!enough}>
            {t('Insulation_Compare_Csv')}
          </button>
          <button
            type="button"
            className="icc-button"
            onClick={() => void downloadProjectReport()}
            aria-busy={pdfState === 'busy'}
            aria-disabled={pdfState === 'busy'}
            aria-describedby={pdfState === 'error' ? 'icc-project-pdf-error' : undefined}
          >
            {pdfState === 'busy' ? t('Insulation_Report_Building') : t('Insulation_Report_ProjectDownload')}
          </button>
          <button type="button" className="icc-button icc-button--secondary" onClick={onClose}>
            {t('Insulation_Compare_Close')}
          </button>
        </div>
      </div>
      {pdfState === 'error' ? (
        <p id="icc-project-pdf-error" className="icc-field__error">
          {t('Insulation_Report_Failed')}
        </p>
      ) : null}
      <fieldset className="icc-compare__pick">
        <legend>{t('Insulation_Compare_Pick', { min: COMPARE_MIN, max: COMPARE_MAX })}</legend>
        {all.map((c) => {
          const on = chosen.includes(c.calculationId);
          const id = `icc-compare-${c.calculationId}`;
          return (
            <span key={c.calculationId} className="icc-compare__choice">
              <input
                id={id}
                type="checkbox"
                checked={on}
                disabled={!on && selected.length >= COMPARE_MAX}
                onChange={(e) => toggle(c.calculationId, e.target.checked)}
              />
              <label htmlFor={id}>{shownCalculationName(c.name, t)}</label>
            </span>
          );
        })}
      </fieldset>
      <p role="status" className="icc-compare__status">
        {comparison
          ? t('Insulation_Compare_Differences', { count: comparison.differences })
          : t('Insulation_Compare_TooFew', { min: COMPARE_MIN })}
      </p>
      {comparison ? (
        <div className="icc-table-scroll" role="region" aria-labelledby="icc-compare-title" tabIndex={0}>
          <table className="icc-figures icc-compare__table" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('Insulation_Compare_Quantity')}</th>
                {columns.map((c) => (
                  <th key={c.calculationId} scope="col">
                    {c.name}
                  </th>
                ))}
                <th scope="col">{t('Insulation_Compare_Unit')}</th>
              </tr>
            </thead>
            {comparison.sections.map((section) => (
              <tbody key={section.id} data-section={section.id}>
                <tr className="icc-compare__section">
                  <th scope="colgroup" colSpan={columns.length + 2}>
                    {section.title}
                  </th>
                </tr>
                {section.rows.map((row) => (
                  <tr
                    key={row.id}
                    data-row={row.id}
                    data-differs={row.differs ? 'true' : undefined}
                    className={row.differs ? 'icc-compare__differs' : undefined}
                  >
                    <th scope="row">
                      {row.differs ? (
                        <span className="icc-compare__mark" aria-hidden="true">
                          ≠{' '}
                        </span>
                      ) : null}
                      {row.label}
                      {row.differs ? (
                        <span className="icc-visually-hidden"> ({t('Insulation_Compare_DiffersMark')})</span>
                      ) : null}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={i}>{cell.text}</td>
                    ))}
                    <td className="icc-compare__unit">{row.unit}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The results of the selected calculation, with units, in sections (heat flow, layers, bare
 * comparison, annual figures, thickness, class, and the flowing/static/freezing/condensation
 * sections when they apply). Engine errors without a field of their own are listed here.
 */
import type { ReactNode } from 'react';
import type { ThermalOutput } from '@insulcalc/thermal';
import { headlineRow, resultSections } from './resultRows';
import type { Ui } from './ui';

export interface ResultsPanelProps {
  ui: Ui;
  output: ThermalOutput;
  /** Translated engine errors that no visible field shows. */
  generalErrors: string[];
  /** Shown with the note on a bare object, e.g. a button that chooses a suggested product. */
  bareAction?: ReactNode;
}

export function ResultsPanel({ ui, output, generalErrors, bareAction }: ResultsPanelProps) {
  const { t } = ui;
  const headline = output.ok ? headlineRow(output.result, ui) : null;
  return (
    <section className="icc-results" aria-labelledby="icc-results-title" data-testid="results">
      <h2 id="icc-results-title">{t('Insulation_Results_Title')}</h2>
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
      {output.ok && output.result.layers.length === 0 ? (
        <div className="icc-results__bare">
          <p className="icc-hint">{t('Insulation_Results_BareHint')}</p>
          {bareAction}
        </div>
      ) : null}
      {generalErrors.length > 0 ? (
        <ul className="icc-results__errors">
          {generalErrors.map((message, i) => (
            <li key={i} role="alert">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
      {output.ok
        ? resultSections(output.result, ui).map((section) => (
            <section
              key={section.id}
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
          ))
        : null}
    </section>
  );
}

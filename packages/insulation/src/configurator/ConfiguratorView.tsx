/**
 * The configurator: a project with several calculations (add, remove, rename, select), the
 * selected calculation's fields, and its results computed in the browser on every change.
 * Presentational: state and persistence come in through props (see Configurator.tsx).
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { headerTitle, useHttp } from '@insulcalc/shell';
import { downloadFromRequest } from '@insulcalc/shell/http';
import { ResultsPanel } from '../components/ResultsPanel';
import { UnitSwitch } from '../components/UnitSwitch';
import { CompareView } from '../compare/CompareView';
import type { Ui } from '../components/ui';
import { toStoredCalculation } from '../domain/stored';
import {
  calculationNameField,
  shownCalculationName as shownCalculationNameOf,
  shownProjectName as shownProjectNameOf,
} from '../domain/defaults';
import type { Calculation, Project } from '../domain/types';
import { CalculationForm, type FieldChange } from './CalculationForm';
import type { ConfiguratorCodeLists } from './codeLists';
import { suggestedProduct } from './productChoice';
import { productChoice } from '../domain/choices';
import { calculationErrors, computeCalculation, heatLossByThickness, translateError } from './compute';
import { ChartTables } from '../charts/ChartTables';
import { NearViewport } from '../charts/NearViewport';
import { headlineRow } from '../components/resultRows';
import { RequestOfferLink, calculationReference, requestOfferHref } from './RequestOfferLink';
import './configurator.css';

const Charts = lazy(() => import('../charts/Charts'));

export interface ConfiguratorViewProps {
  ui: Ui;
  project: Project;
  codeLists: ConfiguratorCodeLists;
  onAdd: () => void;
  /** Adds a copy of the selected calculation under the name given. */
  onCopy?: (name: string) => void;
  onRemove: (calculationId: string) => void;
  onRename: (name: string) => void;
  onSelect: (calculationId: string) => void;
  onChange: (changes: FieldChange[]) => void;
  /** Project actions of signed-in users (save, open, new, delete), rendered in the project bar. */
  projectActions?: ReactNode;
  /** Shown above the form, e.g. where an anonymous user's work is kept. */
  notice?: ReactNode;
  /** Unsaved changes: the title gets the shell's asterisk (spec §2 page header). */
  dirty?: boolean;
  /**
   * Shown, not editable (a request's calculation, decision 0047): the inputs are disabled, the
   * calculation tools and "Request an offer" are left out; `notice` says why.
   */
  readOnly?: boolean;
}

/** How long the inputs must rest before the charts follow them. */
export const SETTLE_MS = 150;

/** The value, once it has not changed for `ms` (the first value at once). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

export function selectedCalculation(project: Project): Calculation | undefined {
  return project.calculationData.find((c) => c.isSelected) ?? project.calculationData[0];
}

/** The translated engine error (framework-free, in compute.ts; the PDF report uses it too). */
export { translateError };

export function ConfiguratorView(props: ConfiguratorViewProps) {
  const http = useHttp();
  const {
    ui,
    project,
    codeLists,
    onAdd,
    onCopy,
    onRemove,
    onRename,
    onSelect,
    onChange,
    projectActions,
    notice,
    dirty = false,
    readOnly = false,
  } = props;
  const { t } = ui;
  const calculation = selectedCalculation(project);
  const engineData = useMemo(
    () => ({ products: codeLists.products, subconstructionTypes: codeLists.subconstructionTypes }),
    [codeLists],
  );
  const output = useMemo(
    () => (calculation ? computeCalculation(calculation, engineData) : null),
    [calculation, engineData],
  );

  const { fieldErrors, generalErrors, economicNotes } = useMemo(
    () => calculationErrors(ui, calculation, output),
    [output, calculation, ui],
  );

  // Charts are secondary: they follow the inputs once typing pauses (SETTLE_MS), so every
  // keystroke only pays for the results panel.
  const settled = useSettled(
    useMemo(() => ({ calculation, output }), [calculation, output]),
    SETTLE_MS,
  );
  const deferred = settled.calculation;
  const deferredOutput = settled.output;
  const thicknessSeries = useMemo(
    () => (deferred && deferredOutput?.ok ? heatLossByThickness(deferred, engineData) : []),
    [deferred, engineData, deferredOutput?.ok],
  );
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'error'>('idle');
  const [comparing, setComparing] = useState(false);
  // Number fields whose text is invalid, by path (their label): the store keeps the last valid
  // value, so while any is invalid the results, charts and exports are of an earlier input.
  const [invalidFields, setInvalidFields] = useState<Readonly<Record<string, string>>>({});
  const onFieldValidity = useCallback((path: string, label: string, invalid: boolean) => {
    setInvalidFields((current) => {
      if (invalid === path in current && (!invalid || current[path] === label)) return current;
      const next = { ...current };
      if (invalid) next[path] = label;
      else delete next[path];
      return next;
    });
  }, []);
  const invalidLabels = Object.values(invalidFields);
  const stale =
    invalidLabels.length > 0
      ? t('Insulation_Results_Stale', {
          count: invalidLabels.length,
          fields: new Intl.ListFormat(ui.intlLocale, { type: 'conjunction' }).format(invalidLabels),
        })
      : null;

  if (!calculation || !output) return null;
  const suggestion = suggestedProduct(codeLists, calculation);
  const headline = output.ok ? headlineRow(output.result, ui, calculation) : null;

  /**
   * The PDF report is made by the server from the same engine and formatting (POST
   * api/v1/calculations/report with the stored form of the calculation, in the UI's language);
   * failures show as the server's translated messages through the shell's message system.
   */
  async function downloadPdf() {
    if (!calculation || pdfState === 'busy' || stale) return;
    setPdfState('busy');
    try {
      await downloadFromRequest(http, {
        url: 'api/v1/calculations/report',
        method: 'POST',
        body: {
          projectName: project.name,
          calculation: toStoredCalculation(calculation),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          unitSystem: ui.units.system,
          currency: ui.currency ?? 'EUR',
        },
      });
      setPdfState('idle');
    } catch (error) {
      const aborted = (error as { status?: unknown }).status === 'ABORTED';
      setPdfState(aborted ? 'idle' : 'error');
    }
  }

  // The built-in default names are data (spec §4/§9); untouched, they show in the reader's language.
  const shownProjectName = (name: string) => shownProjectNameOf(name, t);
  const shownCalculationName = (name: string) => shownCalculationNameOf(name, t);

  const calculations = project.calculationData;
  return (
    <div className="icc-configurator">
      <header className="icc-projectbar">
        <div className="icc-projectbar__title">
          <h1>{headerTitle(t('Insulation_Configurator_Title'), dirty, false)}</h1>
          <p className="icc-projectbar__project">
            {t('Insulation_Project_Label')}:{' '}
            <strong data-testid="project-name">{shownProjectName(project.name)}</strong>
          </p>
        </div>
        <UnitSwitch ui={ui} />
        {projectActions ? <div className="icc-projectbar__actions">{projectActions}</div> : null}
      </header>
      {notice ? (
        <div className="icc-notice" data-testid={readOnly ? 'read-only-banner' : undefined}>
          {notice}
        </div>
      ) : null}

      <nav className="icc-calcs" aria-label={t('Insulation_Calculations_Label')}>
        <ul className="icc-calcs__list">
          {calculations.map((c) => (
            <li key={c.calculationId}>
              <button
                type="button"
                className="icc-calcs__item"
                aria-current={c.calculationId === calculation.calculationId ? 'true' : undefined}
                onClick={() => onSelect(c.calculationId)}
              >
                {shownCalculationName(c.name)}
                {c.isNew ? <span className="icc-badge">{t('Insulation_Calculation_New')}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {readOnly ? null : (
          <div className="icc-calcs__tools">
            <button type="button" className="icc-button" onClick={onAdd}>
              {t('Insulation_Calculation_Add')}
            </button>
            {onCopy ? (
              <button
                type="button"
                className="icc-button icc-button--secondary"
                onClick={() =>
                  onCopy(
                    t('Insulation_Calculation_CopyName', { name: shownCalculationName(calculation.name) }),
                  )
                }
              >
                {t('Insulation_Calculation_Copy')}
              </button>
            ) : null}
            <button
              type="button"
              className="icc-button icc-button--secondary"
              onClick={() => onRemove(calculation.calculationId)}
              disabled={calculations.length < 2}
            >
              {t('Insulation_Calculation_Remove')}
            </button>
            <button
              type="button"
              className="icc-button icc-button--secondary"
              onClick={() => setComparing((on) => !on)}
              disabled={calculations.length < 2}
              aria-expanded={comparing && calculations.length >= 2}
              aria-controls={comparing ? 'icc-compare' : undefined}
              data-testid="compare-toggle"
            >
              {t('Insulation_Compare_Open')}
            </button>
            <div className="icc-field icc-field--inline">
              <label htmlFor="icc-calc-name">{t('Insulation_Calculation_Name')}</label>
              <input
                id="icc-calc-name"
                type="text"
                value={calculationNameField(calculation.name, t)}
                onChange={(e) => onRename(e.target.value)}
                maxLength={100}
              />
            </div>
          </div>
        )}
      </nav>
      {comparing && calculations.length >= 2 ? (
        <div id="icc-compare">
          <CompareView ui={ui} project={project} codeLists={codeLists} onClose={() => setComparing(false)} />
        </div>
      ) : null}

      <div className="icc-configurator__body">
        <CalculationForm
          ui={ui}
          calculation={calculation}
          codeLists={codeLists}
          fieldErrors={fieldErrors}
          onChange={onChange}
          onFieldValidity={onFieldValidity}
          readOnly={readOnly}
        />
        <div className="icc-configurator__side">
          <ResultsPanel
            ui={ui}
            output={output}
            generalErrors={generalErrors}
            stale={stale}
            calculation={calculation}
            economicNotes={economicNotes}
            bareAction={
              suggestion && !readOnly ? (
                <button
                  type="button"
                  className="icc-button icc-button--secondary"
                  onClick={() => onChange(productChoice(calculation, 0, suggestion))}
                >
                  {t('Insulation_Results_UseProduct', { product: suggestion.name })}
                </button>
              ) : null
            }
          />
          <div className="icc-report">
            <button
              type="button"
              className="icc-button"
              onClick={downloadPdf}
              aria-busy={pdfState === 'busy'}
              aria-disabled={pdfState === 'busy' || stale !== null}
              disabled={stale !== null}
              aria-describedby={
                stale !== null ? 'icc-export-stale' : pdfState === 'error' ? 'icc-pdf-error' : undefined
              }
            >
              {pdfState === 'busy' ? t('Insulation_Report_Building') : t('Insulation_Report_Download')}
            </button>
            {readOnly ? null : (
              <RequestOfferLink
                ui={ui}
                href={requestOfferHref(calculationReference(project, calculation, headline ?? undefined))}
              />
            )}
            {stale !== null ? (
              <p id="icc-export-stale" className="icc-hint">
                {t('Insulation_Export_Stale')}
              </p>
            ) : null}
            {pdfState === 'error' ? (
              // The reason is announced by the message system (the server's translated message).
              <p id="icc-pdf-error" className="icc-field__error">
                {t('Insulation_Report_Failed')}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      {headline ? (
        // Phones: the headline stays in view at the bottom while the form scrolls (a visual
        // duplicate; screen readers get the live region of the results panel). Out of date it says
        // so, as the panel does: the figure is of the last valid input.
        <div
          className={`icc-mobile-result${stale !== null ? ' icc-mobile-result--stale' : ''}`}
          aria-hidden="true"
          data-testid="mobile-result"
          data-stale={stale !== null ? 'true' : undefined}
        >
          {stale !== null ? (
            <span className="icc-mobile-result__stale">{t('Insulation_Results_StaleMark')}</span>
          ) : null}
          <span className="icc-mobile-result__figure">
            {headline.label}: <strong>{headline.value}</strong> {headline.unit}
          </span>
        </div>
      ) : null}
      {deferred && deferredOutput?.ok ? (
        <section
          className={`icc-charts${stale !== null ? ' icc-stale' : ''}`}
          aria-labelledby="icc-charts-title"
          data-stale={stale !== null ? 'true' : undefined}
        >
          <h2 id="icc-charts-title">{t('Insulation_Charts_Title')}</h2>
          {stale !== null ? <p className="icc-stale__note">{stale}</p> : null}
          {/* The pictures load when scrolled near (below the first screen on every device);
              the tables below carry the same data from the start. */}
          <NearViewport
            placeholder={<p className="icc-hint">{t('Insulation_Charts_Loading')}</p>}
            minHeight="18rem"
          >
            <Suspense fallback={<p className="icc-hint">{t('Insulation_Charts_Loading')}</p>}>
              <Charts
                ui={ui}
                calculation={deferred}
                result={deferredOutput.result}
                thickness={thicknessSeries}
              />
            </Suspense>
          </NearViewport>
          <ChartTables
            ui={ui}
            calculation={deferred}
            result={deferredOutput.result}
            thickness={thicknessSeries}
            describeError={(error) => translateError(ui, error)}
            exportBlocked={stale !== null ? t('Insulation_Export_Stale') : null}
          />
        </section>
      ) : null}
    </div>
  );
}

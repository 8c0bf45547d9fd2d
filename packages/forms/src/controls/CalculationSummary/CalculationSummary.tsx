import { useLanguage } from '@insulcalc/i18n';
import type { ControlProps } from '../../react/controlRegistry';
import { useFormState } from '../../react/FormContext';
import { useT } from '../../react/i18n';
import { useApiData, isRecord } from '../../dialogs/useApiData';
import { FigureGroups } from '../../records/FigureGroups';
import { RecordStyles } from '../../records/RecordStyles';
import {
  formatRecordDateTime,
  readRecordCalculation,
  shownFigure,
  type RecordCalculation,
} from '../../records/figures';
import { readOnlyConfiguratorHref, recordCalculationUrl } from './settings';

const readAnswer = (value: unknown): { calculation: RecordCalculation | null } | null =>
  isRecord(value) ? { calculation: readRecordCalculation(value.calculation) } : null;

/** Whether the field holds a calculation reference at all (an object, or its JSON text). */
function hasReference(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '' && value.trim() !== 'null';
  return isRecord(value);
}

/**
 * CalculationSummary: the record's calculation (the configurator's reference it carries) as the
 * configurator's rows — object, medium and ambient, product and thickness per layer, heat loss —
 * read by the server as the task page reads it (the sent offer's figures once one was sent), with
 * a link that opens it in the configurator read-only. Never the reference's JSON.
 */
export function CalculationSummary({ field, inputId, labelId, describedBy, tabIndex }: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const entityId = useFormState((s) => s.data?.entityId ?? null);
  const instanceId = useFormState((s) => s.entityInstanceId);
  const present = hasReference(field.value);
  const url = present && entityId && instanceId ? recordCalculationUrl(entityId, instanceId) : null;
  const state = useApiData(url, readAnswer);
  const calculation = state.status === 'ready' ? state.data.calculation : null;
  return (
    <section
      id={inputId}
      className="ic-record-calculation"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-busy={url !== null && state.status === 'loading' ? true : undefined}
      data-testid="calculation-summary"
    >
      <RecordStyles />
      {!present ? (
        <p className="ic-record-muted">{t('Forms_CalculationSummary_None')}</p>
      ) : !url ? (
        <p className="ic-record-muted">{t('Forms_CalculationSummary_NotSaved')}</p>
      ) : state.status === 'loading' ? (
        <p role="status" className="ic-record-muted">
          {t('Forms_CalculationSummary_Loading')}
        </p>
      ) : !calculation ? (
        <p className="ic-record-muted">{t('Forms_CalculationSummary_Failed')}</p>
      ) : (
        <>
          <div className="ic-record-calculation-head">
            {calculation.headline ? (
              <p className="ic-record-headline">
                {calculation.headline.label}: <strong>{shownFigure(calculation.headline)}</strong>
              </p>
            ) : null}
            <a href={readOnlyConfiguratorHref(entityId!, instanceId!)} tabIndex={tabIndex}>
              {t('Forms_CalculationSummary_OpenInConfigurator')}
            </a>
          </div>
          {calculation.projectName || calculation.calculationName || calculation.sentAt ? (
            <p className="ic-record-muted">
              {[calculation.projectName, calculation.calculationName].filter(Boolean).join(' · ')}
              {calculation.sentAt
                ? `${calculation.projectName || calculation.calculationName ? ' · ' : ''}${t(
                    'Forms_CalculationSummary_AsSent',
                    { date: formatRecordDateTime(calculation.sentAt, language) },
                  )}`
                : ''}
            </p>
          ) : null}
          <FigureGroups groups={calculation.summary} headingLevel={3} />
        </>
      )}
    </section>
  );
}

import { FigureGroups, SentDocumentList, readOnlyConfiguratorHref } from '@insulcalc/forms';
import type { TaskDetail } from './api';
import { formatDateTime, pageLanguage, useT } from './i18n';

/**
 * The request's calculation as readable rows (never JSON) and the documents kept as they left:
 * once an offer was sent its figures are the sent ones, and a later render says what differs.
 */
export function TaskDocuments({ detail }: { detail: TaskDetail }) {
  const t = useT();
  const language = pageLanguage();
  const { calculation, sentDocuments = [] } = detail;
  const summary = calculation?.summary ?? [];
  if (summary.length === 0 && sentDocuments.length === 0) return null;
  return (
    <>
      {summary.length ? (
        <details className="ic-wf-summary ic-wf-calculation" data-testid="task-calculation">
          <summary>
            {t('Workflow_Calculation_Title')}
            {calculation?.sentAt ? (
              <span className="ic-wf-muted">
                {' · '}
                {t('Workflow_Calculation_AsSent', { date: formatDateTime(calculation.sentAt, language) })}
              </span>
            ) : null}
          </summary>
          <p>
            <a href={readOnlyConfiguratorHref(detail.process.entityId, detail.process.entityInstanceId)}>
              {t('Workflow_Calculation_OpenInConfigurator')}
            </a>
          </p>
          <FigureGroups groups={summary} headingLevel={3} />
        </details>
      ) : null}
      {sentDocuments.length ? (
        <section
          className="ic-wf-summary"
          aria-labelledby="ic-wf-sent-title"
          data-testid="task-sent-documents"
        >
          <h2 id="ic-wf-sent-title" className="ic-wf-subtitle">
            {t('Workflow_Sent_Title')}
          </h2>
          <SentDocumentList documents={sentDocuments} />
        </section>
      ) : null}
    </>
  );
}

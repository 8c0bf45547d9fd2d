import type { TaskDetail } from './api';
import { formatDateTime, pageLanguage, useT } from './i18n';

type Group = { title: string; rows: { label: string; value: string; unit: string }[] };
const shown = (r: Group['rows'][number]) => (r.unit ? `${r.value} ${r.unit}` : r.value);

/** The configurator's rows (inputs and results) as a definition list per group. */
function FigureGroups({ groups, headingLevel }: { groups: Group[]; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="ic-wf-figures">
      {groups.map((g, i) => (
        <section key={i}>
          {g.title ? <Heading className="ic-wf-figures-title">{g.title}</Heading> : null}
          <dl>
            {g.rows.map((r, j) => (
              <div key={j}>
                <dt>{r.label}</dt>
                <dd>{shown(r)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

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
          <ul className="ic-wf-sent">
            {sentDocuments.map((d) => (
              <li key={d.id}>
                <a href={d.href} download={d.fileName}>
                  {d.fileName}
                </a>{' '}
                <span className="ic-wf-muted">
                  {t(d.kind === 'sent' ? 'Workflow_Sent_KindSent' : 'Workflow_Sent_KindRendered')}
                  {', '}
                  {formatDateTime(d.createdAt, language)}
                  {d.createdBy ? `, ${d.createdBy}` : ''}
                </span>
                {d.differences ? (
                  d.differences.length ? (
                    <ul className="ic-wf-differences" aria-label={t('Workflow_Sent_Differences')}>
                      {d.differences.map((x, i) => (
                        <li key={i}>
                          {t('Workflow_Sent_Difference', {
                            label: x.title ? `${x.title} · ${x.label}` : x.label,
                            sent: x.sent || '–',
                            now: x.now || '–',
                          })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="ic-wf-muted">{t('Workflow_Sent_NoDifferences')}</p>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

import { Link } from 'react-router';
import { usePage } from '@insulcalc/shell';
import { AccessDenied } from '../components/AccessDenied';
import { designerUrls, useLoad, type ConsistencyFindingDto, type ConsistencyReportDto } from '../api';
import { useT } from '../i18n';
import { designerCss } from '../styles';

const SEVERITIES = ['error', 'warning', 'info'] as const;

function FindingItem({ finding }: { finding: ConsistencyFindingDto }) {
  const t = useT();
  return (
    <li className={`ic-${finding.severity}`} data-kind={finding.kind}>
      <strong>
        {t(`Consistency_Area_${finding.area}`) || finding.area} {finding.objectId}
      </strong>
      {finding.path ? <span className="ic-designer-hint"> · {finding.path}</span> : null}
      <div>{finding.message}</div>
      {finding.link ? (
        <Link to={`/${finding.link}`}>
          {t('Consistency_Fix')}
          <span className="ic-visually-hidden">
            {' '}
            {finding.objectId} {finding.path ?? ''}
          </span>
        </Link>
      ) : null}
    </li>
  );
}

/**
 * Application/CheckConsistency: the server checks every form group, form, view, code list, entity,
 * navigation item (and what other modules contribute: document templates, processes) and the
 * report lists the findings grouped by severity, each with a link to the screen that fixes it.
 */
export function CheckConsistencyPage() {
  const t = useT();
  usePage({ title: t('Consistency_Title') });
  const [report, reload] = useLoad<ConsistencyReportDto>(designerUrls.consistency);
  if (report.status === 'failed' && report.denied) return <AccessDenied />;
  return (
    <div className="ic-designer-page">
      <style>{designerCss}</style>
      <h1 className="ic-designer-title">{t('Consistency_Title')}</h1>
      <p>{t('Consistency_Intro')}</p>
      <div>
        <button type="button" className="ic-primary" onClick={reload}>
          {t('Consistency_RunAgain')}
        </button>
      </div>
      {report.status === 'loading' ? <p role="status">{t('Consistency_Running')}</p> : null}
      {report.status === 'failed' ? <p role="alert">{t('Consistency_Failed')}</p> : null}
      {report.status === 'ready' ? (
        <>
          <div className="ic-designer-summary" role="status">
            <span>
              {t('Consistency_Summary', {
                errors: report.data.summary.error,
                warnings: report.data.summary.warning,
                infos: report.data.summary.info,
              })}
            </span>
            <span>
              {t('Consistency_Duration', { ms: report.data.durationMs, checks: report.data.checks.length })}
            </span>
          </div>
          {SEVERITIES.map((severity) => {
            const findings = report.data.findings.filter((f) => f.severity === severity);
            return (
              <section key={severity} aria-labelledby={`consistency-${severity}`}>
                <h2 id={`consistency-${severity}`}>
                  {t(`Consistency_Severity_${severity}`, { count: findings.length })}
                </h2>
                {findings.length === 0 ? (
                  <p>{t('Consistency_None')}</p>
                ) : (
                  <ul className="ic-designer-findings">
                    {findings.map((f, index) => (
                      <FindingItem key={`${f.area}:${f.objectId}:${f.path ?? ''}:${index}`} finding={f} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router';
import { usePage } from '@insulcalc/shell';
import { AccessDenied } from '../components/AccessDenied';
import { designerUrls, useLoad, type ScriptsReportDto } from '../api';
import { useT } from '../i18n';
import { designerCss } from '../styles';

/**
 * Application/ValidateJavaScript: every form script (published and draft versions) linted on the
 * server with the form-script rules; findings with line and column, linked to the designer's
 * script tab.
 */
export function ValidateJavaScriptPage() {
  const t = useT();
  usePage({ title: t('Scripts_Title') });
  const [report, reload] = useLoad<ScriptsReportDto>(designerUrls.lint);
  if (report.status === 'failed' && report.denied) return <AccessDenied />;
  return (
    <div className="ic-designer-page">
      <style>{designerCss}</style>
      <h1 className="ic-designer-title">{t('Scripts_Title')}</h1>
      <p>{t('Scripts_Intro')}</p>
      <div>
        <button type="button" className="ic-primary" onClick={reload}>
          {t('Consistency_RunAgain')}
        </button>
      </div>
      {report.status === 'loading' ? <p role="status">{t('Consistency_Running')}</p> : null}
      {report.status === 'failed' ? <p role="alert">{t('Consistency_Failed')}</p> : null}
      {report.status === 'ready' ? (
        <>
          <p role="status">
            {t('Scripts_Summary', {
              scripts: report.data.summary.scripts,
              errors: report.data.summary.errors,
              warnings: report.data.summary.warnings,
            })}
          </p>
          {report.data.scripts.length === 0 ? <p>{t('Scripts_NoScripts')}</p> : null}
          {report.data.scripts.map((script) => (
            <section
              key={`${script.formId}:${script.version}`}
              aria-labelledby={`script-${script.formId}-${script.version}`}
            >
              <h2 id={`script-${script.formId}-${script.version}`}>
                {t('Scripts_FormVersion', {
                  form: script.formName,
                  version: script.version,
                  status: script.status,
                })}
              </h2>
              <Link to={`/${script.link}`}>{t('Scripts_OpenInDesigner')}</Link>
              {script.findings.length === 0 ? (
                <p>{t('Designer_ScriptClean')}</p>
              ) : (
                <ul className="ic-designer-findings">
                  {script.findings.map((f) => (
                    <li key={`${f.line}:${f.column}:${f.ruleId}`} className={`ic-${f.severity}`}>
                      {t('Designer_FindingAt', { line: f.line, column: f.column, message: f.message })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}

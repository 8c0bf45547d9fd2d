import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { autocompletion } from '@codemirror/autocomplete';
import { Toolbar, useDialogs } from '@insulcalc/dialogs';
import { resolveLocale, useLanguage } from '@insulcalc/i18n';
import { headerTitle, useHttp, usePage } from '@insulcalc/shell';
import { CodeEditor } from '@insulcalc/forms';
import { templateIssues, templateSourceSchema } from '../core/index';
import { performRequest, templateUrl, useResource, type TemplateDetail } from './api';
import { templateCompletion } from './completion';
import { useT } from './i18n';
import { openTestDocumentTemplate } from './openers';
import { ensureDocumentStyles } from './styles';

/** A problem of the JSON text before it is sent (syntax, schema or placeholder). */
function localProblem(
  text: string,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return t('DocumentTemplates_InvalidJson', { detail: (error as Error).message });
  }
  const parsed = templateSourceSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return t('DocumentTemplates_InvalidSource', { path: issue.path.join('.') || '/', detail: issue.message });
  }
  const issues = templateIssues(parsed.data);
  return issues.length > 0
    ? t('DocumentTemplates_InvalidSource', {
        path: issues[0]!.path,
        detail: t(issues[0]!.key, issues[0]!.values as Record<string, string>),
      })
    : null;
}

/**
 * Administration/DocumentTemplates/:documentTemplateId (spec §2): edits a template's source (the
 * JSON document definition, decision 0016) in CodeEditor with completion of the entity's fields,
 * saves it as a draft, tests it (TestDocumentTemplateDialog) and publishes it as a new version.
 */
export function DocumentTemplatePage() {
  ensureDocumentStyles();
  const t = useT();
  const http = useHttp();
  const language = useLanguage();
  const dialogs = useDialogs();
  const { documentTemplateId = '' } = useParams();
  const { data, error, reload } = useResource<TemplateDetail>(templateUrl(documentTemplateId));
  // The user's text; null: unchanged since the template loaded (the stored draft or published source).
  const [edited, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stored = useMemo(() => {
    const source = data?.draft?.source ?? data?.published?.source ?? null;
    return source ? JSON.stringify(source, null, 2) : data ? '' : null;
  }, [data]);
  const text = edited ?? stored;

  const dirty = edited !== null && stored !== null && edited !== stored;
  const pageTitle = data
    ? t('DocumentTemplates_PageTitle', { name: data.title })
    : t('DocumentTemplates_Title');
  usePage({ title: pageTitle, dirty });

  const paths = data?.paths;
  const extensions = useMemo(
    () =>
      autocompletion({
        override: [
          templateCompletion(paths ?? [], {
            field: t('DocumentTemplates_CompletionField'),
            filter: t('DocumentTemplates_CompletionFilter'),
            block: t('DocumentTemplates_CompletionBlock'),
          }),
        ],
      }),
    [paths, t],
  );

  const info = (message: string) =>
    http.emitUserMessages([
      {
        id: `documents-${Date.now()}`,
        message,
        level: 'info',
        isHtml: false,
        target: 'toast',
        createdAt: Date.now(),
      },
    ]);

  const saveDraft = async (): Promise<boolean> => {
    if (text === null) return false;
    const local = localProblem(text, t);
    setProblem(local);
    if (local) return false;
    setBusy(true);
    const result = await performRequest<{ version: number }>(http, {
      url: `${templateUrl(documentTemplateId)}/draft`,
      method: 'PUT',
      body: { source: JSON.parse(text) },
      messageTarget: 'page',
    });
    setBusy(false);
    if (result.error) return false;
    info(t('DocumentTemplates_DraftSaved', { version: result.data?.version ?? '' }));
    reload();
    return true;
  };

  const publish = async () => {
    if (dirty && !(await saveDraft())) return;
    setBusy(true);
    const result = await performRequest<{ publishedVersion: number }>(http, {
      url: `${templateUrl(documentTemplateId)}/publish`,
      method: 'POST',
      messageTarget: 'page',
    });
    setBusy(false);
    if (result.error) return;
    info(t('DocumentTemplates_Published', { version: result.data?.publishedVersion ?? '' }));
    reload();
  };

  const discard = async () => {
    setBusy(true);
    const result = await performRequest(http, {
      url: `${templateUrl(documentTemplateId)}/draft`,
      method: 'DELETE',
      messageTarget: 'page',
    });
    setBusy(false);
    if (!result.error) {
      setText(null);
      reload();
    }
  };

  if (error) return <p role="alert">{t('DocumentTemplates_LoadFailed')}</p>;
  if (!data || text === null) return <p aria-busy="true">{t('DocumentTemplates_Loading')}</p>;

  const hasDraft = data.draft !== null;
  const dateTime = new Intl.DateTimeFormat(resolveLocale(language).intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => dateTime.format(new Date(iso));
  return (
    <div className="ic-doc-page">
      <h1 className="ic-doc-title">{headerTitle(pageTitle, dirty, false)}</h1>
      {dirty ? <span className="ic-visually-hidden">{t('DocumentTemplates_Unsaved')}</span> : null}
      <Toolbar
        label={t('DocumentTemplates_Toolbar')}
        buttons={[
          {
            baseName: 'SaveDraft',
            title: t('DocumentTemplates_SaveDraft'),
            disabled: busy || !dirty,
            onClick: () => void saveDraft(),
          },
          {
            baseName: 'Publish',
            title: t('DocumentTemplates_Publish'),
            buttonClassName: 'ic-btn-primary',
            disabled: busy || (!dirty && !hasDraft),
            onClick: () => void publish(),
          },
          {
            baseName: 'Test',
            title: t('DocumentTemplates_Test'),
            disabled: busy,
            onClick: () => {
              const local = localProblem(text, t);
              setProblem(local);
              if (!local) openTestDocumentTemplate(dialogs, documentTemplateId, text);
            },
          },
          {
            baseName: 'DiscardDraft',
            title: t('DocumentTemplates_DiscardDraft'),
            disabled: busy || !hasDraft,
            onClick: () => void discard(),
          },
        ]}
      />
      <dl className="ic-doc-facts">
        <dt>{t('DocumentTemplates_Entity')}</dt>
        <dd>{data.entityId}</dd>
        <dt>{t('DocumentTemplates_PublishedVersion')}</dt>
        <dd>{data.publishedVersion ?? '–'}</dd>
        <dt>{t('DocumentTemplates_State')}</dt>
        <dd>
          {hasDraft
            ? t('DocumentTemplates_StateDraft', { version: data.draft!.version })
            : t('DocumentTemplates_StatePublished')}
        </dd>
      </dl>
      {problem ? (
        <p role="alert" className="ic-doc-problem">
          {problem}
        </p>
      ) : null}
      <div className="ic-doc-editor-layout">
        <div className="ic-doc-editor">
          <span id="ic-doc-source-label" className="ic-doc-label">
            {t('DocumentTemplates_Source')}
          </span>
          <p id="ic-doc-source-help" className="ic-doc-help">
            {t('DocumentTemplates_SourceHelp')}
          </p>
          <CodeEditor
            value={text}
            onChange={setText}
            language="json"
            labelId="ic-doc-source-label"
            describedBy="ic-doc-source-help"
            minHeight={420}
            maxHeight={720}
            extensions={extensions}
          />
        </div>
        <aside className="ic-doc-fields" aria-labelledby="ic-doc-fields-title" tabIndex={0}>
          <h2 id="ic-doc-fields-title">{t('DocumentTemplates_Fields')}</h2>
          <ul>
            {data.paths.map((p) => (
              <li key={p}>
                <code>{`{{ ${p} }}`}</code>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section>
        <h2 id="ic-doc-versions-title">{t('DocumentTemplates_Versions')}</h2>
        {/* On a phone the dates need more than the width: the table scrolls in its own box, the
            named region (one landmark, not two with the section). */}
        <div
          className="ic-doc-table-scroll"
          role="region"
          aria-labelledby="ic-doc-versions-title"
          tabIndex={0}
        >
          <table className="ic-doc-table">
            <thead>
              <tr>
                <th scope="col">{t('DocumentTemplates_Version')}</th>
                <th scope="col">{t('DocumentTemplates_State')}</th>
                <th scope="col">{t('DocumentTemplates_Created')}</th>
                <th scope="col">{t('DocumentTemplates_PublishedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => (
                <tr key={v.version}>
                  <td>{v.version}</td>
                  <td>{t(`DocumentTemplates_Status_${v.status}`)}</td>
                  <td>{when(v.createdAt)}</td>
                  <td>{v.publishedAt ? when(v.publishedAt) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

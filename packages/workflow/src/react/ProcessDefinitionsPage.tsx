import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CodeEditor, type CodeDiagnostic } from '@insulcalc/forms';
import { usePage } from '@insulcalc/shell';
import { definitionIssueKey, parseProcessDefinition } from '../core/index';
import {
  useCheckDefinitionMutation,
  useGetDefinitionQuery,
  useGetDefinitionsQuery,
  usePublishDefinitionMutation,
  type DefinitionFinding,
  type DefinitionListItem,
} from './api';
import { formatDateTime, pageLanguage, useT } from './i18n';
import { locateJsonPath, syntaxErrorPosition } from './jsonPath';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

export const DEFINITIONS_PATH = 'Process/Definitions';

/** The address of a process's definition editor (relative to the app's base). */
export function definitionHref(key: string): string {
  return `/${DEFINITIONS_PATH}/${encodeURIComponent(key)}`;
}

type T = ReturnType<typeof useT>;

/** The HTTP status of a failed query (403: not an administrator). */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

function Failure({ error, t }: { error: unknown; t: T }) {
  return (
    <p role="alert">
      {statusOf(error) === 403 ? t('AccessDenied_Text') : t('Workflow_Definitions_LoadFailed')}
    </p>
  );
}

/**
 * What the browser can tell before asking the server: the JSON syntax (with the place the parser
 * stopped) and the definition schema with the engine's own checks (each with its JSON path).
 */
export function localFindings(text: string, t: T): DefinitionFinding[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Where the text stops being JSON, in words of the reader's language (the engine's own
    // message is English, and Node 20's names no position).
    const position = syntaxErrorPosition(text) ?? { line: 1, column: 1 };
    return [
      {
        severity: 'error',
        kind: 'invalidJson',
        path: `@${position.line}:${position.column}`,
        message: t('Workflow_Definition_InvalidJson', { line: position.line, column: position.column }),
      },
    ];
  }
  const parsed = parseProcessDefinition(value);
  if (parsed.ok) return [];
  return parsed.issues.slice(0, 50).map((issue) => ({
    severity: 'error',
    kind: 'invalidDefinition',
    path: issue.path.join('.'),
    message: t('Workflow_Error_DefinitionInvalid', {
      path: issue.path.join('.') || '/',
      issue: t(definitionIssueKey(issue.code), issue.params),
    }),
  }));
}

/** Findings as the editor's marks: the line of their JSON path, else the first line. */
export function findingDiagnostics(text: string, findings: readonly DefinitionFinding[]): CodeDiagnostic[] {
  return findings.map((f) => {
    const explicit = /^@(\d+):(\d+)$/.exec(f.path);
    const position = explicit
      ? { line: Number(explicit[1]), column: Number(explicit[2]) }
      : (locateJsonPath(text, f.path) ?? { line: 1, column: 1 });
    return { ...position, message: f.message, severity: f.severity };
  });
}

/** The newest version of each process (the list answers every version, newest first per key). */
function newestPerKey(items: readonly DefinitionListItem[]): DefinitionListItem[] {
  const seen = new Map<string, DefinitionListItem>();
  for (const item of items) if (!seen.has(item.key)) seen.set(item.key, item);
  return [...seen.values()];
}

/**
 * Process/Definitions (issue 17 item 5, administrators): the processes with their newest
 * versions, each opening its definition in the JSON editor.
 */
export function ProcessDefinitionsPage() {
  const t = useT();
  const language = pageLanguage();
  const { data, error, isLoading } = useGetDefinitionsQuery();
  usePage({ title: t('Workflow_Definitions_Title') });
  const processes = useMemo(() => newestPerKey(data ?? []), [data]);
  return (
    <div className="ic-page ic-wf-page">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <h1 className="ic-wf-title">{t('Workflow_Definitions_Title')}</h1>
      <p className="ic-wf-muted">{t('Workflow_Definitions_Intro')}</p>
      {error ? <Failure error={error} t={t} /> : null}
      {isLoading ? <p role="status">{t('Common_Loading')}</p> : null}
      {data ? (
        <div className="ic-wf-table-wrap">
          <table className="ic-wf-table">
            <caption className="ic-visually-hidden">{t('Workflow_Definitions_Title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Workflow_Task_Process')}</th>
                <th scope="col">{t('Workflow_Definitions_Key')}</th>
                <th scope="col">{t('Workflow_Definitions_Version')}</th>
                <th scope="col">{t('Workflow_Definitions_Entity')}</th>
                <th scope="col">{t('Workflow_Definitions_Published')}</th>
              </tr>
            </thead>
            <tbody>
              {processes.map((p) => (
                <tr key={p.key}>
                  <td data-label={t('Workflow_Task_Process')}>
                    <Link to={definitionHref(p.key)}>{p.name}</Link>
                  </td>
                  <td data-label={t('Workflow_Definitions_Key')}>
                    <code>{p.key}</code>
                  </td>
                  <td data-label={t('Workflow_Definitions_Version')}>{p.version}</td>
                  <td data-label={t('Workflow_Definitions_Entity')}>{p.entityId}</td>
                  <td data-label={t('Workflow_Definitions_Published')}>
                    {formatDateTime(p.createdAt, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function FindingList({ id, findings, t }: { id: string; findings: DefinitionFinding[]; t: T }) {
  return (
    <section className="ic-wf-summary" aria-labelledby={id}>
      <h2 id={id} className="ic-wf-subtitle">
        {t('Workflow_Definition_Problems')}
      </h2>
      {findings.length === 0 ? (
        <p role="status">{t('Workflow_Definition_NoProblems')}</p>
      ) : (
        <ul className="ic-wf-findings" data-testid="definition-findings">
          {findings.map((f, i) => (
            <li key={i} data-severity={f.severity}>
              <span className={`ic-wf-severity ic-wf-severity-${f.severity}`}>
                {t(`Workflow_Definition_Severity_${f.severity}`)}
              </span>{' '}
              {f.path && !f.path.startsWith('@') ? <code>{f.path}</code> : null} {f.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Process/Definitions/:key (issue 17 item 5): the newest version of one process as JSON in the
 * CodeEditor. The browser checks the syntax and the schema as you type and marks the lines;
 * "Check" adds the server's CheckConsistency (entity, task forms, groups, translations);
 * "Publish" saves the text as the next version (running processes keep theirs).
 */
export function ProcessDefinitionPage() {
  const t = useT();
  const id = useId();
  const language = pageLanguage();
  const { key = '' } = useParams();
  const list = useGetDefinitionsQuery();
  const versions = useMemo(() => (list.data ?? []).filter((d) => d.key === key), [list.data, key]);
  const newest = versions[0];
  const detail = useGetDefinitionQuery(
    { key, version: newest?.version ?? 0 },
    { skip: !newest, refetchOnMountOrArgChange: true },
  );
  const [check, checking] = useCheckDefinitionMutation();
  const [publish, publishing] = usePublishDefinitionMutation();
  const [edited, setEdited] = useState<string | null>(null);
  // The server's findings and the text they were made for (an edit makes them stale).
  const [server, setServer] = useState<{ text: string; findings: DefinitionFinding[] } | null>(null);

  const stored = useMemo(
    () => (detail.data ? JSON.stringify(detail.data.definition, null, 2) : null),
    [detail.data],
  );
  const text = edited ?? stored;
  const dirty = edited !== null && edited !== stored;
  const name = newest?.name ?? key;
  usePage({ title: t('Workflow_Definition_PageTitle', { name }), dirty });

  const local = useMemo(() => (text === null ? [] : localFindings(text, t)), [text, t]);
  const findings = local.length ? local : server && server.text === text ? server.findings : null;
  const diagnostics = useMemo(
    () => (text === null || !findings ? [] : findingDiagnostics(text, findings)),
    [text, findings],
  );

  const keyOf = (value: unknown) => (value as { key?: unknown } | null)?.key;
  const runCheck = async () => {
    if (text === null || local.length) return;
    const result = await check(JSON.parse(text));
    if ('data' in result && result.data) setServer({ text, findings: result.data.findings });
  };
  const runPublish = async () => {
    if (text === null || local.length) return;
    const value = JSON.parse(text) as unknown;
    if (keyOf(value) !== key) {
      setServer({
        text,
        findings: [
          {
            severity: 'error',
            kind: 'keyChanged',
            path: 'key',
            message: t('Workflow_Definition_KeyChanged', { key }),
          },
        ],
      });
      return;
    }
    const result = await publish(value);
    if ('data' in result && result.data) {
      setEdited(null);
      setServer(null);
    }
  };

  if (list.error) return <Failure error={list.error} t={t} />;
  if (list.data && !newest)
    return (
      <div className="ic-page ic-wf-page">
        <p role="alert">{t('Workflow_Error_DefinitionNotFound')}</p>
        <Link to={`/${DEFINITIONS_PATH}`}>{t('Workflow_Definitions_Title')}</Link>
      </div>
    );
  if (detail.error) return <Failure error={detail.error} t={t} />;
  if (text === null) return <p role="status">{t('Common_Loading')}</p>;

  const busy = checking.isLoading || publishing.isLoading;
  return (
    <div className="ic-page ic-wf-page">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <div className="ic-wf-head">
        <h1 className="ic-wf-title">{t('Workflow_Definition_PageTitle', { name })}</h1>
        <div role="toolbar" aria-label={t('Workflow_Definition_Toolbar')} className="ic-wf-toolbar">
          <button
            type="button"
            className="ic-button ic-button-secondary"
            disabled={busy || local.length > 0}
            onClick={() => void runCheck()}
          >
            {t('Workflow_Definition_Check')}
          </button>
          <button
            type="button"
            className="ic-button"
            disabled={busy || !dirty || local.length > 0}
            onClick={() => void runPublish()}
          >
            {t('Workflow_Definition_Publish')}
          </button>
          <button
            type="button"
            className="ic-button ic-button-secondary"
            disabled={busy || !dirty}
            onClick={() => {
              setEdited(null);
              setServer(null);
            }}
          >
            {t('Workflow_Definition_Discard')}
          </button>
          <Link className="ic-button ic-button-secondary" to={`/${DEFINITIONS_PATH}`}>
            {t('Workflow_Back')}
          </Link>
        </div>
      </div>
      <dl className="ic-wf-facts ic-wf-summary">
        <div>
          <dt>{t('Workflow_Definitions_Key')}</dt>
          <dd>
            <code>{key}</code>
          </dd>
        </div>
        <div>
          <dt>{t('Workflow_Definitions_Version')}</dt>
          <dd data-testid="definition-version">{newest?.version}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Definitions_Entity')}</dt>
          <dd>{newest?.entityId}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Definitions_Published')}</dt>
          <dd>{newest ? formatDateTime(newest.createdAt, language) : ''}</dd>
        </div>
      </dl>
      <div className="ic-field">
        <span id={`${id}-label`} className="ic-wf-subtitle">
          {t('Workflow_Definition_Source')}
        </span>
        <p id={`${id}-help`} className="ic-wf-muted">
          {t('Workflow_Definition_SourceHelp')}
        </p>
        <CodeEditor
          value={text}
          onChange={setEdited}
          language="json"
          labelId={`${id}-label`}
          describedBy={`${id}-help`}
          invalid={local.length > 0}
          diagnostics={diagnostics}
          minHeight={360}
          maxHeight={640}
        />
      </div>
      {findings ? <FindingList id={`${id}-problems`} findings={findings} t={t} /> : null}
      <section className="ic-wf-summary" aria-labelledby={`${id}-versions`}>
        <h2 id={`${id}-versions`} className="ic-wf-subtitle">
          {t('Workflow_Definition_Versions')}
        </h2>
        <ul className="ic-wf-comments">
          {versions.map((v) => (
            <li key={v.version}>
              {t('Workflow_Definitions_Version')} {v.version} · {formatDateTime(v.createdAt, language)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

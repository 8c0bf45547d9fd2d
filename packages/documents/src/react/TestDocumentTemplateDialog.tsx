import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { useHttp } from '@insulcalc/shell';
import { downloadDocument, templateUrl, useResource, type TemplateDetail } from './api';
import { useT } from './i18n';
import { ensureDocumentStyles } from './styles';

/**
 * Administration/TestDocumentTemplateDialog/:documentTemplateId (spec §2 dialog routes): renders
 * the template — the editor's unsaved source when it passes one, else the saved draft or the
 * published version — against a stored instance (its id) or sample JSON, and downloads the result.
 */
export function TestDocumentTemplateDialog() {
  ensureDocumentStyles();
  const t = useT();
  const dialog = useDialog();
  const http = useHttp();
  const { documentTemplateId = '' } = useParams();
  const { data } = useResource<TemplateDetail>(templateUrl(documentTemplateId));
  const params = dialog.params as { source?: unknown };
  const [mode, setMode] = useState<'sample' | 'instance'>('sample');
  const [instanceId, setInstanceId] = useState('');
  const [sample, setSample] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const ids = { mode: useId(), instance: useId(), sample: useId(), status: useId() };
  const { setTitle } = dialog;

  useEffect(() => {
    setTitle(
      data ? t('DocumentTemplates_TestTitleOf', { name: data.title }) : t('DocumentTemplates_TestTitle'),
    );
  }, [data, setTitle, t]);
  // The template's sample until the user edits it.
  const sampleText = sample ?? (data ? JSON.stringify(data.sample, null, 2) : '');

  const render = async () => {
    setProblem(null);
    setResult(null);
    const body: Record<string, unknown> = {};
    const source = typeof params.source === 'string' ? params.source : null;
    if (source !== null) body.source = JSON.parse(source);
    else if (data?.draft) body.source = data.draft.source;
    if (mode === 'instance') {
      if (instanceId.trim() === '') {
        setProblem(t('DocumentTemplates_InstanceRequired'));
        return;
      }
      body.entityInstanceId = instanceId.trim();
    } else {
      try {
        const parsed: unknown = JSON.parse(sampleText || '{}');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('object');
        body.sample = parsed;
      } catch {
        setProblem(t('DocumentTemplates_SampleInvalidJson'));
        return;
      }
    }
    try {
      body.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      // No time zone: the server uses UTC.
    }
    try {
      const file = await downloadDocument(http, `${templateUrl(documentTemplateId)}/test`, body);
      setResult(t('DocumentTemplates_TestDone', { fileName: file.fileName }));
    } catch {
      setProblem(t('DocumentTemplates_TestFailed'));
    }
  };

  return (
    <>
      <DialogBody>
        <fieldset className="ic-doc-fieldset">
          <legend id={ids.mode}>{t('DocumentTemplates_TestAgainst')}</legend>
          <label>
            <input
              type="radio"
              name={ids.mode}
              checked={mode === 'sample'}
              onChange={() => setMode('sample')}
            />{' '}
            {t('DocumentTemplates_TestSample')}
          </label>
          <label>
            <input
              type="radio"
              name={ids.mode}
              checked={mode === 'instance'}
              onChange={() => setMode('instance')}
            />{' '}
            {t('DocumentTemplates_TestInstance')}
          </label>
        </fieldset>
        {mode === 'instance' ? (
          <div className="ic-doc-field">
            <label htmlFor={ids.instance}>{t('DocumentTemplates_InstanceId')}</label>
            <input
              id={ids.instance}
              className="ic-doc-input"
              value={instanceId}
              onChange={(e) => setInstanceId(e.target.value)}
              autoComplete="off"
            />
          </div>
        ) : (
          <div className="ic-doc-field">
            <label htmlFor={ids.sample}>{t('DocumentTemplates_SampleJson')}</label>
            <textarea
              id={ids.sample}
              className="ic-doc-input ic-doc-textarea"
              rows={14}
              spellCheck={false}
              value={sampleText}
              onChange={(e) => setSample(e.target.value)}
            />
          </div>
        )}
        <div id={ids.status} role="status" aria-live="polite">
          {result}
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DocumentTemplates_TestTitle')}
          buttons={[
            {
              baseName: 'Render',
              title: t('DocumentTemplates_Render'),
              buttonClassName: 'ic-btn-primary',
              disabled: !data,
              onClick: render,
            },
            {
              baseName: 'Close',
              title: t('DocumentTemplates_Close'),
              onClick: () => dialog.close(undefined),
            },
          ]}
        />
      </DialogFooter>
    </>
  );
}

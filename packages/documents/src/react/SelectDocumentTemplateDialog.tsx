import { useEffect, useId, useState } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { useHttp } from '@insulcalc/shell';
import { downloadDocument, templateUrl, templatesUrl, useResource, type TemplateSummary } from './api';
import { useT } from './i18n';
import type { SelectDocumentTemplateParams } from './openers';
import { ensureDocumentStyles } from './styles';

/**
 * SelectDocumentTemplateDialog (spec §2): the published templates of the current record's
 * entity; the chosen one is rendered in the user's language and downloaded by the spec's rules
 * (Content-Disposition name, blob, a redirected answer refused). Closes with the file name.
 */
export function SelectDocumentTemplateDialog() {
  ensureDocumentStyles();
  const t = useT();
  const dialog = useDialog();
  const http = useHttp();
  const params = dialog.params as Partial<SelectDocumentTemplateParams>;
  const entityId = typeof params.entityId === 'string' ? params.entityId : '';
  const instanceId = params.entityInstanceId === undefined ? '' : String(params.entityInstanceId);
  const { data, error } = useResource<TemplateSummary[]>(
    entityId ? `${templatesUrl}?entityId=${encodeURIComponent(entityId)}` : null,
  );
  const templates = (data ?? []).filter((d) => d.publishedVersion !== null);
  const [picked, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();
  // The first template is chosen until the user picks another.
  const chosen = picked ?? templates[0]?.id ?? null;
  const { setTitle } = dialog;
  useEffect(() => setTitle(t('DocumentTemplates_SelectTitle')), [setTitle, t]);

  const download = async () => {
    if (!chosen) return;
    setProblem(null);
    try {
      const file = await downloadDocument(http, `${templateUrl(chosen)}/render`, {
        entityInstanceId: instanceId,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      dialog.close(file.fileName);
    } catch {
      setProblem(t('DocumentTemplates_DownloadFailed'));
    }
  };

  return (
    <>
      <DialogBody>
        {!entityId || !instanceId ? (
          <p role="alert">{t('DocumentTemplates_NoRecord')}</p>
        ) : error ? (
          <p role="alert">{t('DocumentTemplates_LoadFailed')}</p>
        ) : data === null ? (
          <p aria-busy="true">{t('DocumentTemplates_Loading')}</p>
        ) : templates.length === 0 ? (
          <p>{t('DocumentTemplates_NoneForEntity')}</p>
        ) : (
          <fieldset className="ic-doc-fieldset">
            <legend>{t('DocumentTemplates_Choose')}</legend>
            {templates.map((template) => (
              <label key={template.id} className="ic-doc-choice">
                <input
                  type="radio"
                  name={name}
                  value={template.id}
                  checked={chosen === template.id}
                  onChange={() => setChosen(template.id)}
                />{' '}
                {template.title}
              </label>
            ))}
          </fieldset>
        )}
        {problem ? <p role="alert">{problem}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DocumentTemplates_SelectTitle')}
          buttons={[
            {
              baseName: 'Download',
              title: t('DocumentTemplates_Download'),
              buttonClassName: 'ic-btn-primary',
              disabled: !chosen || !instanceId,
              onClick: download,
            },
            {
              baseName: 'Cancel',
              title: t('DocumentTemplates_Cancel'),
              onClick: () => dialog.close(undefined),
            },
          ]}
        />
      </DialogFooter>
    </>
  );
}

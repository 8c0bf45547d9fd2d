import { useEffect, useState } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog, type DialogStore } from '@insulcalc/dialogs';
import { useHttp } from '@insulcalc/shell';
import { downloadFile, isApiError } from '@insulcalc/shell/http';
import { useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';

export const DECISION_PREVIEW_DIALOG = 'WorkflowDecisionPreviewDialog';

export interface DecisionPreviewParams {
  /** The preview's address (api/v1/workflow/tasks/{taskId}/transitions/{transitionId}/preview). */
  url: string;
}

type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; href: string; fileName: string }
  | { status: 'failed'; message: string | null };

/**
 * The document a decision would send (the offer of "Approve and send offer"), shown before it is
 * sent; closes with true on Confirm, false on Cancel. The PDF is fetched from the server (which
 * stores and sends nothing for it) and shown from a blob: URL of this page: API answers may not
 * be framed (frame-ancestors 'none'), and the page's policy frames 'self' and blob: only.
 */
export function DecisionPreviewDialog() {
  const t = useT();
  const dialog = useDialog();
  const http = useHttp();
  const { url } = dialog.params as unknown as DecisionPreviewParams;
  const [state, setState] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let href: string | null = null;
    downloadFile(http, url, { save: false, signal: controller.signal, request: { silent: true } })
      .then(({ blob, fileName }) => {
        if (controller.signal.aborted) return;
        href = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
        setState({ status: 'ready', href, fileName });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) ? (error.userMessages[0]?.message ?? null) : null;
        setState({ status: 'failed', message });
      });
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [http, url]);

  return (
    <>
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <DialogBody>
        <div className="ic-wf-preview">
          <p>{t('Workflow_Preview_Intro')}</p>
          {state.status === 'loading' ? <p role="status">{t('Workflow_Preview_Loading')}</p> : null}
          {state.status === 'failed' ? (
            <div role="alert" className="ic-wf-notice">
              {state.message ? <p>{state.message}</p> : null}
              <p>{t('Workflow_Preview_Failed')}</p>
            </div>
          ) : null}
          {state.status === 'ready' ? (
            <>
              <iframe
                className="ic-wf-preview-frame"
                src={state.href}
                title={t('Workflow_Preview_Frame', { fileName: state.fileName })}
                data-testid="decision-preview-frame"
              />
              <p>
                <a href={state.href} target="_blank" rel="noopener">
                  {t('Workflow_Preview_Open', { fileName: state.fileName })}
                </a>
              </p>
            </>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('Workflow_Toolbar')}
          buttons={[
            {
              baseName: 'Confirm',
              title: t('Workflow_Preview_Confirm'),
              buttonClassName: 'ic-btn-primary',
              // Only what was shown may be sent.
              disabled: state.status !== 'ready',
              onClick: () => dialog.close(true),
            },
            { baseName: 'Cancel', title: t('Workflow_Cancel'), onClick: () => dialog.close(false) },
          ]}
        />
      </DialogFooter>
    </>
  );
}

/** Opens the preview of a decision; true when the user confirmed it, false otherwise (Escape too). */
export async function confirmDecisionPreview(
  dialogs: DialogStore,
  options: { url: string; title: string },
): Promise<boolean> {
  const result = await dialogs.openAsync<boolean>({
    path: DECISION_PREVIEW_DIALOG,
    title: options.title,
    width: 960,
    params: { url: options.url } satisfies DecisionPreviewParams,
  });
  return result === true;
}

import { useState } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog, useDialogs } from '@insulcalc/dialogs';
import { useHttp } from '@insulcalc/shell';
import { performRequest } from '@insulcalc/shell/http';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { openMassEditError, type DeleteDialogParams } from './openers';

/**
 * DeleteDialog (spec §2): params entityId, entityInstanceIds, callback, options. Deletes all of
 * the instances or none; the result (the deleted ids) goes to the callback. With
 * `options.allowed` (search pages) it deletes the rows the user may delete and lists the refused
 * ones in the mass-edit error dialog.
 */
export function DeleteDialog() {
  const t = useT();
  const dialog = useDialog();
  const dialogs = useDialogs();
  const http = useHttp();
  const params = dialog.params as Partial<DeleteDialogParams>;
  const ids = (params.entityInstanceIds ?? []).map(String);
  const [failed, setFailed] = useState(false);
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        <p>{params.options?.message ?? t('DynamicForm_DeleteConfirm', { count: ids.length })}</p>
        {failed ? <p role="alert">{t('DynamicForm_DeleteFailed')}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DynamicForm_Delete')}
          buttons={[
            {
              baseName: 'Delete',
              title: t('DynamicForm_Delete'),
              buttonClassName: 'ic-btn-danger',
              disabled: !params.entityId || ids.length === 0,
              onClick: async () => {
                const allowed = params.options?.allowed === true;
                const result = await performRequest<{
                  deletedIds?: string[];
                  massEditErrors?: {
                    entityInstanceId: string;
                    entityInstanceDisplayName: string | null;
                    message: string;
                  }[];
                  userMessages?: { message: string; level: 'error' | 'warn' | 'info' }[];
                }>(http, {
                  url: `api/v1/entities/${encodeURIComponent(params.entityId!)}/${allowed ? 'delete-allowed' : 'delete'}`,
                  method: 'POST',
                  body: {
                    entityInstanceIds: ids,
                    ...(params.concurrencyTokens && !allowed
                      ? { concurrencyTokens: params.concurrencyTokens }
                      : {}),
                  },
                  messageTarget: 'page',
                  silent: true,
                });
                if (result.error) {
                  setFailed(true);
                  http.emitUserMessages(result.error.userMessages.map((m) => ({ ...m, target: 'page' })));
                  return;
                }
                const now = Date.now();
                http.emitUserMessages(
                  (result.data?.userMessages ?? []).map((m, index) => ({
                    id: `delete-${now}-${index}`,
                    message: m.message,
                    level: m.level,
                    isHtml: false,
                    target: 'toast',
                    createdAt: now,
                  })),
                );
                const refused = result.data?.massEditErrors ?? [];
                if (refused.length)
                  await openMassEditError(dialogs, {
                    entries: refused.map(
                      (e) => `${e.entityInstanceDisplayName ?? e.entityInstanceId}: ${e.message}`,
                    ),
                  });
                dialog.close(result.data?.deletedIds ?? (allowed ? [] : ids));
              },
            },
            { baseName: 'Cancel', title: t('DynamicForm_Cancel'), onClick: () => dialog.close(undefined) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}

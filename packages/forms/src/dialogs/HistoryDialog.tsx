import { useEffect } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { useLanguage } from '@insulcalc/i18n';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { isRecord, useApiData } from './useApiData';

interface HistoryEntry {
  id: number;
  action: string;
  userName: string | null;
  changedAt: string;
  changes: { attribute: string; displayName: string; oldValue: unknown; newValue: unknown }[];
}

interface History {
  entityInstanceDisplayName: string | null;
  entries: HistoryEntry[];
}

function readHistory(value: unknown): History | null {
  if (!isRecord(value) || !Array.isArray(value.entries)) return null;
  return {
    entityInstanceDisplayName:
      typeof value.entityInstanceDisplayName === 'string' ? value.entityInstanceDisplayName : null,
    entries: value.entries.filter(isRecord).map((entry) => ({
      id: Number(entry.id),
      action: String(entry.action ?? ''),
      userName: typeof entry.userName === 'string' ? entry.userName : null,
      changedAt: String(entry.changedAt ?? ''),
      changes: Array.isArray(entry.changes)
        ? entry.changes.filter(isRecord).map((change) => ({
            attribute: String(change.attribute ?? ''),
            displayName: String(change.displayName ?? change.attribute ?? ''),
            oldValue: change.oldValue,
            newValue: change.newValue,
          }))
        : [],
    })),
  };
}

export function historyValueText(value: unknown, t?: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean' && t) return t(value ? 'Common_Yes' : 'Common_No');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * When a change was made, in the reader's language and the browser's time zone (Intl, so the
 * text does not depend on which date-library locale data happens to be loaded).
 */
export function historyTimeText(changedAt: string, language: string): string {
  const date = new Date(changedAt);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** HistoryDialog (spec §2): the audit history of an instance — who, when, which fields, old → new. */
export function HistoryDialog() {
  const t = useT();
  const language = useLanguage();
  const dialog = useDialog();
  const params = dialog.params as { entityId?: string; entityInstanceId?: string };
  const url =
    params.entityId && params.entityInstanceId
      ? `api/v1/entities/${encodeURIComponent(params.entityId)}/${encodeURIComponent(params.entityInstanceId)}/history`
      : null;
  const state = useApiData(url, readHistory);
  useEffect(() => dialog.setTitle(t('DynamicForm_History')), [dialog, t]);
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        {state.status === 'loading' ? <p role="status">{t('DynamicForm_Loading')}</p> : null}
        {state.status === 'failed' ? <p role="alert">{t('DynamicForm_HistoryUnavailable')}</p> : null}
        {state.status === 'ready' ? (
          state.data.entries.length === 0 ? (
            <p>{t('DynamicForm_HistoryEmpty')}</p>
          ) : (
            <table className="ic-table ic-history">
              <caption className="ic-visually-hidden">{t('DynamicForm_History')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('DynamicForm_HistoryWhen')}</th>
                  <th scope="col">{t('DynamicForm_HistoryWho')}</th>
                  <th scope="col">{t('DynamicForm_HistoryAction')}</th>
                  <th scope="col">{t('DynamicForm_HistoryField')}</th>
                  <th scope="col">{t('DynamicForm_HistoryOld')}</th>
                  <th scope="col">{t('DynamicForm_HistoryNew')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.entries.flatMap((entry) =>
                  (entry.changes.length ? entry.changes : [null]).map((change, index) => (
                    <tr key={`${entry.id}-${index}`} data-action={entry.action}>
                      <td>{index === 0 ? historyTimeText(entry.changedAt, language) : ''}</td>
                      <td>{index === 0 ? (entry.userName ?? '—') : ''}</td>
                      <td>{index === 0 ? t(`DynamicForm_HistoryAction_${entry.action}`) : ''}</td>
                      <td>{change ? change.displayName : '—'}</td>
                      <td>{change ? historyValueText(change.oldValue, t) : ''}</td>
                      <td>{change ? historyValueText(change.newValue, t) : ''}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          )
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DynamicForm_History')}
          buttons={[
            { baseName: 'Close', title: t('DynamicForm_Close'), onClick: () => dialog.close(undefined) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}

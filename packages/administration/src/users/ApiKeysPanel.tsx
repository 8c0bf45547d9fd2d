import { useId } from 'react';
import { confirmDialog, useDialogs } from '@insulcalc/dialogs';
import { formatDate, useLanguage, useMessages } from '@insulcalc/i18n';
import { useGetUserApiKeysQuery, useRevokeUserApiKeyMutation } from '../api/administrationApi';
import { useT } from '../i18n';

/** A user's active API keys (name, first characters, dates), each revocable after a confirmation. */
export function ApiKeysPanel({ userId }: { userId: string }) {
  const t = useT();
  const language = useLanguage();
  const messages = useMessages();
  const dialogs = useDialogs();
  const headingId = useId();
  const keys = useGetUserApiKeysQuery(userId);
  const [revoke, revoking] = useRevokeUserApiKeyMutation();
  const date = (iso: string | null) =>
    iso ? formatDate(iso, { type: 'dateTime', language, messages }) : t('Administration_ApiKeys_Never');
  const onRevoke = async (keyId: string, name: string) => {
    if (!(await confirmDialog(dialogs, { Message: t('Administration_ApiKeys_ConfirmRevoke', { name }) })))
      return;
    await revoke({ userId, keyId });
  };
  return (
    <section className="ic-admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Administration_ApiKeys_Title')}</h2>
      {keys.isError ? <p role="alert">{t('Administration_LoadFailed')}</p> : null}
      {keys.data && keys.data.length === 0 ? <p>{t('Administration_ApiKeys_None')}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <table
          className="ic-admin-table"
          style={{ borderCollapse: 'separate', borderSpacing: '1rem 0.25rem' }}
        >
          <thead>
            <tr>
              <th scope="col">{t('Administration_ApiKeys_Name')}</th>
              <th scope="col">{t('Administration_ApiKeys_Prefix')}</th>
              <th scope="col">{t('Administration_ApiKeys_Created')}</th>
              <th scope="col">{t('Administration_ApiKeys_LastUsed')}</th>
              <th scope="col">{t('Administration_ApiKeys_Expires')}</th>
              <th scope="col">
                <span className="ic-visually-hidden">{t('Administration_ApiKeys_Revoke')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{date(key.createdAt)}</td>
                <td>{date(key.lastUsedAt)}</td>
                <td>{date(key.expiresAt)}</td>
                <td>
                  <button
                    type="button"
                    className="ic-btn ic-btn-danger"
                    aria-label={t('Administration_ApiKeys_RevokeLabel', { name: key.name })}
                    disabled={revoking.isLoading}
                    onClick={() => void onRevoke(key.id, key.name)}
                  >
                    {t('Administration_ApiKeys_Revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

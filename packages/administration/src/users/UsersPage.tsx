import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SearchPage } from '@insulcalc/forms';
import { usePage } from '@insulcalc/shell';
import { AdminForm } from '../AdminForm';
import { useSendSignInMailMutation } from '../api/administrationApi';
import { useT } from '../i18n';
import { ApiKeysPanel } from './ApiKeysPanel';

export const USERS_PATH = 'Administration/Users';

/** Administration/Users: the accounts (view `UserAccounts`); add and edit open {@link UserPage}. */
export function UsersPage() {
  const t = useT();
  return (
    <div className="ic-admin-page">
      <SearchPage
        viewId="UserAccounts"
        title={t('Administration_Users_Title')}
        formGroupId="UserAccount"
        editRoute={USERS_PATH}
        allowDelete={false}
      />
    </div>
  );
}

/**
 * An account's form (form group `UserAccount`: name, e-mail, active, language, groups), the mail
 * that lets the user sign in (activation for an account without a password, else a reset code)
 * and the user's API keys. The last active administrator is refused by the server on save.
 */
export function UserPage() {
  const t = useT();
  const navigate = useNavigate();
  const { userId = null } = useParams();
  const [sendMail, sending] = useSendSignInMailMutation();
  usePage({ title: t('Administration_User_Title') });
  const onClose = useCallback(() => navigate(`/${USERS_PATH}`), [navigate]);
  const onCreated = useCallback(
    (id: string) => navigate(`/${USERS_PATH}/Default/${encodeURIComponent(id)}`, { replace: true }),
    [navigate],
  );
  return (
    <div className="ic-admin-page ic-admin-user">
      <AdminForm
        formGroupId="UserAccount"
        entityInstanceId={userId}
        onClose={onClose}
        onCreated={onCreated}
      />
      {userId ? (
        <>
          <p className="ic-admin-actions">
            <button
              type="button"
              className="ic-btn"
              disabled={sending.isLoading}
              onClick={() => void sendMail(userId)}
            >
              {t('Administration_SendSignInMail')}
            </button>
          </p>
          <ApiKeysPanel userId={userId} />
        </>
      ) : (
        <p className="ic-admin-intro">{t('Administration_SaveFirst')}</p>
      )}
    </div>
  );
}

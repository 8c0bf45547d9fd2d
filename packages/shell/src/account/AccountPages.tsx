import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DialogBody, useDialog } from '@insulcalc/dialogs';
import { useProfile } from '../bootstrap/hooks';
import { useT } from '../layout/i18n';
import { usePage } from '../layout/pageState';
import { AppLink } from '../navigation/react';
import { useAccountApi, type AccountApi } from './accountApi';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NewPasswordFields } from './NewPasswordFields';
import { Alert, TextField } from './fields';
import { isBlank } from './logOnLogic';
import { useSubmit } from './useSubmit';

function Card({ title, children }: { title: string; children: ReactNode }) {
  usePage({ title });
  return (
    <div className="ic-card">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function BackToLogOn() {
  const t = useT();
  return (
    <p>
      <AppLink to="Account/LogOn">{t('ForgotPassword_BackToLogOn')}</AppLink>
    </p>
  );
}

/** Account/ForgotPassword: asks for the username and sends a code by e-mail. */
export function ForgotPasswordPage({ api: givenApi }: { api?: Pick<AccountApi, 'forgotPassword'> }) {
  const ownApi = useAccountApi();
  const api = givenApi ?? ownApi;
  const t = useT();
  const [username, setUsername] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmit(['username']);
  const [sent, setSent] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (isBlank(username.trim())) return;
    if (await submit.run(() => api.forgotPassword({ username: username.trim() }))) setSent(true);
  };
  return (
    <Card title={t('ForgotPassword_Title')}>
      {sent ? (
        <>
          <Alert level="info">{submit.info.join(' ') || t('ForgotPassword_CodeSent')}</Alert>
          <p>
            <AppLink to={`Account/VerifyCode?username=${encodeURIComponent(username.trim())}`}>
              {t('ForgotPassword_EnterCode')}
            </AppLink>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('ForgotPassword_Text')}</p>
          {submit.error && <Alert level="error">{submit.error}</Alert>}
          <TextField
            label={t('ForgotPassword_Username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            error={
              (submitted && isBlank(username.trim()) ? t('validation_required') : null) ??
              submit.fieldErrors.username
            }
            required
          />
          <button type="submit" className="ic-button ic-button-block" disabled={submit.busy}>
            {t('ForgotPassword_Submit')}
          </button>
        </form>
      )}
      <BackToLogOn />
    </Card>
  );
}

/** Account/VerifyCode: the e-mailed code, then a new password. */
export function VerifyCodePage({
  api: givenApi,
}: {
  api?: Pick<AccountApi, 'verifyCode' | 'resetPassword'>;
}) {
  const ownApi = useAccountApi();
  const api = givenApi ?? ownApi;
  const t = useT();
  const [search] = useSearchParams();
  const [values, setValues] = useState({
    username: search.get('username') ?? '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const submit = useSubmit(['username', 'code', 'newPassword', 'confirmPassword']);
  const set = (name: keyof typeof values) => (v: string) => setValues((p) => ({ ...p, [name]: v }));
  const req = (v: string) => (submitted && isBlank(v.trim()) ? t('validation_required') : null);

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (isBlank(values.username.trim()) || isBlank(values.code.trim())) return;
    const data = await submit.run(() =>
      api.verifyCode({ username: values.username.trim(), code: values.code.trim() }),
    );
    if (data?.resetToken) {
      setResetToken(data.resetToken);
      setSubmitted(false);
    }
  };
  const onReset = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (
      !resetToken ||
      isBlank(values.newPassword) ||
      isBlank(values.confirmPassword) ||
      values.newPassword !== values.confirmPassword
    )
      return;
    if (
      await submit.run(() =>
        api.resetPassword({
          resetToken,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        }),
      )
    )
      setDone(true);
  };

  return (
    <Card title={t('VerifyCode_Title')}>
      {done ? (
        <Alert level="info">{submit.info.join(' ') || t('ResetPassword_Success')}</Alert>
      ) : resetToken ? (
        <form noValidate onSubmit={onReset}>
          <p>{t('ResetPassword_Title')}</p>
          {submit.error && <Alert level="error">{submit.error}</Alert>}
          <NewPasswordFields
            values={values}
            set={set as never}
            submitted={submitted}
            fieldErrors={submit.fieldErrors}
          />
          <button type="submit" className="ic-button ic-button-block" disabled={submit.busy}>
            {t('ChangePassword_Submit')}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify}>
          <p>{t('VerifyCode_Text')}</p>
          {submit.error && <Alert level="error">{submit.error}</Alert>}
          <TextField
            label={t('LogOn_Username')}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={req(values.username) ?? submit.fieldErrors.username}
            required
          />
          <TextField
            label={t('VerifyCode_Code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={values.code}
            onChange={set('code')}
            error={req(values.code) ?? submit.fieldErrors.code}
            required
          />
          <button type="submit" className="ic-button ic-button-block" disabled={submit.busy}>
            {t('VerifyCode_Submit')}
          </button>
        </form>
      )}
      <BackToLogOn />
    </Card>
  );
}

/** Account/ChangePassword. */
export function ChangePasswordPage({ api }: { api?: Pick<AccountApi, 'changePassword'> }) {
  const t = useT();
  const profile = useProfile();
  const [search] = useSearchParams();
  return (
    <Card title={t('ChangePassword_Title')}>
      <ChangePasswordForm
        askUsername={!profile.isAuthenticated}
        initialUsername={search.get('username') ?? ''}
        {...(api ? { api } : {})}
      />
      {!profile.isAuthenticated && <BackToLogOn />}
    </Card>
  );
}

/** Account/ActivateAccount?token=…: shows the account and sets its first password. */
export function ActivateAccountPage({
  api: givenApi,
}: {
  api?: Pick<AccountApi, 'activationInfo' | 'activate'>;
}) {
  const ownApi = useAccountApi();
  const api = givenApi ?? ownApi;
  const t = useT();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [info, setInfo] = useState<{ username: string } | null>(null);
  const [fetchError, setLoadError] = useState<string | null>(null);
  const loadError = token ? fetchError : t('ActivateAccount_TokenInvalid');
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const submit = useSubmit(['newPassword', 'confirmPassword']);

  useEffect(() => {
    let active = true;
    if (!token) return;
    void api.activationInfo(token).then((r) => {
      if (!active) return;
      if (r.error) setLoadError(r.error.userMessages[0]?.message ?? r.error.message);
      else setInfo({ username: r.data.username });
    });
    return () => {
      active = false;
    };
  }, [token, api]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (
      isBlank(values.newPassword) ||
      isBlank(values.confirmPassword) ||
      values.newPassword !== values.confirmPassword
    )
      return;
    if (await submit.run(() => api.activate({ token, ...values }))) setDone(true);
  };
  const set = (name: 'newPassword' | 'confirmPassword') => (v: string) =>
    setValues((p) => ({ ...p, [name]: v }));

  return (
    <Card title={t('ActivateAccount_Title')}>
      {loadError ? (
        <Alert level="error">{loadError}</Alert>
      ) : done ? (
        <Alert level="info">{submit.info.join(' ') || t('ActivateAccount_Success')}</Alert>
      ) : info ? (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('ActivateAccount_Text', { username: info.username })}</p>
          {submit.error && <Alert level="error">{submit.error}</Alert>}
          <NewPasswordFields
            values={values}
            set={set}
            submitted={submitted}
            fieldErrors={submit.fieldErrors}
          />
          <button type="submit" className="ic-button ic-button-block" disabled={submit.busy}>
            {t('ActivateAccount_Submit')}
          </button>
        </form>
      ) : (
        <p role="status">{t('Common_Loading')}</p>
      )}
      <BackToLogOn />
    </Card>
  );
}

/** ChangePasswordDialog (dialog route): the change-password form in a dialog. */
export function ChangePasswordDialog() {
  const t = useT();
  const dialog = useDialog();
  const title = t('ChangePassword_Title');
  useEffect(() => dialog.setTitle(title), [dialog, title]);
  return (
    <DialogBody>
      <ChangePasswordForm askUsername={false} onCancel={() => dialog.close(false)} />
    </DialogBody>
  );
}

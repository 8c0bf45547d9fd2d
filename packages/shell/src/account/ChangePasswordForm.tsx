import { useState, type FormEvent } from 'react';
import { useT } from '../layout/i18n';
import { useAccountApi, type AccountApi } from './accountApi';
import { Alert, TextField } from './fields';
import { isBlank } from './logOnLogic';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';

const FIELDS = ['username', 'currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  /** Anonymous users give their username too. */
  askUsername: boolean;
  initialUsername?: string;
  api?: Pick<AccountApi, 'changePassword'>;
  onDone?: () => void;
  onCancel?: () => void;
}

/** Current password, new password and confirmation (POST api/v1/account/change-password). */
export function ChangePasswordForm({
  askUsername,
  initialUsername = '',
  api: givenApi,
  onDone,
  onCancel,
}: ChangePasswordFormProps) {
  const ownApi = useAccountApi();
  const api = givenApi ?? ownApi;
  const t = useT();
  const [values, setValues] = useState({
    username: initialUsername,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmit(FIELDS);
  const [done, setDone] = useState(false);

  const required = (name: keyof typeof values) =>
    submitted && isBlank(values[name]) ? t('validation_required') : null;
  const errorOf = (name: keyof typeof values) => required(name) ?? submit.fieldErrors[name] ?? null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const needed: (keyof typeof values)[] = [
      'currentPassword',
      'newPassword',
      'confirmPassword',
      ...(askUsername ? (['username'] as const) : []),
    ];
    if (needed.some((n) => isBlank(values[n])) || values.confirmPassword !== values.newPassword) return;
    const body = {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
      ...(askUsername ? { username: values.username } : {}),
    };
    const data = await submit.run(() => api.changePassword(body));
    if (data) {
      setDone(true);
      onDone?.();
    }
  };

  const set = (name: keyof typeof values) => (v: string) => setValues((prev) => ({ ...prev, [name]: v }));

  if (done) {
    return <Alert level="info">{submit.info.join(' ') || t('ChangePassword_Success')}</Alert>;
  }
  return (
    <form noValidate onSubmit={onSubmit}>
      {submit.error && <Alert level="error">{submit.error}</Alert>}
      {askUsername && (
        <TextField
          label={t('LogOn_Username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          error={errorOf('username')}
          required
        />
      )}
      <TextField
        label={t('ChangePassword_CurrentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errorOf('currentPassword')}
        required
      />
      <NewPasswordFields values={values} set={set} submitted={submitted} fieldErrors={submit.fieldErrors} />
      <div className="ic-stack" style={{ flexDirection: 'row', justifyContent: 'flex-end' }}>
        {onCancel && (
          <button type="button" className="ic-button ic-button-secondary" onClick={onCancel}>
            {t('Common_Cancel')}
          </button>
        )}
        <button
          type="submit"
          className="ic-button"
          disabled={submit.busy}
          aria-busy={submit.busy || undefined}
        >
          {t('ChangePassword_Submit')}
        </button>
      </div>
    </form>
  );
}

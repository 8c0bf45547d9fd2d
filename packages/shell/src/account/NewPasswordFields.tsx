import { useT } from '../layout/i18n';
import { TextField } from './fields';
import { isBlank } from './logOnLogic';

/** New password and its confirmation, with the required and must-match rules (reset, activate, change). */
export function NewPasswordFields({
  values,
  set,
  submitted,
  fieldErrors,
}: {
  values: { newPassword: string; confirmPassword: string };
  set: (name: 'newPassword' | 'confirmPassword') => (v: string) => void;
  submitted: boolean;
  fieldErrors: Record<string, string>;
}) {
  const t = useT();
  const req = (v: string) => (submitted && isBlank(v) ? t('validation_required') : null);
  const mismatch =
    submitted && values.confirmPassword !== '' && values.confirmPassword !== values.newPassword
      ? t('Account_PasswordsDoNotMatch')
      : null;
  return (
    <>
      <TextField
        label={t('ChangePassword_NewPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={req(values.newPassword) ?? fieldErrors.newPassword}
        required
      />
      <TextField
        label={t('ChangePassword_ConfirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={req(values.confirmPassword) ?? fieldErrors.confirmPassword ?? mismatch}
        required
      />
    </>
  );
}

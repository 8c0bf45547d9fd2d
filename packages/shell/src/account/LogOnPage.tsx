import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { setAntiforgeryToken } from '../http/index';
import { isApiError } from '../http/index';
import { useGetAccountOptionsQuery, useLogonMutation } from '../api/shellApi';
import { useProfile } from '../bootstrap/hooks';
import { useT } from '../layout/i18n';
import { usePage } from '../layout/pageState';
import { useAppNavigator, useBasePath } from '../navigation/react';
import { sanitizeReturnUrl } from '@insulcalc/api-schema';
import { decideLogOnEntry, externalLogOnUrl, isBlank } from './logOnLogic';
import { Alert, TextField } from './fields';

/** Browser side effects of the login page (replaced in tests). */
export interface LogOnBrowser {
  origin: string;
  replace: (href: string) => void;
  reload: () => void;
  currentPathAndSearch: () => string;
}

export const browserLogOn: LogOnBrowser = {
  get origin() {
    return window.location.origin;
  },
  replace: (href) => window.location.replace(href),
  reload: () => window.location.reload(),
  currentPathAndSearch: () => `${window.location.pathname}${window.location.search}`,
};

/** Query parameter lookup that accepts ReturnUrl and returnUrl. */
function returnUrlParam(search: URLSearchParams): string | null {
  return search.get('ReturnUrl') ?? search.get('returnUrl');
}

/** Account/LogOn (spec §2 login page, §5 login rules, §8 login errors). */
export function LogOnPage({ browser = browserLogOn }: { browser?: LogOnBrowser }) {
  const t = useT();
  const profile = useProfile();
  const basePath = useBasePath();
  const navigator = useAppNavigator();
  const [search] = useSearchParams();
  const remoteError = search.get('error') === 'remote';
  const returnUrl = useMemo(
    () =>
      sanitizeReturnUrl(returnUrlParam(search), {
        origin: browser.origin,
        fallback: basePath,
        allowedOrigins: profile.allowedRedirectOrigins,
      }),
    [search, browser.origin, basePath, profile.allowedRedirectOrigins],
  );
  const options = useGetAccountOptionsQuery();
  const [logon, logonState] = useLogonMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = t('LogOn_Title');
  usePage({ title });

  const entry = options.data
    ? decideLogOnEntry({ isAuthenticated: profile.isAuthenticated, options: options.data, remoteError })
    : profile.isAuthenticated
      ? ({ kind: 'returnUrl' } as const)
      : null;

  useEffect(() => {
    if (!entry) return;
    if (entry.kind === 'returnUrl') {
      if (returnUrl.startsWith('/')) navigator.navigate(returnUrl, { replace: true });
      else browser.replace(returnUrl);
    } else if (entry.kind === 'accessDenied') {
      navigator.navigate('error/401', { replace: true });
    } else if (entry.kind === 'provider') {
      browser.replace(externalLogOnUrl(entry.providerId, returnUrl));
    }
  }, [entry?.kind, entry && 'providerId' in entry ? entry.providerId : null, returnUrl, navigator, browser]); // eslint-disable-line react-hooks/exhaustive-deps

  const usernameError = submitted && isBlank(username) ? t('validation_required') : null;
  const passwordError = submitted && isBlank(password) ? t('validation_required') : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isBlank(username) || isBlank(password) || logonState.isLoading) return;
    setError(null);
    try {
      const result = await logon({ username, password }).unwrap();
      if (result.antiforgeryToken) setAntiforgeryToken(result.antiforgeryToken);
      const before = browser.currentPathAndSearch();
      browser.replace(returnUrl);
      // location.replace to the same address only changes the hash: reload explicitly.
      if (returnUrl.split('#')[0] === before) browser.reload();
    } catch (e) {
      const status = isApiError(e) ? e.status : undefined;
      if (status === 401) setError(t('LogOn_InvalidUsernameOrPassword'));
      else setError(isApiError(e) && e.message ? e.message : t('Common_UnknownError'));
    }
  };

  if (!entry || entry.kind !== 'form') {
    return (
      <div className="ic-card" role="status" aria-live="polite">
        {t('Common_Loading')}
      </div>
    );
  }
  const data = options.data!;
  return (
    <div className="ic-card">
      <h1>{title}</h1>
      {remoteError && <Alert level="error">{t('AuthError_RemoteFailure')}</Alert>}
      {error && <Alert level="error">{error}</Alert>}
      {data.formsEnabled && (
        <form noValidate onSubmit={onSubmit} aria-label={title}>
          <TextField
            label={t('LogOn_Username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            error={usernameError}
            required
            autoFocus
          />
          <TextField
            label={t('LogOn_Password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={passwordError}
            required
          />
          <button
            type="submit"
            className="ic-button ic-button-block"
            disabled={logonState.isLoading}
            aria-busy={logonState.isLoading || undefined}
          >
            {logonState.isLoading && <span className="ic-spinner" aria-hidden="true" />}
            {t('LogOn_Button')}
          </button>
          <p>
            <a href={`${basePath}Account/ForgotPassword`}>{t('LogOn_ForgotPassword')}</a>
          </p>
        </form>
      )}
      {data.oidcProviders.length > 0 && (
        <>
          {data.formsEnabled && <div className="ic-divider">{t('LogOn_ExternalProviders')}</div>}
          <div className="ic-stack">
            {data.oidcProviders.map((p) => (
              <a
                key={p.providerId}
                className="ic-button ic-button-secondary ic-button-block"
                href={externalLogOnUrl(p.providerId, returnUrl)}
                data-native-link=""
              >
                {`${p.title} ${t('LogOn_Button')}`}
              </a>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

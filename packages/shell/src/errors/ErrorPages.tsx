import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useUserMessages } from '../bootstrap/hooks';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { AppLink } from '../navigation/react';
import { usePage } from '../layout/pageState';
import { useT } from '../layout/i18n';

function ErrorLayout({ code, title, children }: { code?: string; title: string; children?: ReactNode }) {
  const t = useT();
  usePage({ title });
  return (
    <section className="ic-error-page" aria-labelledby="ic-error-title">
      {code && (
        <p className="ic-error-code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="ic-error-title">{title}</h1>
      {children}
      <p>
        <AppLink to="">{t('Error_BackHome')}</AppLink>
      </p>
    </section>
  );
}

/** error/401 and error/403: access denied (AccessDenied_Title, AccessDenied_Text). */
export function AccessDeniedPage({ code = '403' }: { code?: string }) {
  const t = useT();
  return (
    <ErrorLayout code={code} title={t('AccessDenied_Title')}>
      <p>{t('AccessDenied_Text')}</p>
    </ErrorLayout>
  );
}

/** error/404 and unknown paths: not found with guidance. */
export function NotFoundPage() {
  const t = useT();
  return (
    <ErrorLayout code="404" title={t('NotFound_Title')}>
      <p>{t('NotFound_Text')}</p>
      <p>{t('NotFoundGuidance_Text')}</p>
    </ErrorLayout>
  );
}

/** error/:code — 401/403 and 404 use their own texts, anything else the generic error page. */
export function ErrorCodePage() {
  const { code = '' } = useParams();
  const t = useT();
  if (code === '401' || code === '403') return <AccessDeniedPage code={code} />;
  if (code === '404') return <NotFoundPage />;
  const safe = /^\d{3}$/.test(code) ? code : undefined;
  return (
    <ErrorLayout code={safe} title={t('Error_Title', { code: safe ?? '' })}>
      <p>{t('Error_Text')}</p>
    </ErrorLayout>
  );
}

export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

/**
 * The router's own 404 text (spec §8 'No route matches URL'): react-router sends it as the error's
 * data, `Error: No route matches URL "/x"`; without it the plain spec text.
 */
function routerNotFoundText(data: unknown): string {
  const text = typeof data === 'string' ? data.replace(/^Error:\s*/, '') : '';
  return `404 ${text.startsWith('No route matches URL') ? text : 'No route matches URL'}`;
}

/** Default route errorElement: 'Unexpected Application Error!' and the error text in a danger block (spec §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="ic-error-page">
        <h1>{UNEXPECTED_ERROR_TEXT}</h1>
        <p className="ic-danger-block">{routerNotFoundText(error.data)}</p>
      </main>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="ic-error-page">
      <h1>{UNEXPECTED_ERROR_TEXT}</h1>
      {message && <pre className="ic-danger-block">{message}</pre>}
    </main>
  );
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText || (error.status === 404 ? 'No route matches URL' : '')}`.trim();
  if (error instanceof Error) return error.message;
  return String(error ?? '');
}

/**
 * errorElement of the pages inside the frame: the error goes to the page's user messages
 * (spec §8 'inside a page … adds an error user message') and the page says what happened.
 */
export function PageErrorElement() {
  const error = useRouteError();
  const { add } = useUserMessages();
  const message = errorText(error);
  useEffect(() => {
    if (message) add([{ message, level: 'error' }], 'page');
  }, [message, add]);
  return (
    <section className="ic-error-page">
      <h1>{UNEXPECTED_ERROR_TEXT}</h1>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Inside a page or dialog: report as a user message instead of the danger block. */
  onError?: (error: Error) => void;
  fallback?: (error: Error) => ReactNode;
}

/** Renders an uncaught rendering error's text in a danger-styled block (spec §8). */
export class RenderErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    return (
      <div className="ic-danger-block" role="alert">
        {error.message}
      </div>
    );
  }
}

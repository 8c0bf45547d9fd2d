import type { CSSProperties } from 'react';
import { LOADING_TEXTS, loadingTextFor } from '@insulcalc/i18n';

const STYLE_ID = 'insulcalc-shell-spinner-style';

function ensureSpinnerStyle(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent =
    '@keyframes insulcalc-shell-spin{to{transform:rotate(360deg)}}' +
    '.insulcalc-shell-spinner{display:inline-block;width:2rem;height:2rem;border:.25em solid currentColor;' +
    'border-right-color:transparent;border-radius:50%;animation:insulcalc-shell-spin .75s linear infinite}' +
    '@media (prefers-reduced-motion:reduce){.insulcalc-shell-spinner{animation-duration:2.5s}}';
  document.head.appendChild(style);
}

// The texts are i18n's: the server writes the same status into the HTML before the scripts run.
export { LOADING_TEXTS, loadingTextFor };

const wrapper: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  minHeight: '50vh',
};

/** An accessible loading indicator: a spinner and a status text announced politely. */
export function LoadingStatus({ label }: { label: string }) {
  ensureSpinnerStyle();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      style={wrapper}
      className="insulcalc-shell-loading"
    >
      <span className="insulcalc-shell-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** The screen shown when the application cannot start (spec §8 Common_ApplicationLoadFailed). */
export function LoadFailedScreen({ text }: { text: string }) {
  return (
    <div role="alert" className="insulcalc-shell-load-failed" style={{ ...wrapper, color: '#842029' }}>
      <p style={{ maxWidth: '40rem', textAlign: 'center' }}>{text}</p>
    </div>
  );
}

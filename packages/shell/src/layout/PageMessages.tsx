import { useUserMessages, useShellTranslate } from '../bootstrap/hooks';
import { useT } from './i18n';

/** The page's alert area (user messages with target 'page'). */
export function PageMessages() {
  const t = useT();
  const { pageMessages, dismiss } = useUserMessages();
  const { text } = useShellTranslate();
  if (pageMessages.length === 0) return null;
  return (
    <div className="ic-page-messages">
      {pageMessages.map((m) => (
        <div key={m.id} className={`ic-alert ic-alert-${m.level}`} role={m.level === 'error' ? 'alert' : 'status'}>
          <span>{text(m)}</span>{' '}
          <button type="button" className="ic-topbar-button" style={{ color: 'inherit', float: 'right', padding: 0 }} aria-label={t('Common_Close')} onClick={() => dismiss(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

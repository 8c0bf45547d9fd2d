import type { CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useShellTranslate } from '../bootstrap/hooks';
import { LEVEL_LABEL_KEY, LEVEL_VARIANT, roleOf } from './levels';
import { MessageText } from './MessageText';
import { dismissUserMessage, selectPageMessages, selectToastMessages, type MessagesState } from './slice';
import type { UserMessage, UserMessageTarget } from './types';

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The dismiss button: works unstyled, and with Bootstrap's `.btn-close`. */
export const dismissButton: CSSProperties = {
  background: 'none',
  border: 0,
  padding: '0 0.25rem',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  color: 'inherit',
  cursor: 'pointer',
};

export interface UserMessagesProps {
  /** Which messages: the page alert area (default) or the toast ones. */
  target?: UserMessageTarget;
  /** Show only messages for this control (form fields) or only those without a control (`null`). */
  controlName?: string | null;
  className?: string;
}

function MessageAlert({ message, onDismiss }: { message: UserMessage; onDismiss: () => void }) {
  const { t, text } = useShellTranslate();
  const variant = LEVEL_VARIANT[message.level];
  return (
    <div
      role={roleOf(message.level)}
      className={`ic-alert ic-alert-${message.level} alert alert-${variant} alert-dismissible insulcalc-user-message`}
      data-level={message.level}
      style={{ display: 'flex', alignItems: 'flex-start', gap: '0.5rem' }}
    >
      <span style={visuallyHidden}>{t(LEVEL_LABEL_KEY[message.level])}: </span>
      <div style={{ flex: 1 }}>
        <MessageText text={text(message)} isHtml={message.isHtml} />
      </div>
      <button
        type="button"
        className="btn-close insulcalc-dismiss"
        aria-label={t('Shell_DismissMessage')}
        onClick={onDismiss}
        style={dismissButton}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The page's alert area for user messages (spec §2 Page frame). */
export function UserMessages({ target = 'page', controlName, className }: UserMessagesProps) {
  const dispatch = useDispatch();
  const { t } = useShellTranslate();
  const all = useSelector((s: { messages: MessagesState }) =>
    target === 'page' ? selectPageMessages(s) : selectToastMessages(s),
  );
  const messages =
    controlName === undefined
      ? all
      : all.filter((m) => (controlName === null ? !m.controlName : m.controlName === controlName));
  if (messages.length === 0) return null;
  return (
    <section
      aria-label={t('Shell_UserMessages')}
      className={['insulcalc-user-messages', className].filter(Boolean).join(' ')}
    >
      {messages.map((m) => (
        <MessageAlert key={m.id} message={m} onDismiss={() => dispatch(dismissUserMessage(m.id))} />
      ))}
    </section>
  );
}

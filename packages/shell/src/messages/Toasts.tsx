import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useShellTranslate } from '../bootstrap/hooks';
import { selectProfile } from '../state/profile';
import type { Profile } from '../state/types';
import { LEVEL_LABEL_KEY, LEVEL_VARIANT, roleOf } from './levels';
import { MessageText } from './MessageText';
import { dismissUserMessage, selectToastMessages, type MessagesState } from './slice';
import type { UserMessage, UserMessageLevel } from './types';
import { dismissButton, visuallyHidden } from './UserMessages';

/** Default auto-hide delay of toasts (spec §9). */
export const DEFAULT_TOAST_DELAY_MS = 5000;

/** Auto-hide duration per level in ms; a level left out (or null/0) never auto-hides. */
export type ToastDurations = Partial<Record<UserMessageLevel, number | null>>;

export const DEFAULT_TOAST_DURATIONS: ToastDurations = {
  error: DEFAULT_TOAST_DELAY_MS,
  warn: DEFAULT_TOAST_DELAY_MS,
  info: DEFAULT_TOAST_DELAY_MS,
};

/**
 * Reads server-style duration names too (error, information/info, warning/warn), so a
 * configuration object from the server can be passed as it is.
 */
export function normalizeToastDurations(
  config: Record<string, number | null | undefined> | null | undefined,
): ToastDurations {
  if (!config) return DEFAULT_TOAST_DURATIONS;
  const out: ToastDurations = {};
  for (const [key, value] of Object.entries(config)) {
    const k = key.toLowerCase();
    const level: UserMessageLevel | null =
      k === 'error'
        ? 'error'
        : k === 'warn' || k === 'warning'
          ? 'warn'
          : k === 'info' || k === 'information'
            ? 'info'
            : null;
    if (level && typeof value === 'number' && value > 0) out[level] = value;
  }
  return out;
}

/**
 * The signed-in user's Message settings: a level set to hide by itself hides after the default
 * delay, a level set not to stays until dismissed. Without a profile every level hides.
 */
export function toastDurationsFromProfile(profile: Pick<Profile, 'messageAutoHide'> | null): ToastDurations {
  const autoHide = profile?.messageAutoHide;
  if (!autoHide) return DEFAULT_TOAST_DURATIONS;
  const delay = (hides: boolean) => (hides ? DEFAULT_TOAST_DELAY_MS : null);
  return { error: delay(autoHide.error), warn: delay(autoHide.warn), info: delay(autoHide.info) };
}

export interface ToastsProps {
  /**
   * Per-level durations; by default the profile's Message settings (5000 ms for a level that
   * hides by itself). Levels not configured don't auto-hide.
   */
  durations?: ToastDurations | Record<string, number | null | undefined>;
  className?: string;
}

const container: CSSProperties = {
  position: 'fixed',
  top: '1rem',
  insetInlineEnd: '1rem',
  zIndex: 9100,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
};

/** Opaque colours per level (toasts float over the page), the frame's alert palette. */
const TOAST_COLORS: Record<UserMessageLevel, CSSProperties> = {
  error: { background: '#fef2f2', borderColor: '#fca5a5', color: '#7f1d1d' },
  warn: { background: '#fffbeb', borderColor: '#fcd34d', color: '#78350f' },
  info: { background: '#eff6ff', borderColor: '#93c5fd', color: '#1e3a8a' },
};

function Toast({
  message,
  duration,
  onDismiss,
}: {
  message: UserMessage;
  duration: number | null;
  onDismiss: () => void;
}) {
  const { t, text } = useShellTranslate();
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    if (!duration || paused) return;
    const timer = setTimeout(() => dismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);
  const variant = LEVEL_VARIANT[message.level];
  return (
    <div
      role={roleOf(message.level)}
      aria-atomic="true"
      className={`ic-alert ic-alert-${message.level} toast show text-bg-${variant} insulcalc-toast`}
      data-level={message.level}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: '0.5rem',
        padding: '0.75rem',
        borderRadius: '0.375rem',
        margin: 0,
        border: '1px solid',
        boxShadow: '0 0.5rem 1rem rgba(0, 0, 0, 0.15)',
        ...TOAST_COLORS[message.level],
      }}
    >
      <span style={visuallyHidden}>{t(LEVEL_LABEL_KEY[message.level])}: </span>
      <div className="toast-body" style={{ flex: 1, padding: 0 }}>
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

/**
 * The toast stack, top-end (spec §9): each toast hides after its level's duration (paused while
 * hovered or focused), or stays until dismissed when no duration is configured for its level.
 */
export function Toasts({ durations, className }: ToastsProps) {
  const dispatch = useDispatch();
  const { t } = useShellTranslate();
  const messages = useSelector((s: { messages: MessagesState }) => selectToastMessages(s));
  const autoHide = useSelector((s: Parameters<typeof selectProfile>[0]) => selectProfile(s)?.messageAutoHide);
  const config: ToastDurations =
    durations === undefined
      ? toastDurationsFromProfile(autoHide ? { messageAutoHide: autoHide } : null)
      : normalizeToastDurations(durations as Record<string, number | null | undefined>);
  return (
    <section
      aria-label={t('Shell_Notifications')}
      className={['toast-container', 'insulcalc-toasts', className].filter(Boolean).join(' ')}
      style={container}
    >
      {messages.map((m) => (
        <Toast
          key={m.id}
          message={m}
          duration={config[m.level] ?? null}
          onDismiss={() => dispatch(dismissUserMessage(m.id))}
        />
      ))}
    </section>
  );
}

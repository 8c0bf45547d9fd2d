import type { UserMessageLevel } from './types';

/** Bootstrap-compatible contextual class per level. */
export const LEVEL_VARIANT: Record<UserMessageLevel, 'danger' | 'warning' | 'info'> = {
  error: 'danger',
  warn: 'warning',
  info: 'info',
};

/** Errors interrupt (role=alert, assertive); warnings and infos are polite status messages. */
export function roleOf(level: UserMessageLevel): 'alert' | 'status' {
  return level === 'error' ? 'alert' : 'status';
}

/** Translation key of the visually hidden level prefix read by screen readers. */
export const LEVEL_LABEL_KEY: Record<UserMessageLevel, string> = {
  error: 'Shell_MessageLevel_Error',
  warn: 'Shell_MessageLevel_Warning',
  info: 'Shell_MessageLevel_Information',
};

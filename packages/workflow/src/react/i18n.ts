import { useCallback } from 'react';
import { useTranslate, type TranslateValues } from '@insulcalc/i18n';

/** `t(key, values)` as a string: a key mapped to null renders empty. */
export function useT(): (key: string, values?: TranslateValues) => string {
  const translate = useTranslate();
  return useCallback((key: string, values?: TranslateValues) => translate(key, values) ?? '', [translate]);
}

/** A date and time in the reader's language (the page's `lang`). */
export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The document's language (set by the shell from the profile). */
export function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

/** Task ids as the server makes them (`<processId>.t<n>`); anything else is not asked for. */
export function isTaskId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,150}\.t\d{1,9}$/.test(value);
}

export const OPEN_TASK_PATH = 'Process/OpenTask';
export const MY_TASKS_PATH = 'Process/MyTasks';

/** The address of a task's page (relative to the app's base). */
export function openTaskHref(taskId: string): string {
  return `/${OPEN_TASK_PATH}?instanceActivityTaskId=${encodeURIComponent(taskId)}`;
}

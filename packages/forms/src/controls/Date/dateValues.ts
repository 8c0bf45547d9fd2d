import {
  CalendarDate,
  type CalendarDateTime,
  Time,
  fromDate,
  getLocalTimeZone,
  toCalendarDateTime as zonedToCalendarDateTime,
} from '@internationalized/date';
import { parseDate } from '@insulcalc/i18n/core';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * Stored values are locale-independent (spec §5): a date 'YYYY-MM-DD', a time 'HH:mm:ss', a
 * timestamp a full ISO string in UTC. Legacy '/Date(ms)/' and other ISO forms are read too.
 */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return new CalendarDate(Number(plain[1]), Number(plain[2]), Number(plain[3]));
  }
  const date = parseDate(value as string | number | Date | null);
  return date ? new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null;
}

export function fromCalendarDate(value: { year: number; month: number; day: number } | null): string | null {
  return value ? `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}` : null;
}

export function toCalendarDateTime(value: unknown): CalendarDateTime | null {
  const date = parseDate(value as string | number | Date | null);
  return date ? zonedToCalendarDateTime(fromDate(date, getLocalTimeZone())) : null;
}

export function fromCalendarDateTime(value: CalendarDateTime | null): string | null {
  if (!value) return null;
  return value
    .toDate(getLocalTimeZone())
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

export function toTime(value: unknown): Time | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Time(hour, minute, second);
}

export function fromTime(value: { hour: number; minute: number; second: number } | null): string | null {
  return value ? `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}` : null;
}

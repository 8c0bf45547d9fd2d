import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { fromCalendarDate, fromTime, toCalendarDate, toTime } from './dateValues';

describe('Date', () => {
  it('stores dates as YYYY-MM-DD and reads the legacy /Date(ms)/ form', () => {
    expect(fromCalendarDate(toCalendarDate('2026-03-09'))).toBe('2026-03-09');
    expect(fromCalendarDate(toCalendarDate('/Date(1767225600000)/'))).toMatch(/^2026-01-0[12]$/);
    expect(toCalendarDate('not a date')).toBeNull();
  });
  it('stores times as HH:mm:ss', () => {
    expect(fromTime(toTime('7:05'))).toBe('07:05:00');
    expect(toTime('25:00')).toBeNull();
  });
  it('renders locale-aware segments', async () => {
    await renderControl({ name: 'Due', controlType: 'Date', displayName: 'Due date', value: '2026-03-09' });
    expect(screen.getAllByRole('spinbutton').length).toBeGreaterThanOrEqual(3);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCalendarDateTime, toCalendarDateTime } from '../Date/dateValues';
import { renderControl } from '../testing';

describe('DateTime', () => {
  it('round-trips an ISO timestamp in UTC', () => {
    expect(fromCalendarDateTime(toCalendarDateTime('2026-03-09T10:15:00Z'))).toBe('2026-03-09T10:15:00Z');
  });
  it('renders date and time segments', async () => {
    await renderControl({
      name: 'At',
      controlType: 'DateTime',
      displayName: 'At',
      value: '2026-03-09T10:15:00Z',
    });
    expect(screen.getAllByRole('spinbutton').length).toBeGreaterThanOrEqual(5);
  });
});

import { describe, expect, it } from 'vitest';
import { chartSeries } from './widgets';

const groups = [
  { key: '2025-12', label: '2025-12', values: { Count: 3 } },
  { key: '2026-01', label: '2026-01', values: { Count: 2 } },
];

describe('chartSeries', () => {
  const now = new Date('2026-01-20T10:00:00Z');

  it('shows every month of the period, those without rows as zero, named in the language', () => {
    const settings = {
      report: 'OfferRequestsReport',
      measure: 'Count',
      groupBy: 'Month',
      chartType: 'bar' as const,
      filters: [],
      period: { field: 'Month', period: 'last12Months' as const },
    };
    const en = chartSeries(settings, { groups }, 'Count', 'en', now);
    expect(en.values).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2]);
    expect(en.labels[0]).toBe('Feb 2025');
    expect(en.labels[11]).toBe('Jan 2026');
    const de = chartSeries(settings, { groups: [] }, 'Count', 'de', now);
    expect(de.values).toEqual(Array(12).fill(0));
    expect(de.labels[11]).toBe('Jan. 2026');
  });

  it('shows the report’s own groups for any other grouping', () => {
    const settings = {
      report: 'OfferRequestsReport',
      measure: 'Count',
      groupBy: 'Status',
      chartType: 'pie' as const,
      filters: [],
    };
    const status = [{ key: 'New', label: 'New', values: { Count: 4 } }];
    expect(chartSeries(settings, { groups: status }, 'Count', 'en', now)).toEqual({
      labels: ['New'],
      values: [4],
    });
    expect(chartSeries(settings, { groups: [] }, 'Count', 'en', now)).toEqual({ labels: [], values: [] });
  });
});

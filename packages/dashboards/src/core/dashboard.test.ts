import { describe, expect, it } from 'vitest';
import {
  dashboardDefinitionSchema,
  periodFilter,
  periodMonths,
  singleColumn,
  textIn,
  widgetSchema,
} from './dashboard';
import { reportDefinitionSchema, reportSummaryRequestSchema } from './report';

const text = (id: string, x: number, y: number, w = 4) => ({
  id,
  type: 'text' as const,
  title: id,
  x,
  y,
  w,
  h: 2,
  settings: { text: id },
});

describe('dashboard definitions', () => {
  it('accept widgets that fit the 12 columns and refuse the others, and duplicate ids', () => {
    expect(
      dashboardDefinitionSchema.safeParse({ title: 'D', widgets: [text('a', 0, 0), text('b', 8, 0)] })
        .success,
    ).toBe(true);
    expect(widgetSchema.safeParse(text('c', 10, 0, 4)).success).toBe(false);
    expect(
      dashboardDefinitionSchema.safeParse({ title: 'D', widgets: [text('a', 0, 0), text('a', 4, 0)] })
        .success,
    ).toBe(false);
    expect(
      widgetSchema.safeParse({ ...text('k', 0, 0), type: 'keyFigure', settings: { report: 'R' } }).success,
    ).toBe(false);
  });

  it('turn relative periods into month filters', () => {
    const now = new Date('2026-01-20T10:00:00Z');
    expect(periodFilter({ field: 'Month', period: 'thisMonth' }, now)).toEqual({
      field: 'Month',
      kind: 'equals',
      value: '2026-01',
    });
    expect(periodFilter({ field: 'Month', period: 'lastMonth' }, now)).toMatchObject({ value: '2025-12' });
    expect(periodFilter({ field: 'Month', period: 'last12Months' }, now)).toMatchObject({
      kind: 'range',
      from: '2025-02',
      to: '2026-01',
    });
  });

  it('list every month of a period, oldest first, across the year', () => {
    const now = new Date('2026-01-20T10:00:00Z');
    const last12 = periodMonths({ field: 'Month', period: 'last12Months' }, now);
    expect(last12).toHaveLength(12);
    expect(last12[0]).toBe('2025-02');
    expect(last12[11]).toBe('2026-01');
    expect(periodMonths({ field: 'Month', period: 'lastMonth' }, now)).toEqual(['2025-12']);
    expect(periodMonths({ field: 'Month', period: 'thisYear' }, now)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('accept a live consistency widget with a bounded list', () => {
    const widget = { id: 'c', type: 'consistency', title: 'C', x: 0, y: 0, w: 6, h: 2 };
    expect(widgetSchema.parse({ ...widget, settings: {} })).toMatchObject({ settings: { pageSize: 5 } });
    expect(widgetSchema.safeParse({ ...widget, settings: { pageSize: 500 } }).success).toBe(false);
  });

  it('reflow to one column in reading order on a phone', () => {
    const widgets = [text('right', 8, 0), text('below', 0, 2), text('left', 0, 0)];
    expect(singleColumn(widgets).map((w) => [w.id, w.x, w.w])).toEqual([
      ['left', 0, 12],
      ['right', 0, 12],
      ['below', 0, 12],
    ]);
  });

  it('pick a text in the language, else English', () => {
    expect(textIn({ en: 'Sales', de: 'Vertrieb' }, 'de')).toBe('Vertrieb');
    expect(textIn({ en: 'Sales', de: 'Vertrieb' }, 'hr')).toBe('Sales');
    expect(textIn('Plain', 'sl')).toBe('Plain');
  });
});

describe('report definitions', () => {
  it('need a field for sums and a chart on one of their measures', () => {
    const base = {
      id: 'R',
      titleKey: 'K',
      source: 'calculations',
      columns: ['Project'],
      groupBy: ['Equipment'],
      measures: [{ name: 'Count', titleKey: 'C', aggregate: 'count' }],
    };
    expect(reportDefinitionSchema.safeParse(base).success).toBe(true);
    expect(
      reportDefinitionSchema.safeParse({
        ...base,
        measures: [{ name: 'S', titleKey: 'S', aggregate: 'sum' }],
      }).success,
    ).toBe(false);
    expect(
      reportDefinitionSchema.safeParse({ ...base, chart: { type: 'bar', measure: 'Nope' } }).success,
    ).toBe(false);
    expect(reportDefinitionSchema.safeParse({ ...base, source: 'secrets' }).success).toBe(false);
  });

  it('summary requests refuse ranges without ends and oversized pages', () => {
    expect(
      reportSummaryRequestSchema.safeParse({ filters: [{ field: 'Month', kind: 'range' }] }).success,
    ).toBe(false);
    expect(reportSummaryRequestSchema.safeParse({ pageSize: 10_000 }).success).toBe(false);
    expect(reportSummaryRequestSchema.parse({})).toMatchObject({ page: 1, pageSize: 50, filters: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { templateSourceSchema } from './schema';

const pdf = (extra: Record<string, unknown>) => ({
  format: 'pdf',
  title: 'Offer',
  body: [{ type: 'paragraph', text: 'Hello' }],
  ...extra,
});

describe('template source: documents sent along (attach)', () => {
  it('accepts a template id and a context path', () => {
    const parsed = templateSourceSchema.parse(
      pdf({ attach: [{ template: 'CalculationReport', instance: 'calculation.report' }] }),
    );
    expect(parsed.format === 'pdf' && parsed.attach).toEqual([
      { template: 'CalculationReport', instance: 'calculation.report' },
    ]);
  });

  it('refuses a bad template id, a bad path, unknown keys and more than five', () => {
    for (const attach of [
      [{ template: '../x', instance: 'a' }],
      [{ template: 'A', instance: 'a..b' }],
      [{ template: 'A', instance: 'a', extra: 1 }],
      Array.from({ length: 6 }, () => ({ template: 'A', instance: 'a' })),
    ])
      expect(templateSourceSchema.safeParse(pdf({ attach })).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { viewDefinitionSchema, viewFilterSchema, viewRowsRequestSchema } from './view';

const base = { id: 'OfferRequests', entityId: 'OfferRequest', columns: [{ attribute: 'ContactName' }] };

describe('viewDefinitionSchema', () => {
  it('fills the defaults: sortable columns without filters, 50 a page, counting to 10,000', () => {
    const view = viewDefinitionSchema.parse(base);
    expect(view.columns[0]).toEqual({ attribute: 'ContactName', sortable: true, filters: [], hidden: false });
    expect(view).toMatchObject({
      pageSize: 50,
      countLimit: 10_000,
      defaultSort: [],
      filters: [],
      indexes: [],
    });
  });

  it('refuses a duplicate column, a default sort on an unsortable column and a reserved name', () => {
    expect(
      viewDefinitionSchema.safeParse({ ...base, columns: [...base.columns, ...base.columns] }).success,
    ).toBe(false);
    expect(
      viewDefinitionSchema.safeParse({
        ...base,
        columns: [{ attribute: 'ContactName', sortable: false }],
        defaultSort: [{ attribute: 'ContactName', direction: 'asc' }],
      }).success,
    ).toBe(false);
    expect(viewDefinitionSchema.safeParse({ ...base, columns: [{ attribute: '__proto__' }] }).success).toBe(
      false,
    );
    expect(viewDefinitionSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});

describe('view requests', () => {
  it('accepts each filter kind and refuses a range without bounds', () => {
    for (const f of [
      { attribute: 'A', kind: 'contains', value: 'x' },
      { attribute: 'A', kind: 'equals', value: null },
      { attribute: 'A', kind: 'range', from: 1 },
      { attribute: 'A', kind: 'values', values: ['SI'] },
    ])
      expect(viewFilterSchema.safeParse(f).success).toBe(true);
    expect(viewFilterSchema.safeParse({ attribute: 'A', kind: 'range' }).success).toBe(false);
  });

  it('pages from 1 and caps the page size', () => {
    expect(viewRowsRequestSchema.parse({})).toEqual({ page: 1, filters: [] });
    expect(viewRowsRequestSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(viewRowsRequestSchema.safeParse({ pageSize: 1000 }).success).toBe(true);
    expect(viewRowsRequestSchema.safeParse({ pageSize: 1001 }).success).toBe(false);
  });
});

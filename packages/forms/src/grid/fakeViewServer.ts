import type {
  ViewColumnAnswer,
  ViewFilter,
  ViewLookupAnswer,
  ViewRow,
  ViewRowsAnswer,
  ViewSort,
} from '../core/index';

/**
 * An in-memory views server for stories and tests: pages, sorts (id breaks ties), filters and
 * counts up to a limit as the real module does (decision 0015), over rows given up front. Not a
 * mock of the grid: the grid's requests run through the real shell client against it.
 */
export interface FakeView {
  viewId: string;
  entityId: string;
  title: string;
  columns: ViewColumnAnswer[];
  rows: ViewRow[];
  defaultSort?: ViewSort[];
  pageSize?: number;
  countLimit?: number;
  canDelete?: boolean;
  canCreate?: boolean;
  lookup?: { displayAttributes: string[]; searchAttributes: string[] };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function matches(row: ViewRow, filter: ViewFilter): boolean {
  const value = row.values[filter.attribute];
  switch (filter.kind) {
    case 'contains':
      return String(value ?? '')
        .toLowerCase()
        .includes(filter.value.toLowerCase());
    case 'equals':
      return filter.value === null
        ? value === null || value === undefined
        : String(value) === String(filter.value);
    case 'range':
      return (
        (filter.from === undefined || compare(value, filter.from) >= 0) &&
        (filter.to === undefined || compare(value, filter.to) <= 0) &&
        value !== null &&
        value !== undefined
      );
    case 'values':
      return filter.values.includes(String(value));
  }
}

export function fakeRows(view: FakeView, body: unknown): ViewRowsAnswer {
  const request = (body ?? {}) as {
    page?: number;
    pageSize?: number;
    sort?: ViewSort[];
    filters?: ViewFilter[];
  };
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? view.pageSize ?? 50;
  const sort = request.sort ?? view.defaultSort ?? [];
  const filtered = view.rows.filter((row) => (request.filters ?? []).every((f) => matches(row, f)));
  const sorted = [...filtered].sort((a, b) => {
    for (const s of sort) {
      const c = compare(a.values[s.attribute], b.values[s.attribute]);
      if (c !== 0) return s.direction === 'desc' ? -c : c;
    }
    const c = a.id.localeCompare(b.id);
    return sort.at(-1)?.direction === 'desc' ? -c : c;
  });
  const limit = view.countLimit ?? 10_000;
  return {
    viewId: view.viewId,
    entityId: view.entityId,
    title: view.title,
    columns: view.columns,
    sort,
    page,
    pageSize,
    total: Math.min(filtered.length, limit),
    totalIsExact: filtered.length <= limit,
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    canDelete: view.canDelete ?? true,
    canCreate: view.canCreate ?? true,
  };
}

export function fakeLookup(view: FakeView, body: unknown): ViewLookupAnswer {
  const request = (body ?? {}) as { search?: string; ids?: string[]; limit?: number };
  const lookup = view.lookup ?? {
    displayAttributes: [view.columns[0]!.attribute],
    searchAttributes: [view.columns[0]!.attribute],
  };
  const search = (request.search ?? '').trim().toLowerCase();
  const items = view.rows
    .filter((row) => !request.ids || request.ids.includes(row.id))
    .filter(
      (row) =>
        !search ||
        lookup.searchAttributes.some((a) =>
          String(row.values[a] ?? '')
            .toLowerCase()
            .includes(search),
        ),
    )
    .sort((a, b) => compare(a.values[lookup.displayAttributes[0]!], b.values[lookup.displayAttributes[0]!]))
    .slice(0, request.ids ? request.ids.length : (request.limit ?? 20))
    .map((row) => ({
      id: row.id,
      displayName: row.displayName,
      values: Object.fromEntries(lookup.displayAttributes.map((a) => [a, row.values[a] ?? null])),
    }));
  return { viewId: view.viewId, entityId: view.entityId, displayAttributes: lookup.displayAttributes, items };
}

/** Offer requests as the seeded OfferRequests view lists them (stories, tests). */
export function offerRequestsView(count = 120): FakeView {
  const countries = ['SI', 'HR', 'DE', 'AT', 'RS', 'BA'];
  const statuses = ['New', 'InProgress', 'Offered', 'Closed'];
  const first = ['Ana', 'Bojan', 'Cvetka', 'Damir', 'Eva', 'Franz', 'Goran', 'Hana', 'Ivo', 'Jana'];
  const last = ['Novak', 'Horvat', 'Kovačič', 'Müller', 'Petrović', 'Zupan', 'Schmidt', 'Babić'];
  const rows: ViewRow[] = Array.from({ length: count }, (_, i) => {
    const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
    return {
      id: `r${String(i + 1).padStart(4, '0')}`,
      displayName: name,
      values: {
        ContactName: name,
        Company: `${last[(i * 3) % last.length]} d.o.o.`,
        Email: `${name.toLowerCase().replace(/[^a-z]/g, '.')}@example.com`,
        Country: countries[i % countries.length]!,
        Status: statuses[(i * 5) % statuses.length]!,
        Area: Math.round((i * 37.5 + 12.25) * 100) / 100,
      },
    };
  });
  return {
    viewId: 'OfferRequests',
    entityId: 'OfferRequest',
    title: 'Offer requests',
    defaultSort: [{ attribute: 'ContactName', direction: 'asc' }],
    pageSize: 10,
    lookup: {
      displayAttributes: ['ContactName', 'Company'],
      searchAttributes: ['ContactName', 'Company', 'Email'],
    },
    columns: [
      {
        attribute: 'ContactName',
        title: 'Contact',
        dataType: 'text',
        sortable: true,
        filters: ['contains', 'equals'],
        width: 200,
        hidden: false,
      },
      {
        attribute: 'Company',
        title: 'Company',
        dataType: 'text',
        sortable: true,
        filters: ['contains'],
        width: 200,
        hidden: false,
      },
      {
        attribute: 'Email',
        title: 'E-mail',
        dataType: 'email',
        sortable: true,
        filters: ['contains'],
        width: 220,
        hidden: false,
      },
      {
        attribute: 'Country',
        title: 'Country',
        dataType: 'code',
        sortable: true,
        filters: ['values'],
        hidden: false,
        codeList: 'countries',
        values: [
          { value: 'SI', text: 'Slovenia' },
          { value: 'HR', text: 'Croatia' },
          { value: 'DE', text: 'Germany' },
          { value: 'AT', text: 'Austria' },
          { value: 'RS', text: 'Serbia' },
          { value: 'BA', text: 'Bosnia and Herzegovina' },
        ],
      },
      {
        attribute: 'Status',
        title: 'Status',
        dataType: 'code',
        sortable: true,
        filters: ['values', 'equals'],
        hidden: false,
        values: statuses.map((s) => ({ value: s, text: s.replace(/([a-z])([A-Z])/g, '$1 $2') })),
      },
      {
        attribute: 'Area',
        title: 'Area (m²)',
        dataType: 'decimal',
        sortable: true,
        filters: ['range'],
        hidden: false,
      },
    ],
    rows,
  };
}

/** A fetch answering a fake view's rows and lookup calls, and delete-allowed (removing rows). */
export function fakeViewFetch(views: FakeView[], options: { refuse?: (id: string) => boolean } = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
    const rowsMatch = /\/api\/v1\/views\/([^/]+)\/(rows|lookup)/.exec(url);
    if (rowsMatch) {
      const view = views.find((v) => v.viewId === decodeURIComponent(rowsMatch[1]!));
      if (!view) return json({ title: 'Not found', status: 404 }, 404);
      return json(rowsMatch[2] === 'rows' ? fakeRows(view, body) : fakeLookup(view, body));
    }
    const deleteMatch = /\/api\/v1\/entities\/([^/]+)\/delete-allowed/.exec(url);
    if (deleteMatch) {
      const ids = ((body as { entityInstanceIds?: string[] })?.entityInstanceIds ?? []).map(String);
      const view = views.find((v) => v.entityId === decodeURIComponent(deleteMatch[1]!));
      const refused = ids.filter((id) => options.refuse?.(id));
      const deleted = ids.filter((id) => !refused.includes(id));
      if (view) view.rows = view.rows.filter((r) => !deleted.includes(r.id));
      return json({
        deletedIds: deleted,
        massEditErrors: refused.map((id) => ({
          entityInstanceId: id,
          entityInstanceDisplayName: view?.rows.find((r) => r.id === id)?.displayName ?? null,
          reason: 'forbidden',
          message: 'You may not delete this record.',
        })),
        userMessages: [],
      });
    }
    return json({});
  };
}

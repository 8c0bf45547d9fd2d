import type { SentDocument } from './figures';

/** What the configurator attaches to an offer request (tests and stories of the record's controls). */
export const calculationReference = {
  projectName: 'Plant',
  calculationName: 'Line 1',
  calculation: { matsHolder: { insulationInfo: [] }, airGap: 0 },
};

/** GET api/v1/workflow/requests/OfferRequest/{id}/calculation, as the server answers it. */
export const calculationAnswer = {
  calculation: {
    projectName: 'Plant',
    calculationName: 'Line 1',
    headline: { label: 'Heat loss per metre', value: '21.26', unit: 'W/m' },
    sentAt: '2026-11-20T09:00:00Z',
    summary: [
      {
        title: 'Object',
        rows: [
          { label: 'Equipment', value: 'Pipe', unit: '' },
          { label: 'Nominal size', value: 'DN 50', unit: '' },
          { label: 'Length', value: '5', unit: 'm' },
        ],
      },
      { title: 'Medium', rows: [{ label: 'Medium temperature', value: '100', unit: '°C' }] },
      { title: 'Ambient', rows: [{ label: 'Ambient temperature', value: '10', unit: '°C' }] },
      {
        title: 'Insulation',
        rows: [{ label: 'Inner insulation layer', value: 'Stone wool pipe section · 50 mm', unit: '' }],
      },
      {
        title: 'Heat flow',
        rows: [
          { label: 'Heat loss per metre', value: '21.26', unit: 'W/m' },
          { label: 'Total heat loss', value: '106.32', unit: 'W' },
        ],
      },
    ],
  },
  configurator: calculationReference,
};

export const sentDocument: SentDocument = {
  id: '5f1c1d2e-0000-4000-8000-000000000001',
  kind: 'sent',
  templateId: 'Offer',
  templateVersion: 2,
  fileName: 'Offer-Ana_Novak.pdf',
  differences: null,
  createdBy: 'Sales One',
  createdAt: '2026-11-20T09:00:00Z',
  href: '/api/v1/documents/sent/5f1c1d2e-0000-4000-8000-000000000001/content',
};

export const laterDocument: SentDocument = {
  ...sentDocument,
  id: '5f1c1d2e-0000-4000-8000-000000000002',
  kind: 'rendered',
  differences: [{ title: '', label: 'Heat loss per metre', sent: '21.26 W/m', now: '25.40 W/m' }],
  createdBy: 'Admin',
  createdAt: '2026-11-22T09:00:00Z',
  href: '/api/v1/documents/sent/5f1c1d2e-0000-4000-8000-000000000002/content',
};

/** The two calls as a fetch that records the paths asked for (tests). */
export function recordFetch(answers: { calculation?: unknown; documents?: SentDocument[] } = {}): {
  fetch: (input: RequestInfo | URL) => Promise<Response>;
  calls: string[];
} {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/calculation')
      ? (answers.calculation ?? calculationAnswer)
      : url.pathname.endsWith('/documents/sent')
        ? { documents: answers.documents ?? [laterDocument, sentDocument] }
        : {};
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

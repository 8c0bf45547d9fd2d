import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, translate } from '@insulcalc/i18n';
import { baseApi, createAppStore } from '@insulcalc/shell';
import offer from '../../definitions/offer.json';
import translations from '../../translations/workflow.json';
import type { DefinitionFinding } from './api';
import {
  findingDiagnostics,
  localFindings,
  ProcessDefinitionPage,
  ProcessDefinitionsPage,
} from './ProcessDefinitionsPage';
import { patient } from '../../../../scripts/patience.mjs';

const messages: Record<string, string> = {
  ...Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.en])),
  Common_Loading: 'Loading…',
  AccessDenied_Text: 'You have no access to this page.',
};
const t = (key: string, values?: Record<string, unknown>) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

const LIST = [
  {
    key: 'Offer',
    version: 3,
    entityId: 'OfferRequest',
    status: 'published',
    name: 'Offer',
    createdAt: '2026-11-20T08:00:00Z',
  },
  {
    key: 'Offer',
    version: 2,
    entityId: 'OfferRequest',
    status: 'published',
    name: 'Offer',
    createdAt: '2026-11-19T08:00:00Z',
  },
];

// jsdom has no layout: CodeMirror measures ranges; give them empty rectangles (none is asserted).
const range = Range.prototype as unknown as Record<string, unknown>;
range.getClientRects ??= () => Object.assign([], { item: () => null });
range.getBoundingClientRect ??= () => ({
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  right: 0,
  bottom: 0,
  width: 0,
  height: 0,
});

let calls: { method: string; url: string; body: unknown }[] = [];
let answer: (method: string, url: string) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const raw = init?.body ?? (input instanceof Request && method !== 'GET' ? await input.text() : null);
      calls.push({ method, url, body: typeof raw === 'string' ? JSON.parse(raw) : null });
      const { status, body } = answer(method, url);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const store = createAppStore({ setupListeners: false, connectMessageSink: false });
  store.dispatch(baseApi.util.resetApiState());
  const router = createMemoryRouter(
    [
      { path: '/Process/Definitions', element: <ProcessDefinitionsPage /> },
      { path: '/Process/Definitions/:key', element: <ProcessDefinitionPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <I18nProvider language="en" messages={messages} isProduction={false}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>,
  );
  return { router, container: view.container };
}

describe('checks in the browser', () => {
  it('a syntax error names the place the parser stopped; schema errors carry their JSON path', () => {
    const broken = '{\n  "key": "Offer",\n  "activities": [,]\n}';
    const [syntax] = localFindings(broken, t);
    expect(syntax).toMatchObject({ severity: 'error', kind: 'invalidJson' });
    expect(syntax!.message).toBe('The text is not valid JSON (line 3, column 18).');
    expect(findingDiagnostics(broken, [syntax!])[0]!.line).toBe(3);

    const text = JSON.stringify(
      { ...offer, activities: [{ ...offer.activities[0], kind: 'dance' }] },
      null,
      2,
    );
    const found = localFindings(text, t);
    expect(found.length).toBeGreaterThan(0);
    const kind = found.find((f) => f.path === 'activities.0.kind');
    expect(kind).toBeDefined();
    const [mark] = findingDiagnostics(text, [kind!]);
    expect(text.split('\n')[mark!.line - 1]).toContain('"kind": "dance"');
    expect(localFindings(JSON.stringify(offer), t)).toEqual([]);
  });

  it('says every problem in the reader’s language with its own values, never the engine’s English', () => {
    const german = Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.de]));
    const de = (key: string, values?: Record<string, unknown>) =>
      translate(german, key, values as Record<string, string | number>, 'de') ?? key;
    const [syntax] = localFindings('{\n  "key": "Offer",\n  "activities": [,]\n}', de);
    expect(syntax!.message).toBe('Der Text ist kein gültiges JSON (Zeile 3, Spalte 18).');
    const broken = {
      ...offer,
      nameKey: 5,
      activities: [
        { ...offer.activities[0], kind: 'dance' },
        ...offer.activities.slice(1),
        { ...offer.activities[1], due: { after: 'soon', reminders: [] } },
      ],
    };
    const texts = localFindings(JSON.stringify(broken, null, 2), de).map((f) => f.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Die Prozessdefinition ist bei nameKey ungültig: muss ein Text sein',
        expect.stringMatching(
          /^Die Prozessdefinition ist bei activities\.0\.kind ungültig: muss einer dieser Werte sein: "task", "end"$/,
        ),
        expect.stringMatching(/ungültig: muss eine Dauer nach ISO 8601 sein, etwa P1D oder PT4H$/),
      ]),
    );
    // The engine's own checks too, with their ids.
    const twice = { ...offer, activities: [...offer.activities, offer.activities[0]] };
    expect(localFindings(JSON.stringify(twice), de).map((f) => f.message)).toContain(
      `Die Prozessdefinition ist bei activities.${offer.activities.length}.id ungültig: die Aktivität „${offer.activities[0]!.id}“ ist doppelt definiert`,
    );
    for (const text of [...texts, syntax!.message])
      expect(text).not.toMatch(/expected|Invalid|received|Unexpected token|Unrecognized/);
  });

  it('a server finding without a path marks the first line', () => {
    const finding: DefinitionFinding = { severity: 'warning', kind: 'x', path: '', message: 'm' };
    expect(findingDiagnostics('{}', [finding])).toEqual([
      { line: 1, column: 1, message: 'm', severity: 'warning' },
    ]);
  });
});

describe('Process/Definitions', () => {
  it('lists each process once, with its newest version, linking to its editor; no axe violations', async () => {
    answer = () => ({ status: 200, body: LIST });
    const { container } = renderAt('/Process/Definitions');
    const link = await screen.findByRole('link', { name: 'Offer' });
    expect(link.getAttribute('href')).toBe('/Process/Definitions/Offer');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '3' })).toBeTruthy();
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('a user who is not an administrator is told so', async () => {
    answer = () => ({ status: 403, body: { status: 403, title: 'Forbidden' } });
    renderAt('/Process/Definitions');
    await screen.findByText('You have no access to this page.');
  });

  it('the editor loads the newest version; Check sends the text and lists the server findings', async () => {
    answer = (method, url) => {
      if (url.includes('/definitions/check'))
        return {
          status: 200,
          body: {
            findings: [
              {
                severity: 'error',
                kind: 'unknownCodeList',
                path: 'activities.0.assignment',
                message: 'The group nobody does not exist.',
              },
            ],
          },
        };
      if (url.includes('/definitions/Offer/3'))
        return { status: 200, body: { key: 'Offer', version: 3, status: 'published', definition: offer } };
      return { status: 200, body: LIST };
    };
    const { container } = renderAt('/Process/Definitions/Offer');
    await screen.findByRole('heading', { level: 1, name: 'Process: Offer' });
    expect(screen.getByTestId('definition-version').textContent).toBe('3');
    // Nothing changed yet: nothing to publish.
    expect(
      (screen.getByRole('button', { name: 'Publish as a new version' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const list = await screen.findByTestId('definition-findings');
    expect(list.textContent).toContain('activities.0.assignment');
    expect(list.textContent).toContain('The group nobody does not exist.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/api/v1/workflow/definitions/check');
    expect(post.body).toEqual(offer);
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull(), {
      timeout: patient(15_000),
    });
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

// @vitest-environment node
import { createAppStore } from '@insulcalc/shell';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONFIGURATOR_LIST_ENDPOINTS,
  CONFIGURATOR_LIST_URLS,
  insulationApi,
  prefetchConfiguratorLists,
  seedConfiguratorLists,
  selectConfiguratorListsSettled,
} from './insulationApi';

// Each store's own HTTP client calls this fetch (set per test).
let apiFetch: typeof fetch = () => Promise.reject(new Error('No fetch set for this test.'));
const api = {
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init)) as typeof fetch,
};

let calls: Array<{ url: string; method: string; body: unknown }>;
let reply: (url: string) => unknown;

beforeEach(() => {
  calls = [];
  apiFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const status = init.method === 'DELETE' ? 204 : 200;
    return new Response(status === 204 ? null : JSON.stringify(reply(url)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

const store = () => createAppStore({ api, setupListeners: false, connectMessageSink: false });

describe('insulationApi', () => {
  it.each([
    ['getLanguages', '/api/v1/codelists/languages'],
    ['getCountries', '/api/v1/codelists/countries'],
    ['getMaterials', '/api/v1/codelists/materials'],
    ['getMediums', '/api/v1/codelists/mediums?retired=true'],
    ['getProductTypes', '/api/v1/codelists/productTypes?retired=true'],
    ['getFuelTypes', '/api/v1/codelists/fuelTypes?retired=true'],
    ['getSurfaceTypes', '/api/v1/codelists/surfaceTypes?retired=true'],
    ['getSubconstructionTypes', '/api/v1/codelists/subconstructionTypes?retired=true'],
    ['getProducts', '/api/v1/products?retired=true'],
    ['getRecommendedProducts', '/api/v1/products/recommended'],
    ['getSelectedProjectId', '/api/v1/project/selected'],
    ['listProjects', '/api/v1/project'],
  ] as const)('%s → GET %s', async (name, url) => {
    reply = () => [{ id: 1 }];
    const s = store();
    const endpoint = insulationApi.endpoints[name] as unknown as { initiate: (arg: undefined) => never };
    const result = await s.dispatch(endpoint.initiate(undefined));
    expect((result as { data: unknown }).data).toEqual([{ id: 1 }]);
    expect(calls.filter((c) => !c.url.includes('telemetry'))).toEqual([
      { url, method: 'GET', body: undefined },
    ]);
  });

  it.each(CONFIGURATOR_LIST_ENDPOINTS)('CONFIGURATOR_LIST_URLS names what %s requests', async (name) => {
    reply = () => [];
    const endpoint = insulationApi.endpoints[name] as unknown as { initiate: (arg: undefined) => never };
    await store().dispatch(endpoint.initiate(undefined));
    expect(calls.filter((c) => !c.url.includes('telemetry')).map((c) => c.url)).toEqual([
      `/${CONFIGURATOR_LIST_URLS[name]}`,
    ]);
  });

  it('seedConfiguratorLists fills the cache, so the lists render without a request', async () => {
    const s = store();
    const answers = Object.fromEntries(
      CONFIGURATOR_LIST_ENDPOINTS.map((name) => [name, [{ id: name }]]),
    ) as Record<(typeof CONFIGURATOR_LIST_ENDPOINTS)[number], unknown>;
    expect(selectConfiguratorListsSettled(s.getState())).toBe(false);
    seedConfiguratorLists(s.dispatch, answers);
    expect(selectConfiguratorListsSettled(s.getState())).toBe(true);
    for (const name of CONFIGURATOR_LIST_ENDPOINTS) {
      const endpoint = insulationApi.endpoints[name] as unknown as {
        select: (arg: undefined) => (state: unknown) => { data?: unknown; isSuccess: boolean };
      };
      expect(endpoint.select(undefined)(s.getState())).toMatchObject({
        isSuccess: true,
        data: [{ id: name }],
      });
    }
    expect(calls).toEqual([]);
  });

  it('prefetchConfiguratorLists requests each list when its scheduler runs it (one task each at start-up)', async () => {
    reply = () => [];
    const s = store();
    const queued: (() => void)[] = [];
    prefetchConfiguratorLists(s.dispatch, (start) => queued.push(start));
    expect(queued).toHaveLength(CONFIGURATOR_LIST_ENDPOINTS.length);
    await Promise.resolve();
    expect(calls).toEqual([]);
    queued.shift()!();
    await expect.poll(() => calls.length).toBe(1);
    for (const start of queued) start();
    await expect.poll(() => selectConfiguratorListsSettled(s.getState())).toBe(true);
    expect(calls.map((c) => c.url).sort()).toEqual(
      CONFIGURATOR_LIST_ENDPOINTS.map((name) => `/${CONFIGURATOR_LIST_URLS[name]}`).sort(),
    );
  });

  it('project mutations use the documented methods, paths and bodies', async () => {
    reply = () => ({ projectId: 'p1', concurrencyToken: '1' });
    const s = store();
    await s.dispatch(insulationApi.endpoints.getProject.initiate('p1', { subscribe: false }));
    await s.dispatch(
      insulationApi.endpoints.createProject.initiate({ name: 'N', calculationData: [], select: false }),
    );
    await s.dispatch(
      insulationApi.endpoints.saveProject.initiate({
        projectId: 'p1',
        name: 'N',
        calculationData: [],
        concurrencyToken: '1',
      }),
    );
    await s.dispatch(insulationApi.endpoints.selectProject.initiate('p1'));
    await s.dispatch(insulationApi.endpoints.deleteProject.initiate('p1'));
    expect(calls.filter((c) => !c.url.includes('telemetry'))).toEqual([
      { url: '/api/v1/project/p1', method: 'GET', body: undefined },
      { url: '/api/v1/project', method: 'POST', body: { name: 'N', calculationData: [], select: false } },
      {
        url: '/api/v1/project/p1',
        method: 'PUT',
        body: { name: 'N', calculationData: [], concurrencyToken: '1' },
      },
      { url: '/api/v1/project/selected', method: 'PUT', body: { projectId: 'p1' } },
      { url: '/api/v1/project/p1', method: 'DELETE', body: undefined },
    ]);
  });
});

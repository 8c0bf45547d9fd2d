import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from '../../../test/testServer';
import { signIn, type SignedIn } from './testUser';

/** A stored (flat) calculation as the client sends it. */
function calc(id: string, extra: Record<string, unknown> = {}) {
  return {
    calculationId: id,
    name: 'Calculation',
    isSelected: true,
    orientation: 0,
    equipment: 0,
    material: 0,
    position: 0,
    matsHolder: null,
    airGap: null,
    equipmentNominalSize: 50,
    equipmentLength: 5,
    equipmentWallThickness: 3.6,
    equipmentDiameter: 60.3,
    equipmentHeight: null,
    equipmentWidth: null,
    equipmentAllDiameter: false,
    equipmentFromNominalSize: null,
    equipmentFromDiameter: null,
    equipmentToNominalSize: null,
    equipmentToDiameter: null,
    equipmentMaterialDensity: 7900,
    equipmentMaterialHeatCapacity: 490,
    equipmentHeatDissipation: 1,
    equipmentMaterialEmissivity: 0.6,
    calculationType: 0,
    standardType: 2,
    insulationThicknessType: 0,
    insulationTimeOrTemperatureType: 1,
    insulationStandardType: 1,
    medium: null,
    mediumTemperature: 100,
    mediumDensity: 1000,
    mediumHeatCapacity: 4186,
    mediumFreezingPoint: 0,
    mediumVelocity: 1,
    mediumFrozenPercentage: 1,
    frozenMediumDensity: 917,
    latentHeatofIceFormation: 334,
    inletTemperature: 100,
    fillLevel: 1,
    relativeHumidity: 0.5,
    mediumHeatFlowDensity: null,
    heatFlowDensity: null,
    freezingTime: null,
    endTemperature: null,
    coolingTime: null,
    surfaceTemperature: null,
    insulationClass: null,
    ambientLocation: 1,
    ambientTemperature: 10,
    ambientWind: 0,
    operatingHours: 8760,
    price: 0.15,
    fuel: null,
    emissionFactor: 202,
    insulationInfo: [
      {
        insulationId: `${id}-l1`,
        insulationProductTypeId: 1,
        insulationProductId: 1,
        insulationThickness: 40,
        insulationPosition: 1,
      },
    ],
    surface: null,
    surfaceEmissivity: 0.05,
    subconstructionEnabled: false,
    subconstruction: { ThermalBridgeId: null, ThermalConductivity: null, BridgeQuantity: null },
    ...extra,
  };
}

function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/problem\+json/);
  return res.json() as {
    userMessages?: Array<{ message: string; level: string; controlName?: string }>;
    [k: string]: unknown;
  };
}

describe(`projects on ${testDriver()}`, () => {
  let server: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    server = await createTestServer();
    alice = await signIn(server.app, server.ctx, 'alice-projects');
    bob = await signIn(server.app, server.ctx, 'bob-projects');
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (
    user: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...(user?.headers ?? {}), ...extraHeaders },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('anonymous → 401 problem+json on every project call', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/project/selected'],
      ['GET', '/api/v1/project'],
      ['GET', '/api/v1/project/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectProblem(await call(null, method, url), 401);
    }
  });

  it('a new user has no selected project', async () => {
    const res = await call(alice, 'GET', '/api/v1/project/selected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ projectId: null });
  });

  it('create → selected → load round trip keeps the flat calculation data', async () => {
    const body = {
      name: 'Boiler house',
      calculationData: [calc('c1'), calc('c2', { isSelected: false, equipment: 5, equipmentHeight: 5000 })],
    };
    const created = await call(alice, 'POST', '/api/v1/project', body);
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json() as { projectId: string; concurrencyToken: string };
    expect(p.projectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.concurrencyToken).toBe('1');
    expect(created.headers.location).toBe(`/api/v1/project/${p.projectId}`);

    expect((await call(alice, 'GET', '/api/v1/project/selected')).json()).toEqual({ projectId: p.projectId });
    const loaded = await call(alice, 'GET', `/api/v1/project/${p.projectId}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({
      projectId: p.projectId,
      name: 'Boiler house',
      calculationData: body.calculationData,
      concurrencyToken: '1',
    });
  });

  it('save with the current token bumps it; a stale token → 409 with a translated message and nothing overwritten', async () => {
    const created = (
      await call(alice, 'POST', '/api/v1/project', { name: 'P', calculationData: [calc('a')] })
    ).json() as { projectId: string; concurrencyToken: string };
    const url = `/api/v1/project/${created.projectId}`;
    const first = await call(alice, 'PUT', url, {
      name: 'P v2',
      calculationData: [calc('a', { name: 'Renamed' })],
      concurrencyToken: created.concurrencyToken,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'P v2', concurrencyToken: '2' });

    const stale = await call(
      alice,
      'PUT',
      url,
      { name: 'P lost?', calculationData: [calc('a')], concurrencyToken: created.concurrencyToken },
      { cookie: `${alice.headers.cookie}; lang=de` },
    );
    const problem = expectProblem(stale, 409);
    expect(problem.concurrencyToken).toBe('2');
    expect(problem.userMessages?.[0]?.message).toMatch(/^Das Projekt wurde nach dem Öffnen/);

    const now = (await call(alice, 'GET', url)).json() as {
      name: string;
      calculationData: Array<{ name: string }>;
    };
    expect(now.name).toBe('P v2');
    expect(now.calculationData[0]!.name).toBe('Renamed');
  });

  it('two saves with the same token at once: exactly one wins, the other gets 409', async () => {
    const created = (
      await call(alice, 'POST', '/api/v1/project', { name: 'Race', calculationData: [calc('r')] })
    ).json() as { projectId: string; concurrencyToken: string };
    const url = `/api/v1/project/${created.projectId}`;
    const [a, b] = await Promise.all([
      call(alice, 'PUT', url, {
        name: 'From A',
        calculationData: [calc('r')],
        concurrencyToken: created.concurrencyToken,
      }),
      call(alice, 'PUT', url, {
        name: 'From B',
        calculationData: [calc('r')],
        concurrencyToken: created.concurrencyToken,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json() as { name: string };
    const now = (await call(alice, 'GET', url)).json() as { name: string; concurrencyToken: string };
    expect(now).toMatchObject({ name: winner.name, concurrencyToken: '2' });
  });

  it('a bad field → 400 with userMessages naming it via controlName', async () => {
    const res = await call(alice, 'POST', '/api/v1/project', {
      name: 'X',
      calculationData: [calc('z', { equipmentDiameter: 'wide', equipment: 9 })],
    });
    const problem = expectProblem(res, 400);
    const names = problem.userMessages!.map((m) => m.controlName);
    expect(names).toContain('calculationData.0.equipmentDiameter');
    expect(names).toContain('calculationData.0.equipment');
    expect(
      problem.userMessages!.find((m) => m.controlName === 'calculationData.0.equipmentDiameter')!.message,
    ).toBe('Enter a valid number.');
    const noName = expectProblem(
      await call(alice, 'POST', '/api/v1/project', { name: '  ', calculationData: [] }),
      400,
    );
    expect(noName.userMessages![0]!.controlName).toBe('name');
    expectProblem(
      await call(alice, 'POST', '/api/v1/project', 'not json', { 'content-type': 'application/json' }),
      400,
    );
    const noToken = expectProblem(
      await call(alice, 'PUT', '/api/v1/project/00000000-0000-4000-8000-000000000000', {
        name: 'X',
        calculationData: [],
      }),
      400,
    );
    expect(noToken.userMessages![0]!.controlName).toBe('concurrencyToken');
  });

  it.each(['2147483648', '9999999999'])(
    'a concurrency token beyond the int4 version column (%s) → 400 on the token, translated; nothing saved',
    async (token) => {
      const created = (
        await call(alice, 'POST', '/api/v1/project', { name: 'Kept', calculationData: [] })
      ).json() as { projectId: string };
      const url = `/api/v1/project/${created.projectId}`;
      const res = await call(
        alice,
        'PUT',
        url,
        { name: 'Overwritten?', calculationData: [], concurrencyToken: token },
        { cookie: `${alice.headers.cookie}; lang=de` },
      );
      const problem = expectProblem(res, 400);
      expect(problem.userMessages).toEqual([
        {
          message: 'Geben Sie eine ganze Zahl im zulässigen Bereich ein.',
          level: 'error',
          controlName: 'concurrencyToken',
        },
      ]);
      expect(((await call(alice, 'GET', url)).json() as { name: string }).name).toBe('Kept');
    },
  );

  it('other users cannot see, save, select or delete a project (404)', async () => {
    const p = (
      await call(alice, 'POST', '/api/v1/project', { name: 'Private', calculationData: [] })
    ).json() as { projectId: string; concurrencyToken: string };
    const url = `/api/v1/project/${p.projectId}`;
    expectProblem(await call(bob, 'GET', url), 404);
    expectProblem(
      await call(bob, 'PUT', url, {
        name: 'Mine',
        calculationData: [],
        concurrencyToken: p.concurrencyToken,
      }),
      404,
    );
    expectProblem(await call(bob, 'PUT', '/api/v1/project/selected', { projectId: p.projectId }), 404);
    expectProblem(await call(bob, 'DELETE', url), 404);
    expect((await call(bob, 'GET', '/api/v1/project')).json()).toEqual([]);
    expectProblem(await call(alice, 'GET', '/api/v1/project/not-a-uuid'), 404);
  });

  it('list, select and delete', async () => {
    const one = (
      await call(bob, 'POST', '/api/v1/project', { name: 'One', calculationData: [calc('x')] })
    ).json() as { projectId: string };
    const two = (
      await call(bob, 'POST', '/api/v1/project', { name: 'Two', calculationData: [], select: false })
    ).json() as { projectId: string };
    let list = (await call(bob, 'GET', '/api/v1/project')).json() as Array<{
      projectId: string;
      isSelected: boolean;
      calculationCount: number;
    }>;
    expect(list.map((p) => p.projectId).sort()).toEqual([one.projectId, two.projectId].sort());
    expect(list.find((p) => p.projectId === one.projectId)).toMatchObject({
      isSelected: true,
      calculationCount: 1,
    });

    const sel = await call(bob, 'PUT', '/api/v1/project/selected', { projectId: two.projectId });
    expect(sel.json()).toEqual({ projectId: two.projectId });
    expect((await call(bob, 'GET', '/api/v1/project/selected')).json()).toEqual({ projectId: two.projectId });
    expectProblem(await call(bob, 'PUT', '/api/v1/project/selected', { projectId: 'nope' }), 400);

    const del = await call(bob, 'DELETE', `/api/v1/project/${two.projectId}`);
    expect(del.statusCode).toBe(204);
    expect((await call(bob, 'GET', '/api/v1/project/selected')).json()).toEqual({ projectId: null });
    list = (await call(bob, 'GET', '/api/v1/project')).json() as typeof list;
    expect(list.map((p) => p.projectId)).toEqual([one.projectId]);
  });

  it('unsafe calls without the anti-forgery token → 403', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/project',
      headers: { cookie: alice.headers.cookie! },
      payload: { name: 'X', calculationData: [] },
    });
    expectProblem(res, 403);
  });
});

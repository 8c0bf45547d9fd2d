import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TelemetryClient } from './client';
import { trackRouterTimings } from './routerTimings';

describe('trackRouterTimings', () => {
  it('records one timing per data navigation', async () => {
    const client = new TelemetryClient({
      fetch: (async () => new Response(null, { status: 204 })) as typeof fetch,
    });
    client.setEnabled(true);
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        {
          path: '/projects',
          element: null,
          loader: () => new Promise<null>((r) => (release = () => r(null))),
        },
      ],
      { initialEntries: ['/'] },
    );
    await router.initialize();
    const stop = trackRouterTimings(router, client);
    const done = router.navigate('/projects');
    await Promise.resolve();
    expect(client.pending().timings).toHaveLength(0);
    release();
    await done;
    const [entry] = client.pending().timings;
    expect(entry).toMatchObject({
      displayName: 'navigate /projects',
      tags: { from: '/', to: '/projects', kind: 'loading' },
    });
    expect(entry?.processingTime).toBeGreaterThanOrEqual(0);
    stop();
    router.dispose();
    client.setEnabled(false);
  });
});

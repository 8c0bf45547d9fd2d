import type { FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { defineRoute, type Fail } from '../../http/defineRoute';
import { accountSettings, getSessionUser } from '../account/index';
import { translator } from '../entities/index';
import type { ModulePlugin, ServerModule } from '../types';
import { instrumentDatabase, instrumentReadCache } from './instrument';
import { PANEL_SCRIPT, PANEL_STYLES } from './panel';
import { TraceStore } from './store';
import { addStep, round, startTrace, traceContext, type ActiveTrace, type Trace } from './trace';

/** Spec §9: the panel lists the last 10 traces; steps under 2 ms are trivial (hidden). */
export const PROFILER_MAX_TRACES = 10;
export const PROFILER_TRIVIAL_MS = 2;
export const PROFILER_PATH = '/profiler/';

const PANEL_TEXT_KEYS = [
  'Profiler_Title',
  'Profiler_Toggle',
  'Profiler_ShowTrivial',
  'Profiler_NoTraces',
  'Profiler_RequestId',
  'Profiler_Handler',
  'Profiler_Query',
  'Profiler_CacheHit',
  'Profiler_CacheMiss',
  'Profiler_HiddenSteps',
] as const;

const TRACE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
const traceParams = z.object({ id: z.string() });
const traceSchema = z.object({
  id: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number(),
  startedAt: z.number(),
  duration: z.number(),
  steps: z.array(
    z.object({
      kind: z.enum(['handler', 'query', 'cache']),
      name: z.string(),
      start: z.number(),
      duration: z.number(),
      hit: z.boolean().optional(),
    }),
  ),
});
const resultsSchema = z.object({
  traces: z.array(traceSchema),
  trivialMs: z.number(),
  maxTraces: z.number(),
  texts: z.record(z.string(), z.string()),
});

interface Recording {
  trace: ActiveTrace;
  handlerStart?: number;
}

/**
 * Records the requests of users whose profile has enableMiniProfiler: the handler's time, every
 * database query and cache read with its duration. Nothing is installed when the server's switch
 * (MINI_PROFILER_ENABLED) is off, so requests then pay nothing at all; with it on, a request of a
 * user without the flag pays the timing of its steps (microseconds) and is dropped at the end.
 */
export function installRecording(
  app: Parameters<ModulePlugin>[0],
  ctx: ServerContext,
  store: TraceStore,
): void {
  instrumentDatabase(ctx.database);
  instrumentReadCache(ctx.readCache);
  const recordings = new WeakMap<FastifyRequest, Recording>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith(PROFILER_PATH)) return done();
    const trace = startTrace(request.id, request.method, request.url.slice(0, 500));
    recordings.set(request, { trace });
    // Everything after this hook (session, handler, queries) runs inside the trace's context.
    traceContext.run(trace, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const recording = recordings.get(request);
    if (recording) recording.handlerStart = performance.now();
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done) => {
    const recording = recordings.get(request);
    if (recording?.handlerStart !== undefined) {
      const route = request.routeOptions.url ?? request.url;
      addStep(recording.trace, {
        kind: 'handler',
        name: `${request.method} ${route}`,
        startedAt: recording.handlerStart,
        duration: round(performance.now() - recording.handlerStart),
      });
      recording.handlerStart = undefined;
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const recording = recordings.get(request);
    if (!recording) return done();
    recordings.delete(request);
    const { trace } = recording;
    const finished: Trace = {
      id: trace.id,
      method: trace.method,
      url: trace.url,
      status: reply.statusCode,
      startedAt: trace.startedAt,
      duration: round(performance.now() - trace.origin),
      steps: [...trace.steps].sort((a, b) => a.start - b.start),
    };
    // Kept only for a user with the flag; stored after the answer (outside the trace's context).
    store.track(async () => {
      const user = await getSessionUser(request).catch(() => null);
      if (user?.enableMiniProfiler) await store.add(user.id, finished);
    });
    done();
  });
}

const routes: ModulePlugin = async (app, { ctx }) => {
  /** The requester, when they may see their profile (server switch and their own flag); else 404. */
  const profilingUser = async (request: FastifyRequest, fail: Fail) => {
    const user = accountSettings(ctx).miniProfilerEnabled ? await getSessionUser(request) : null;
    if (!user?.enableMiniProfiler)
      throw await fail(404, 'Profiler_NotEnabled', { detail: 'The profiler is not enabled for this user.' });
    return user;
  };
  const store = new TraceStore(ctx.db, app.log);
  app.addHook('onClose', () => store.flush());
  if (accountSettings(ctx).miniProfilerEnabled) installRecording(app, ctx, store);

  const scriptFile = (description: string, type: string) => ({
    description,
    content: { [type]: { schema: z.string() } },
  });

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: `${PROFILER_PATH}includes.js`,
      tags: ['platform'],
      summary: 'The profiler panel (loaded by the app when the profile has enableMiniProfiler)',
      response: { 200: scriptFile('JavaScript', 'text/javascript') },
    },
    async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/javascript; charset=utf-8').send(PANEL_SCRIPT);
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: `${PROFILER_PATH}includes.css`,
      tags: ['platform'],
      summary: 'The profiler panel styles',
      response: { 200: scriptFile('CSS', 'text/css') },
    },
    async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/css; charset=utf-8').send(PANEL_STYLES);
    },
  );

  // The requester's own last traces (never anyone else's), with the panel's texts.
  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: `${PROFILER_PATH}results`,
      tags: ['platform'],
      summary: "The requester's last 10 profiled requests (spec §9)",
      response: { 200: resultsSchema },
      authorize: profilingUser,
    },
    async ({ auth: user, request, reply }) => {
      const tr = await translator(ctx, request);
      // This process's traces still being written are part of the answer.
      await store.flush();
      const traces = await store.latest(user.id, PROFILER_MAX_TRACES);
      reply.header('cache-control', 'no-store');
      return {
        traces,
        trivialMs: PROFILER_TRIVIAL_MS,
        maxTraces: PROFILER_MAX_TRACES,
        texts: Object.fromEntries(
          PANEL_TEXT_KEYS.map((key) => [
            key,
            tr.t(
              key,
              key === 'Profiler_ShowTrivial'
                ? { ms: PROFILER_TRIVIAL_MS }
                : key === 'Profiler_HiddenSteps'
                  ? { count: '{count}' }
                  : undefined,
            ),
          ]),
        ),
      };
    },
  );

  defineRoute(
    app,
    ctx,
    {
      method: 'GET',
      url: `${PROFILER_PATH}results/:id`,
      tags: ['platform'],
      summary: 'One profiled request of the requester, by request id',
      params: traceParams,
      response: { 200: traceSchema },
      authorize: profilingUser,
    },
    async ({ auth: user, params: { id }, reply, fail }) => {
      await store.flush();
      // An id no request could have is simply not found (no 400: ids are opaque to the reader).
      const trace = TRACE_ID.test(id) ? await store.find(user.id, id) : undefined;
      if (!trace) throw await fail(404, 'Profiler_TraceNotFound', { detail: 'No such profiled request.' });
      reply.header('cache-control', 'no-store');
      return trace;
    },
  );
};

/**
 * The MiniProfiler of spec §6, §7 and §9. Global, so its hooks see every route's requests; its
 * routes sit at the server's `/profiler/` path, where the app loads `includes.js` from.
 */
export const profilerModule: ServerModule = { name: 'profiler', plugin: routes, global: true };

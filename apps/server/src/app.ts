import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { paths, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase, type Database } from './db/index';
import { runMigrations, withStartupLock } from './db/migrate';
import { loadInstanceInfo } from './db/settings';
import {
  apiNotFound,
  FRAMEWORK_MESSAGE_KEYS,
  frameworkUserMessages,
  problemClientErrorHandler,
  problemErrorHandler,
  trackApiRoutes,
} from './http/errors';
import { ProblemError, sendProblem } from './http/problem';
import { genReqId, REQUEST_ID_HEADER } from './http/requestId';
import { lazyChildLoggerFactory } from './http/lazyLogger';
import { registerInputGuards } from './http/input';
import { recordRoutes } from './http/routes';
import { DataVersions, ReadCache } from './http/readCache';
import { registerCompression, registerSecurityHeaders } from './http/security';
import { modules as defaultModules, type ServerModule } from './modules/index';
import { createLandingPage } from './static/landing';
import { registerSites } from './static/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server context (config, db, log, …) also handed to every module. */
    ctx: ServerContext;
  }
}

export interface BuildAppOptions {
  /** An already opened database (tests). Default: opened from config (DATABASE_URL or PGlite in DATA_DIR). */
  database?: Database;
  /** Close `database` when the app closes (default true). */
  ownDatabase?: boolean;
  /** Replace the module list (tests). */
  modules?: ServerModule[];
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Run the modules' seeds (default true). */
  seed?: boolean;
  /** Override Fastify's logger options (e.g. a pino stream in tests). */
  logger?: FastifyServerOptions['logger'];
}

function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.requestverificationtoken',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Builds the Fastify app: opens the database (unless given), applies migrations, loads the
 * instance settings, runs the seeds, registers every module, the static apps and the error
 * handling. Call `listen` (main.ts) or `inject` (tests); `close()` closes the database too.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // A request's pino child is made only when it logs (most never do at the usual level).
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Our onRequest hook answers 503 as problem+json instead of Fastify's plain JSON.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler: problemClientErrorHandler,
    // Errors Fastify raises before routing (a malformed %-escape in the path, …): problem+json
    // through the same handler as everything else.
    frameworkErrors: (error, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      void problemErrorHandler(error, request, reply);
    },
    routerOptions: { maxParamLength: 500 },
    pluginTimeout: 120_000,
  });

  let database = options.database;
  const ownDatabase = options.database ? (options.ownDatabase ?? true) : true;
  try {
    const timings: Record<string, number> = {};
    let t = performance.now();
    const lap = (name: string) => {
      const now = performance.now();
      timings[name] = Math.round(now - t);
      t = now;
    };
    if (!database) {
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        poolSize: config.databasePoolMax,
        dataDir: config.dataDir,
        onPoolError: (err) => app.log.error({ err }, 'database pool error'),
      });
    }
    lap('openMs');
    const db = database.db;
    const moduleList = options.modules ?? defaultModules;
    const filesDir = join(config.dataDir, 'files');
    mkdirSync(filesDir, { recursive: true });
    const openedDatabase = database;
    const ctx = await withStartupLock(openedDatabase, async (): Promise<ServerContext> => {
      if (options.migrate ?? true) await runMigrations(openedDatabase);
      lap('migrateMs');
      const instance = await loadInstanceInfo(db);
      const versions = new DataVersions(db, openedDatabase, app.log);
      const context: ServerContext = {
        config,
        db,
        driver: openedDatabase.driver,
        database: openedDatabase,
        log: app.log,
        dataDir: config.dataDir,
        filesDir,
        paths,
        instance,
        version: config.version,
        readCache: new ReadCache(versions),
      };
      if (options.seed ?? true) {
        for (const mod of moduleList) {
          if (!mod.seed) continue;
          const t0 = performance.now();
          await mod.seed(context);
          app.log.debug({ module: mod.name, ms: Math.round(performance.now() - t0) }, 'seed done');
        }
      }
      return context;
    });
    app.decorate('ctx', ctx);
    await ctx.readCache.versions.start();
    app.addHook('onClose', async () => {
      await ctx.readCache.versions.close();
      if (ownDatabase) await openedDatabase.close();
    });
    lap('seedMs');
    app.log.info({ database: database.driver, ...timings }, 'database ready');

    // Graceful shutdown: requests still running when close() starts finish normally, but their
    // keep-alive connections are closed afterwards so close() does not wait for idle clients;
    // requests that still arrive on an open connection get a 503 problem.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Request ids: echo back (the security headers, nosniff among them, come from security.ts).
    // (callback hooks: no promise per request while the server runs)
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (!closing) return done();
      reply.header('connection', 'close');
      // Answered here: done is not called, so the route does not run.
      frameworkUserMessages(request, FRAMEWORK_MESSAGE_KEYS.SHUTTING_DOWN).then(
        (userMessages) =>
          sendProblem(
            reply,
            new ProblemError(503, {
              detail: 'The server is shutting down; retry.',
              headers: { 'retry-after': '1' },
              userMessages,
            }),
          ),
        done,
      );
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });

    app.setErrorHandler(problemErrorHandler);
    // Route schemas are Zod objects that document the API (GET /api/openapi.json); the handlers
    // validate with them and answer translated problems, so Fastify's compilers pass data through.
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    const allowedMethods = trackApiRoutes(app);
    recordRoutes(app);
    registerInputGuards(app, config.bodyLimit);
    await registerSecurityHeaders(app);
    await registerCompression(app);

    await app.register(fastifyFormbody, { bodyLimit: config.bodyLimit });
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: config.uploadLimit,
        files: 20,
        fields: 200,
        fieldSize: config.bodyLimit,
        parts: 400,
      },
      throwFileSizeLimit: true,
    });

    for (const mod of moduleList) {
      if (!mod.plugin) continue;
      const plugin = mod.plugin;
      if (mod.global) {
        // Skip Fastify's encapsulation (what fastify-plugin does): hooks/decorators apply app-wide.
        Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
      }
      await app.register(plugin, { ctx, ...(mod.prefix ? { prefix: mod.prefix } : {}) });
    }

    const spaFallback = await registerSites(
      app,
      [
        {
          name: 'The platform',
          packageName: '@insulcalc/platform',
          basePath: config.platformBasePath,
          root: config.platformDist,
        },
        {
          name: 'The public site',
          packageName: '@insulcalc/public',
          basePath: '/',
          root: config.publicDist,
          // Anonymous visitors get the landing page rendered on the server (decision 0002).
          home: createLandingPage(ctx, {
            root: config.publicDist,
            bundlePath: config.landingBundle,
            environmentLabel: config.environmentLabel,
          }),
        },
      ],
      { environmentLabel: config.environmentLabel },
    );

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) return apiNotFound(request, reply, allowedMethods);
      const answered = await spaFallback(request, reply);
      if (answered) return answered;
      return sendProblem(reply, new ProblemError(404, { detail: `Nothing at ${path}.` }));
    });

    return app;
  } catch (err) {
    await app.close().catch(() => undefined);
    if (database && ownDatabase) await database.close().catch(() => undefined);
    throw err;
  }
}

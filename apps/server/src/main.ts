/**
 * Entry point: `node apps/server/dist/main.js` (root `pnpm serve`) or `tsx src/main.ts` (dev).
 * Reads the configuration from the environment, builds the app (database, migrations, seeds,
 * modules), listens, and shuts down gracefully on SIGTERM / SIGINT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

/** Give up on a graceful shutdown after this long (a hanging request). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function fatal(msg: string, err: unknown): never {
  const e = err as Error | undefined;
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg, err: { type: e?.name, message: e?.message ?? String(err), stack: e?.stack } })}\n`,
  );
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception; exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection');
  });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing open requests');
    const timer = setTimeout(() => {
      app.log.error(`graceful shutdown timed out after ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('server stopped, database closed');
        // Exit now rather than wait for stray timers of a module to drain (pino writes stdout synchronously).
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  app.log.info(
    {
      version: config.version,
      database: app.ctx.driver,
      dataDir: config.dataDir,
      startupMs: Math.round(process.uptime() * 1000),
    },
    `Insulcalc ${config.version} listening on ${config.host}:${port}`,
  );
  app.log.info(`Public site: ${base}/`);
  app.log.info(`Platform: ${base}${config.platformBasePath}`);
  app.log.info(`API health: ${base}/api/health`);
  // The same addresses as plain lines for the person who just started the product; the JSON
  // lines above are for log collectors.
  process.stdout.write(
    `\nInsulcalc ${config.version} is running (${app.ctx.driver === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'}):\n` +
      `  Public site  ${base}/\n  Platform     ${base}${config.platformBasePath}\n  API health   ${base}/api/health\n\n`,
  );
}

main().catch((err: unknown) => fatal('failed to start', err));

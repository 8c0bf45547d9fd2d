import { buildApp } from './app';
import { loadConfig } from './config';

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing open requests');
    // Last resort if a request hangs.
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('server stopped, database closed');
        process.exitCode = 0;
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exitCode = 1;
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
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Insulcalc ${config.version} listening on ${config.host}:${port}`,
  );
  app.log.info(`Public site: ${base}/`);
  app.log.info(`Platform: ${base}${config.platformBasePath}`);
  app.log.info(`API health: ${base}/api/health`);
}

main().catch((err: unknown) => {
  console.error(JSON.stringify({ level: 60, time: Date.now(), msg: 'failed to start', err: { message: (err as Error)?.message, stack: (err as Error)?.stack } }));
  process.exit(1);
});

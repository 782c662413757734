import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { warmUpAnalysis } from './modules/ai/analysis/warm-up';
import { warmUpPageChecksOffThread } from './modules/page-builder/checks';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`appforge: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    if (
      error instanceof Error &&
      config.databaseUrl &&
      /connect|ECONNREFUSED|password/i.test(error.message)
    ) {
      fail(`Cannot reach the PostgreSQL server in DATABASE_URL: ${error.message}`);
    }
    throw error;
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { database: app.dbKind, dataDir: config.dataDir, port },
    `Appforge is serving on http://localhost:${port}`,
  );
  void warmUpAnalysis();
  void warmUpPageChecksOffThread();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `appforge: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

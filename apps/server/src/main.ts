import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { warmUpAnalysis } from './modules/ai/analysis/warm-up';
import { warmUpPageChecksOffThread } from './modules/page-builder/checks';
import { ensurePortIsFree, PortUnavailableError } from './port-check';
import { exitGracefullyOnSignals } from './shutdown';

// Every file the server and its child processes (dev chains, browsers) create is private to its
// account, whatever umask it was started with.
process.umask(0o077);

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

  await ensurePortIsFree(config.host, config.port).catch((error: unknown) => {
    if (error instanceof PortUnavailableError) fail(error.message);
    throw error;
  });

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

  exitGracefullyOnSignals(app);

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

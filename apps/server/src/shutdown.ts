import type { FastifyInstance } from 'fastify';

/** After SIGTERM/SIGINT the process has this long to finish its work before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Generations still running this long after the signal are handed back to the queue (another
 * process, or this one restarted, runs them again). It leaves the rest of the grace for handing
 * them back, the requests still in flight and closing the database.
 */
export const GENERATION_STOP_DEADLINE_MS = 6_000;

/**
 * How the server closes its live sockets when it stops: 1012 is "Service Restart" (RFC 6455
 * §7.4.1, IANA registry), which tells the browser to reconnect rather than report an error.
 */
export const SERVICE_RESTART_CLOSE = {
  code: 1012,
  reason: 'Server restarting: reconnecting…',
} as const;

/**
 * Stops this process without losing work: no new connections from the first moment (a load
 * balancer sends them to another process), then `app.close()`: the engine closes the sockets with
 * 1012 and stops its workers, the requests in flight finish, and the database closes last.
 */
export async function shutDown(app: FastifyInstance) {
  app.server.close();
  // Fastify keeps idle connections open for 72 s; from now on each closes once its response is sent.
  app.server.keepAliveTimeout = 1;
  await app.close();
}

/** SIGTERM and SIGINT shut the server down gracefully, and exit 0 once all is closed. */
export function exitGracefullyOnSignals(app: FastifyInstance) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    shutDown(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

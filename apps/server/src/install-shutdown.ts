import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AdminSocket } from './admin/admin-socket-server';
import type { Database } from './db/database';

/** Requests in flight get this long to finish after SIGTERM; then their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface ShutdownParts {
  app: FastifyInstance;
  database: Database;
  adminSocket: AdminSocket | null;
  logger: Logger;
  drainTimeoutMs?: number;
}

/**
 * SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (at most
 * DRAIN_TIMEOUT_MS), run the app's onClose hooks (the purge schedule), close the admin socket and
 * the database, exit 0. A second signal while draining exits at once with 1.
 * docs/decisions/0803-compiled-server-and-graceful-shutdown.md.
 */
export function installShutdown(parts: ShutdownParts): void {
  const { app, database, adminSocket, logger } = parts;
  const drainTimeoutMs = parts.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
  let stopping = false;

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal while shutting down: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing requests in flight');
    const cutOff = setTimeout(() => {
      logger.warn({ drainTimeoutMs }, 'Requests still running after the drain time: closing them');
      app.server.closeAllConnections();
    }, drainTimeoutMs);
    try {
      await adminSocket?.close();
      await app.close();
      clearTimeout(cutOff);
      await database.close();
      logger.info('Stopped');
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      logger.flush();
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, GENERIC_INTERNAL_MESSAGE } from '../app-error';
import type { Auth } from '../auth/create-auth';
import type { Database, Db } from '../db/database';
import type { Env } from '../env';
import { ADMIN_SOCKET_NAME, AdminRequestSchema, type AdminResponse } from './admin-protocol';
import { runAdminCommand } from './run-admin-command';
import { backupSources, type BackupSources } from './write-backup';

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH_BYTES = 100;
const MAX_REQUEST_BYTES = 64 * 1024;
const IDLE_TIMEOUT_MS = 30_000;

export interface AdminSocket {
  readonly path: string;
  close(): Promise<void>;
}

export class AdminSocketUnavailableError extends Error {
  override name = 'AdminSocketUnavailableError';
}

/**
 * While the server holds PGlite, `npm run admin` cannot open it: it sends its command here.
 * Local only (a Unix socket, mode 0600, in the data directory, which is 0700). Called after the
 * data-directory lock is taken, so a socket file already there is stale and is replaced.
 */
export async function startAdminSocket(owner: {
  env: Env;
  database: Database;
  auth: Auth;
  logger: FastifyBaseLogger;
}): Promise<AdminSocket> {
  const options = {
    auth: owner.auth,
    db: owner.database.db,
    backup: backupSources(owner.env, owner.database),
    logger: owner.logger,
  };
  const socketPath = path.join(owner.env.dataDir, ADMIN_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new AdminSocketUnavailableError(
      `Admin socket disabled: ${socketPath} is too long for a Unix socket. ` +
        'Use a shorter DATA_DIR to run `npm run admin` while the server is running.',
    );
  }
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => serveConnection(connection, options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      });
      return closing;
    },
  };
}

function serveConnection(
  connection: net.Socket,
  options: { auth: Auth; db: Db; backup: BackupSources; logger: FastifyBaseLogger },
): void {
  connection.setTimeout(IDLE_TIMEOUT_MS, () => connection.destroy());
  connection.on('error', () => connection.destroy());
  let buffered = '';
  let handled = false;
  connection.setEncoding('utf8');
  connection.on('data', (chunk: string) => {
    if (handled) return;
    buffered += chunk;
    if (buffered.length > MAX_REQUEST_BYTES) {
      handled = true;
      reply(connection, failure(new AppError('PAYLOAD_TOO_LARGE', 'Admin request too large.')));
      return;
    }
    const newline = buffered.indexOf('\n');
    if (newline === -1) return;
    handled = true;
    // The request is in: a backup may work for minutes before it answers.
    connection.setTimeout(0);
    void handleLine(buffered.slice(0, newline), options).then((response) =>
      reply(connection, response),
    );
  });
}

async function handleLine(
  line: string,
  options: { auth: Auth; db: Db; backup: BackupSources; logger: FastifyBaseLogger },
): Promise<AdminResponse> {
  try {
    const request = AdminRequestSchema.parse(JSON.parse(line));
    options.logger.info({ command: request.command }, 'Admin command via socket');
    return { ok: true, result: await runAdminCommand(request, options) };
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
      return failure(new AppError('VALIDATION_ERROR', 'Malformed admin request.'));
    }
    options.logger.error({ err: error }, 'Admin command failed');
    return failure(new AppError('INTERNAL_ERROR', GENERIC_INTERNAL_MESSAGE));
  }
}

function failure(error: AppError): AdminResponse {
  return { ok: false, error: { code: error.code, message: error.message } };
}

function reply(connection: net.Socket, response: AdminResponse): void {
  connection.end(`${JSON.stringify(response)}\n`);
}

import path from 'node:path';
import { pino } from 'pino';
import { AppError } from '../app-error';
import { createAuth } from '../auth/create-auth';
import { resolveAuthSecret } from '../auth/resolve-auth-secret';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { EnvError, parseEnv, type Env } from '../env';
import { ADMIN_SOCKET_NAME, type AdminRequest, type AdminResult } from './admin-protocol';
import { sendAdminRequest } from './admin-socket-client';
import { formatAdminResult } from './format-admin-result';
import { ADMIN_USAGE, parseAdminArgs, type AdminCommandLine } from './parse-admin-args';
import { readPassword } from './read-password';
import { runAdminCommand } from './run-admin-command';
import { backupSources } from './write-backup';

/**
 * `npm run admin -- <command>`. create-user reads the password from stdin or a hidden prompt. With DATABASE_URL: straight to PostgreSQL. With PGlite: opens the
 * data directory itself when free, or asks the running server over DATA_DIR/admin.sock — never
 * two processes on one PGlite.
 */
async function main(): Promise<number> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`${parsed.message}\n\n${ADMIN_USAGE}\n`);
    return 1;
  }
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  try {
    const result = await run(await completeRequest(parsed.request, env), env);
    process.stdout.write(`${formatAdminResult(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`Error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/**
 * create-user's password: piped in, or typed at a hidden prompt — never argv (decision 0110).
 * A backup's file is taken from where the command was started, as DATA_DIR is.
 */
async function completeRequest(request: AdminCommandLine, env: Env): Promise<AdminRequest> {
  if (request.command === 'backup') {
    return { ...request, file: path.resolve(env.startDir, request.file) };
  }
  if (request.command !== 'create-user') return request;
  const password = await readPassword(
    { input: process.stdin, output: process.stderr },
    request.email,
  );
  return { ...request, password };
}

async function run(request: AdminRequest, env: Env): Promise<AdminResult> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return viaServer(request, env, error);
  }
  try {
    const { secret } = resolveAuthSecret({ configured: env.authSecret, dataDir: env.dataDir });
    // better-auth's warnings ("Password is too short") repeat what the error message says.
    const logger = pino({ level: 'error' }, pino.destination(2));
    const auth = createAuth({ env, db: database.db, secret, logger });
    return await runAdminCommand(request, {
      auth,
      db: database.db,
      backup: backupSources(env, database),
    });
  } finally {
    await database.close();
  }
}

async function viaServer(
  request: AdminRequest,
  env: Env,
  locked: DataDirLockedError,
): Promise<AdminResult> {
  const socketPath = path.join(env.dataDir, ADMIN_SOCKET_NAME);
  let response;
  try {
    response = await sendAdminRequest(socketPath, request);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `${locked.message}\nIts admin socket ${socketPath} did not answer (${reason}).`,
    );
  }
  if (!response.ok) throw new AppError(response.error.code, response.error.message);
  return response.result;
}

process.exit(await main());

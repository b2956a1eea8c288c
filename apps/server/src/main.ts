import type { FastifyInstance } from 'fastify';
import {
  AdminSocketUnavailableError,
  startAdminSocket,
  type AdminSocket,
} from './admin/admin-socket-server';
import { buildApp } from './app';
import { createAuth } from './auth/create-auth';
import { resolveAuthSecret } from './auth/resolve-auth-secret';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { EnvError, parseEnv } from './env';
import { installShutdown } from './install-shutdown';
import { createLogger } from './logger';
import { startCertificatePurgeSchedule } from './modules/certificates/purge-schedule';
import { mailFolder } from './modules/mail/mail-transport';
import { startMailOutboxPruneSchedule } from './modules/mail/prune-mail-outbox';
import { createImageStorage } from './modules/uploads/create-image-storage';
import { tuneHeapGrowth } from './tune-heap-growth';

async function main(): Promise<void> {
  tuneHeapGrowth();
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      logger.flush();
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  logger.info(
    { driver: database.driver, dataDir: env.dataDir },
    'Database ready (migrations applied)',
  );

  let app = null as FastifyInstance | null;
  let adminSocket = null as AdminSocket | null;
  try {
    const { secret, source } = resolveAuthSecret({
      configured: env.authSecret,
      dataDir: env.dataDir,
    });
    if (source === 'new-file') logger.info('Generated a session secret in DATA_DIR/secrets.json');
    if (source !== 'environment' && database.driver === 'postgres') {
      logger.warn(
        'Set BETTER_AUTH_SECRET when several app processes share one PostgreSQL database',
      );
    }

    // One image storage for the whole server: the routes and account deletion (decision 0701).
    const imageStorage = await createImageStorage(env, secret);
    const auth = createAuth({ env, db: database.db, secret, logger, imageStorage });
    app = await buildApp({
      env,
      database,
      authSecret: secret,
      logger,
      auth,
      imageStorage,
      webDistDir: env.webDistDir ?? undefined,
    });
    // Certificates of accounts closed over 6 years ago: now, then daily (decision 0432).
    const certificatePurge = startCertificatePurgeSchedule({ db: database.db, logger });
    app.addHook('onClose', () => certificatePurge.stop());
    // Sent and failed mail 30 days old, and mail files as old: now, then daily (decision 0814).
    const mailOutboxPrune = startMailOutboxPruneSchedule({
      db: database.db,
      logger,
      mailFolder: env.mail.smtpUrl ? null : mailFolder(env.dataDir),
    });
    app.addHook('onClose', () => mailOutboxPrune.stop());
    if (database.driver === 'pglite') {
      try {
        adminSocket = await startAdminSocket({ env, database, auth, logger });
      } catch (error) {
        if (!(error instanceof AdminSocketUnavailableError)) throw error;
        logger.warn(error.message);
      }
    }
    installShutdown({ app, database, adminSocket, logger });
    await app.listen({ port: env.port, host: env.host });
    // performance.now() counts from process start: the start-up time in the README is this.
    logger.info(
      { startupMs: Math.round(performance.now()) },
      `PipeProof is ready at ${env.baseUrl}`,
    );
  } catch (error) {
    // Close what was opened, or PGlite keeps the process alive and holds the lock.
    logger.fatal({ err: error }, 'Could not start');
    await adminSocket?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();

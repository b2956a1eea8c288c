import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import { startAdminSocket, type AdminSocket } from '../../src/admin/admin-socket-server';
import { buildApp, type AppDeps } from '../../src/app';
import { createAuth, type Auth } from '../../src/auth/create-auth';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { parseEnv, type Env } from '../../src/env';
import { createImageStorage } from '../../src/modules/uploads/create-image-storage';
import { Browser } from './browser';
import type { TestDatabase } from './test-database';

/** Requests in tests come from this origin (the app's BASE_URL); the server listens elsewhere. */
export const TEST_ORIGIN = 'http://pipeproof.test';

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  database: Database;
  url: string;
  /** The app's better-auth instance (a test may watch what is asked of it). */
  auth: Auth;
  browser(): Browser;
  /** Stops the app, the admin socket and the database (releasing the PGlite lock). */
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  /** Same secret → cookies from an earlier app instance stay valid (restart tests). */
  authSecret?: string;
  adminSocket?: boolean;
  /** Extra routes, registered before listening (e.g. one that throws). */
  beforeListen?: (app: FastifyInstance) => void;
  /** Where the app's log lines go (e.g. a LogCapture), at the env's LOG_LEVEL; default stdout. */
  logStream?: DestinationStream;
  /** The mail sender's timings (a short retry back-off for the SMTP-down tests). */
  mail?: AppDeps['mail'];
  /** How long a request may take to arrive (the slow-body test shortens it). */
  requestTimeouts?: AppDeps['requestTimeouts'];
}

export const TEST_AUTH_SECRET = randomBytes(32).toString('base64url');

/** The real app on a real database, listening on 127.0.0.1 with a free port. */
export async function startTestApp(
  testDb: TestDatabase,
  options: StartOptions = {},
): Promise<TestApp> {
  const env = parseEnv({
    DATA_DIR: testDb.dataDir,
    ...(testDb.config.databaseUrl ? { DATABASE_URL: testDb.config.databaseUrl } : {}),
    BASE_URL: TEST_ORIGIN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    FEEDBACK_RATE_LIMIT_MAX: '1000',
    VERIFY_RATE_LIMIT_MAX: '1000',
    ...options.env,
  });
  const database = await openDatabase(testDb.config);
  const logger = options.logStream
    ? pino({ level: env.logLevel }, options.logStream)
    : pino({ level: env.logLevel });
  const authSecret = options.authSecret ?? TEST_AUTH_SECRET;
  // As main.ts: one image storage for the routes and account deletion.
  const imageStorage = await createImageStorage(env, authSecret);
  const auth = createAuth({ env, db: database.db, secret: authSecret, logger, imageStorage });
  const app = await buildApp({
    env,
    database,
    authSecret,
    logger,
    auth,
    imageStorage,
    webDistDir: options.webDistDir ?? '/nonexistent/pipeproof-web-dist',
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.requestTimeouts ? { requestTimeouts: options.requestTimeouts } : {}),
  });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  let adminSocket: AdminSocket | null = null;
  if (options.adminSocket && database.driver === 'pglite') {
    adminSocket = await startAdminSocket({ env, database, auth, logger });
  }
  return {
    app,
    env,
    database,
    url,
    auth,
    browser: () => new Browser(url, TEST_ORIGIN),
    async close() {
      await adminSocket?.close();
      await app.close();
      await database.close();
    },
  };
}

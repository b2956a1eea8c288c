import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { authRoutesPlugin } from './auth/auth-routes-plugin';
import { createAuth, type Auth } from './auth/create-auth';
import { forgetCachedSessions, SESSION_CHANGES_CHANNEL } from './auth/session-lookup-cache';
import { createSessions } from './auth/sessions';
import type { Database } from './db/database';
import type { Env } from './env';
import { answerClientError } from './http/answer-client-error';
import { answerFrameworkError } from './http/answer-framework-error';
import { registerApiCompression } from './http/compress-api-replies';
import { installCsrfCheck } from './http/csrf';
import { drainConnectionsOnClose } from './http/drain-connections-on-close';
import { installErrorHandler } from './http/error-handler';
import { installJsonBodyParser } from './http/install-json-body-parser';
import { installNoStoreForApi } from './http/no-store-api';
import { installNotFoundHandler } from './http/not-found-handler';
import { createRateLimitStore } from './http/rate-limit-store/create-rate-limit-store';
import { installRouteTable } from './http/route-table';
import { registerSecurityHeaders } from './http/security-headers';
import { DEFAULT_WEB_DIST_DIR, registerWebApp } from './http/web-app';
import { withBoundedLogSerializers } from './http/with-bounded-log-serializers';
import { registerAccountExportRoutes } from './routes/account/export-routes';
import { registerLoginRoutes } from './routes/auth/login-routes';
import { registerUserRoutes } from './routes/auth/user-routes';
import { brandingPlugin } from './routes/branding/branding-plugin';
import { registerCalculateRoutes } from './routes/calculate/calculate-routes';
import { createImageStorage } from './modules/uploads/create-image-storage';
import { startMailSender, type MailSenderOptions } from './modules/mail/mail-sender';
import { createMailTransport } from './modules/mail/mail-transport';
import type { ImageStorage } from './modules/uploads/image-storage';
import { registerCertificateRoutes } from './routes/certificates/certificate-routes';
import { registerConfigRoutes } from './routes/config/config-routes';
import { registerFeedbackRoutes } from './routes/feedback/feedback-routes';
import { registerHealthRoutes } from './routes/health/health-routes';
import { registerJobRoutes } from './routes/jobs/job-routes';
import { registerProfileRoutes } from './routes/profile/profile-routes';
import type { RouteDeps } from './routes/route-deps';
import { registerSubscriptionRoutes } from './routes/subscription/subscription-routes';
import { createJobListCache, JOB_LIST_CHANGES_CHANNEL } from './modules/jobs/job-list-cache';
import { forgetJobListsAfterWrites } from './http/forget-job-lists-after-writes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  env: Env;
  /** Opened and migrated by the caller, who also closes it (after app.close()). */
  database: Database;
  /** Signs session cookies (auth/resolve-auth-secret.ts). */
  authSecret: string;
  logger?: FastifyBaseLogger;
  /** The built web app; defaults to apps/web/dist. Tests point it at a temporary folder. */
  webDistDir?: string;
  /** Shared with the admin socket so both use one better-auth instance. */
  auth?: Auth;
  /** The server's one image storage (shared with `auth`); made here from `env` when not given. */
  imageStorage?: ImageStorage;
  /** The mail sender's timings (tests shorten the retry back-off). */
  mail?: Pick<MailSenderOptions, 'pollEveryMs' | 'retryBaseMs'>;
  /** How long a request may take to arrive, and how often Node checks (tests shorten both). */
  requestTimeouts?: RequestTimeouts;
}

interface RequestTimeouts {
  readonly requestTimeoutMs: number;
  readonly checkEveryMs: number;
}

/**
 * Node's own defaults, which Fastify turns off (decision 0893): a request's head and body must
 * have arrived within 5 minutes (a 5 MB logo needs only about 140 kbit/s of uplink), checked
 * every 30 seconds. Without it a client that promises a body and sends it a byte at a time holds
 * its connection for ever on a server run without a reverse proxy.
 */
const REQUEST_TIMEOUTS: RequestTimeouts = { requestTimeoutMs: 300_000, checkEveryMs: 30_000 };

/** Builds the HTTP application without listening: main.ts listens, tests listen on port 0. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  // Client input is never logged whole: URLs and errors are bounded (docs/decisions/0109).
  const timeouts = deps.requestTimeouts ?? REQUEST_TIMEOUTS;
  const logger = withBoundedLogSerializers(deps.logger ?? pino({ level: env.logLevel }));
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.trustProxy,
    // Requests Node or the router refuse are answered as ApiErrorBody too (docs/decisions/0109).
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      // The head within Node's own 60 seconds, never more than the whole request.
      headersTimeout: Math.min(60_000, timeouts.requestTimeoutMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  });
  // Only JSON bodies: a text/plain POST is how cross-site forms dodge CORS preflight.
  app.removeContentTypeParser('text/plain');
  // JSON with a nesting limit, for every route (docs/decisions/0109).
  installJsonBodyParser(app);
  installRouteTable(app);
  // Before any plugin, so its routes inherit the hooks: SIGTERM drains, then exits (decision 0803).
  drainConnectionsOnClose(app);

  const imageStorage = deps.imageStorage ?? (await createImageStorage(env, deps.authSecret));
  const auth =
    deps.auth ??
    createAuth({ env, db: database.db, secret: deps.authSecret, logger: app.log, imageStorage });
  const routeDeps: RouteDeps = {
    env,
    database,
    auth,
    sessions: createSessions(auth),
    imageStorage,
    jobLists: createJobListCache(),
  };
  app.addHook('onClose', () => routeDeps.sessions.close());
  // Changes made by other processes on the same PostgreSQL database (another app process, the
  // admin tool) are forgotten here at once, not only when the lookup runs out (decision 0840).
  const stopListening = await database.listen?.(SESSION_CHANGES_CHANNEL, forgetCachedSessions);
  if (stopListening) app.addHook('onClose', stopListening);
  // Every change to a user's jobs or tests, by any writer, is announced by the database
  // (decision 0843); the remembered list of that user is forgotten when it arrives.
  const stopJobListening = await database.listen?.(JOB_LIST_CHANGES_CHANNEL, (userId) =>
    routeDeps.jobLists.forget(userId),
  );
  if (stopJobListening) app.addHook('onClose', stopJobListening);
  forgetJobListsAfterWrites(app, routeDeps);

  // The mail outbox's sender (decision 0810): stopped, waiting for a send under way, on close.
  const mailSender = startMailSender({
    db: database.db,
    transport: createMailTransport(env.mail, env.dataDir, app.log),
    logger: app.log,
    ...deps.mail,
  });
  app.addHook('onClose', () => mailSender.stop());

  installErrorHandler(app);
  const uploadOrigin = await imageStorage.uploadOrigin();
  await registerSecurityHeaders(app, {
    isHttps: env.isHttps,
    connectSources: uploadOrigin ? [uploadOrigin] : [],
  });
  // Phones on site often have poor signal: API replies are compressed per request; the web app's
  // files were compressed once by the build (decision 0835).
  await registerApiCompression(app);
  // Not global: only routes that opt in (sign-in, sign-up, feedback) are limited, per IP.
  // Counted in PostgreSQL when the app runs on it, so every instance shares them (decision 0800).
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore({ database, logger: app.log }),
  });
  installCsrfCheck(app, env.baseUrl);
  installNoStoreForApi(app);

  await app.register(authRoutesPlugin(auth, env, database.db));
  registerUserRoutes(app, routeDeps, deps.authSecret);
  registerLoginRoutes(app, routeDeps);
  registerSubscriptionRoutes(app, routeDeps);
  registerConfigRoutes(app, routeDeps);
  registerHealthRoutes(app, routeDeps);
  registerFeedbackRoutes(app, routeDeps);
  registerCalculateRoutes(app, routeDeps);
  registerJobRoutes(app, routeDeps);
  registerProfileRoutes(app, routeDeps);
  registerCertificateRoutes(app, routeDeps);
  registerAccountExportRoutes(app, routeDeps);
  await app.register(brandingPlugin(routeDeps));

  const spaFallback = await registerWebApp(app, deps.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  installNotFoundHandler(app, spaFallback);
  return app;
}

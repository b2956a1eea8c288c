import {
  ACCOUNT_EXPORT_PATH,
  ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  ACCOUNT_EXPORTS_PER_HOUR,
} from '@pipeproof/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { SIGNED_OUT_MESSAGE } from '../../auth/sessions';
import { isDatabaseUnavailable } from '../../db/is-database-unavailable';
import { reportDatabaseUnavailable } from '../../db/report-database-unavailable';
import { isBrowserNavigation } from '../../http/is-browser-navigation';
import { rateLimitedError } from '../../http/rate-limited-error';
import { exportFileName } from '../../modules/account-export/export-file-name';
import { loadExportProfile } from '../../modules/account-export/load-export-profile';
import { writeAccountExport } from '../../modules/account-export/write-account-export';
import type { RouteDeps } from '../route-deps';

/** Where a signed-out navigation to the export goes: sign-in, then back to the account page. */
const SIGN_IN_THEN_ACCOUNT = `/sign-in?returnTo=${encodeURIComponent('/account')}`;

/**
 * GET /api/account/export: 'Download my data' (decision 0813), the Privacy Policy's right of
 * access. One ZIP of everything the account holds, streamed as it is made. Signed in only (401),
 * limited per account (429; counted in the shared store, decision 0800). A failure after the
 * download has started cuts the connection, so the browser shows it failed.
 *
 * The account page's link is followed as a page (decision 0869): a refusal before the download
 * starts sends the browser to a page that says why, where JSON would only be a failed download —
 * over the limit → /account?export=limited, any other error → /account?export=failed, signed out
 * → sign-in, then the account page. Every other caller gets the JSON error.
 */
export function registerAccountExportRoutes(
  app: FastifyInstance,
  { database, sessions, imageStorage, env }: RouteDeps,
): void {
  const { db } = database;
  const limitExports = app.rateLimit({
    groupId: 'account-exports',
    max: ACCOUNT_EXPORTS_PER_HOUR,
    timeWindow: '1 hour',
    // Per account, not per IP: engineers on one office connection each get their own.
    // requireUser has already run for this request (the hook before): no second session read.
    keyGenerator: async (request) => (await sessions.requireUser(request)).id,
    errorResponseBuilder: () => rateLimitedError(ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE),
  });

  async function requireSignedIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await sessions.requireUser(request, reply);
  }

  app.get(
    ACCOUNT_EXPORT_PATH,
    {
      // A HEAD would make the whole export only to throw it away.
      exposeHeadRoute: false,
      // Signed out is a 401 before the limiter counts anything.
      onRequest: [requireSignedIn, limitExports],
      errorHandler: (error, request, reply) => {
        if (!isBrowserNavigation(request)) throw error;
        const code = error instanceof AppError ? error.code : undefined;
        if (code === 'UNAUTHORIZED') return reply.redirect(SIGN_IN_THEN_ACCOUNT, 303);
        if (code === 'RATE_LIMITED') return reply.redirect('/account?export=limited', 303);
        // An outage is reported once per outage, as every route's 503 is (decision 0802).
        if (isDatabaseUnavailable(error)) reportDatabaseUnavailable(request.log, error);
        else request.log.error({ err: error }, 'Account export failed');
        return reply.redirect('/account?export=failed', 303);
      },
    },
    async (request, reply) => {
      const user = await sessions.requireUser(request, reply);
      const exportedAt = new Date();
      const profile = await loadExportProfile(db, user.id);
      if (!profile) throw new AppError('UNAUTHORIZED', SIGNED_OUT_MESSAGE);

      // yazl is loaded on the first export, not at start (decisions 0841, 0842).
      const { createZipWriter, ExportAbortedError } =
        await import('../../modules/account-export/zip-writer');
      const zip = createZipWriter();
      const deps = { db, imageStorage, supportEmail: env.supportEmail };
      writeAccountExport(deps, { userId: user.id, profile, exportedAt }, zip).catch(
        (error: unknown) => zip.fail(error instanceof Error ? error : new Error(String(error))),
      );
      zip.done.catch((error: unknown) => {
        if (error instanceof ExportAbortedError) {
          request.log.info('Account export: the client stopped the download');
        } else if (reply.raw.headersSent) {
          // Before the headers, Fastify answers with the error instead (and logs it).
          request.log.error({ err: error }, 'Account export failed part way: download cut off');
        }
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(exportedAt)}"`)
        .header('cache-control', 'no-store')
        .send(zip.output);
    },
  );
}

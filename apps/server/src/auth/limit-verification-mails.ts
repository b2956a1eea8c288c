import { EMAIL_VERIFICATION_MAILS_PER_HOUR } from '@pipeproof/contracts';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

/** better-auth's path for POST /api/auth/send-verification-email ('Resend'). */
export const SEND_VERIFICATION_EMAIL_PATH = '/send-verification-email';

export const VERIFICATION_MAIL_REFUSALS = {
  signedOut: { code: 'UNAUTHORIZED', message: 'Unauthorized' },
  tooMany: { code: 'VERIFICATION_MAIL_LIMIT', message: 'Too many verification mails' },
} as const;

/**
 * A better-auth `hooks.before` for 'Resend' (decision 0811): only the signed-in engineer asks,
 * for their own address (better-auth alone would mail any unverified address for anyone), and at
 * most EMAIL_VERIFICATION_MAILS_PER_HOUR verification mails reach an account's address in an hour,
 * sign-up's included, counted in the outbox itself (every process shares it). The per-IP budget
 * is the mount's.
 */
export function limitVerificationMails(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== SEND_VERIFICATION_EMAIL_PATH) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) throw APIError.from('UNAUTHORIZED', VERIFICATION_MAIL_REFUSALS.signedOut);
    const [row] = await db
      .select({ sent: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'email-verification'),
          eq(mailOutbox.to, session.user.email),
          gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((row?.sent ?? 0) >= EMAIL_VERIFICATION_MAILS_PER_HOUR) {
      throw APIError.from('TOO_MANY_REQUESTS', VERIFICATION_MAIL_REFUSALS.tooMany);
    }
  });
}

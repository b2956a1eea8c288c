import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TOKEN_SECONDS } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Auth } from '../../auth/create-auth';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { passwordResetLink } from '../mail/password-reset-mail';
import { normalizeEmail } from './set-user-tier';

export interface PasswordResetLink {
  readonly email: string;
  readonly link: string;
  /** ISO 8601. */
  readonly expiresAt: string;
}

/**
 * `npm run admin -- reset-link <email>` (decision 0810): a password reset link for an account,
 * made as the forgot-password mail makes it (better-auth's verification value, single use, 1 hour),
 * for an operator to pass on when no mail can be sent. Nothing is mailed.
 */
export async function createPasswordResetLink(
  auth: Auth,
  db: Db,
  email: string,
): Promise<PasswordResetLink> {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, normalizeEmail(email)));
  if (!found) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TOKEN_SECONDS * 1000);
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: found.id,
    expiresAt,
  });
  return {
    email: found.email,
    link: passwordResetLink(auth.options.baseURL as string, token),
    expiresAt: expiresAt.toISOString(),
  };
}

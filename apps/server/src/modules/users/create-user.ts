import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/create-auth';
import { mapAuthError } from '../../auth/map-auth-error';
import type { Db } from '../../db/database';
import { session, user } from '../../db/schema';
import { normalizeEmail } from './set-user-tier';
import { toUserSummary } from './to-user-summary';
import type { UserSummary } from './user-summary';

export interface CreateUserInput {
  email: string;
  password: string;
  name?: string | undefined;
}

/**
 * Creates an email + password account through better-auth's own sign-up, so validation and
 * password hashing are exactly those of the sign-up page. Sign-up also opens a session; nobody
 * holds its cookie, so it is deleted at once.
 */
export async function createUser(auth: Auth, db: Db, input: CreateUserInput): Promise<UserSummary> {
  let token: string | null;
  try {
    const result = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.name?.trim() ?? '' },
    });
    token = result.token;
  } catch (error) {
    if (isAPIError(error)) {
      const body = error.body;
      throw mapAuthError({ status: error.statusCode, code: body?.code, message: body?.message });
    }
    throw error;
  }
  if (token) await db.delete(session).where(eq(session.token, token));
  const email = normalizeEmail(input.email);
  const rows = await db.select().from(user).where(eq(user.email, email));
  const created = rows[0];
  if (!created) throw new Error(`User ${email} was not found right after sign-up.`);
  return toUserSummary(created);
}

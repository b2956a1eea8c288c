import { findPasswordProblem, passwordMessages, type PasswordSubject } from '@pipeproof/contracts';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isCommonPassword } from './is-common-password';

/** Our refusal code, in better-auth's { code, message } shape; map-auth-error.ts keeps the words. */
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';

/** better-auth's endpoints that set a password, and what their body calls it. */
export const PASSWORD_SETTING_PATHS = {
  '/sign-up/email': { field: 'password', subject: 'Password' },
  '/change-password': { field: 'newPassword', subject: 'New password' },
  '/reset-password': { field: 'newPassword', subject: 'New password' },
} as const satisfies Record<string, { field: string; subject: PasswordSubject }>;

type PasswordSettingPath = keyof typeof PASSWORD_SETTING_PATHS;

export function isPasswordSettingPath(path: string | undefined): path is PasswordSettingPath {
  return path !== undefined && Object.hasOwn(PASSWORD_SETTING_PATHS, path);
}

/**
 * A better-auth `hooks.before` for every endpoint that sets a password, however it is called (our
 * HTTP mount, or auth.api from the admin tool): the rules of docs/decisions/0108 — length, one
 * character repeated, the account's email, the list of common passwords. A change of password
 * also ends every other session of the account, whatever the client asked.
 */
export const refuseWeakPassword = createAuthMiddleware(async (ctx) => {
  if (!isPasswordSettingPath(ctx.path)) return;
  const { field, subject } = PASSWORD_SETTING_PATHS[ctx.path];
  const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {};
  const password = body[field];
  // Not a string: better-auth's own body validation answers.
  if (typeof password !== 'string') return;

  const email = await accountEmail(ctx.path, body, () => getSessionFromCtx(ctx));
  const problem =
    findPasswordProblem(password, { subject, ...(email === undefined ? {} : { email }) }) ??
    ((await isCommonPassword(password)) ? passwordMessages(subject).tooCommon : null);
  if (problem !== null) {
    throw APIError.from('BAD_REQUEST', { code: WEAK_PASSWORD_CODE, message: problem });
  }
  if (ctx.path === '/change-password') {
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }
});

/** Sign-up names the email in its body; a change of password is made by the signed-in account. */
async function accountEmail(
  path: PasswordSettingPath,
  body: Record<string, unknown>,
  getSession: () => Promise<{ user: { email: string } } | null>,
): Promise<string | undefined> {
  if (path === '/sign-up/email') return typeof body.email === 'string' ? body.email : undefined;
  if (path === '/change-password') return (await getSession())?.user.email;
  // A reset is made with a token, not a session; the other rules still apply.
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

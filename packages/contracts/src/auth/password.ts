import { z } from 'zod';
import { EMAIL_ADDRESS_MAX_LENGTH, EMAIL_ADDRESS_PATTERN } from './email-address';
import { findPasswordProblem } from './find-password-problem';
import { passwordMessages, type PasswordSubject } from './password-rules';

/**
 * A new password (sign-up, change of password): every rule the browser can check
 * (find-password-problem.ts). The server also refuses common passwords and, where the account
 * is known, the account's own email address (docs/decisions/0108).
 */
export function newPasswordSchema(subject: PasswordSubject = 'Password') {
  return z.string({ error: passwordMessages(subject).missing }).superRefine((password, context) => {
    const problem = findPasswordProblem(password, { subject });
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });
}

export const PasswordSchema = newPasswordSchema('Password');

/**
 * The rule that needs the email beside the password, for an object schema's `.superRefine`
 * (the sign-up request, the web's sign-up form): the issue goes on `password`.
 */
export function refusePasswordEqualToEmail(
  { email, password }: { email: string; password: string },
  context: z.RefinementCtx,
): void {
  const { sameAsEmail } = passwordMessages();
  if (findPasswordProblem(password, { email }) === sameAsEmail) {
    context.addIssue({ code: 'custom', path: ['password'], message: sameAsEmail });
  }
}

/** The rules are email-address.ts's, shared with the web's forms that check without zod. */
export const EmailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .max(EMAIL_ADDRESS_MAX_LENGTH, { error: 'Please enter a valid email address.' })
  .pipe(z.email({ pattern: EMAIL_ADDRESS_PATTERN, error: 'Please enter a valid email address.' }));

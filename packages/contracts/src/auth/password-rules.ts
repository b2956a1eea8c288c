/**
 * Password rules for email + password accounts (docs/decisions/0108-password-rules-and-sessions.md).
 * The rules that need nothing but the password and the email run in the browser and on the
 * server (find-password-problem.ts); the list of common passwords is checked on the server only.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** What the password is called in its messages: sign-up's `password`, or a `newPassword`. */
export type PasswordSubject = 'Password' | 'New password';

/** The sentences a refused password gets, naming it as the form does. */
export function passwordMessages(subject: PasswordSubject = 'Password') {
  return {
    missing: `Please enter a ${subject.toLowerCase()}.`,
    tooShort: `${subject} must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `${subject} must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    repeated: `${subject} must not be one character repeated.`,
    sameAsEmail: `${subject} must not be your email address.`,
    tooCommon: `${subject} is one of the most common passwords, which are guessed first. Please choose another.`,
  } as const;
}

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
  type PasswordSubject,
} from './password-rules';

export interface PasswordContext {
  subject?: PasswordSubject;
  /** The account's email address, when known: a password may not be the address itself. */
  email?: string;
}

/**
 * The first rule a new password breaks, as a sentence, or null. Everything here runs in the
 * browser too; the server adds the list of common passwords (docs/decisions/0108).
 */
export function findPasswordProblem(
  password: string,
  { subject = 'Password', email }: PasswordContext = {},
): string | null {
  const messages = passwordMessages(subject);
  // Counted in code points, as a person counts characters ('é' or an emoji is one).
  const characters = Array.from(password);
  if (characters.length === 0) return messages.missing;
  if (characters.length < PASSWORD_MIN_LENGTH) return messages.tooShort;
  if (characters.length > PASSWORD_MAX_LENGTH) return messages.tooLong;
  if (characters.every((character) => character === characters[0])) return messages.repeated;
  if (email !== undefined && isSameAddress(password, email)) return messages.sameAsEmail;
  return null;
}

function isSameAddress(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

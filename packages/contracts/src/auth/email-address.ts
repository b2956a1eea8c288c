/**
 * What counts as an email address, in one place for the server's schemas (EmailSchema) and the
 * web's sign-in and create-account forms, which check it without zod (docs/decisions/0233).
 */

/** Longest address accepted, trimmed. */
export const EMAIL_ADDRESS_MAX_LENGTH = 320;

/**
 * zod 4's own address pattern (`z.regexes.email`, the one `z.email()` uses by default), written
 * out so that checking an address needs no zod; email-address.test.ts keeps the two equal.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `text` (already trimmed) has the shape of an email address. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS_PATTERN.test(text);
}

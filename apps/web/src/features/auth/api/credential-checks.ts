import { isEmailAddress } from '@pipeproof/contracts';

/**
 * The sign-in and create-account forms check their fields by hand, without zod or
 * react-hook-form, so the sign-in page's first load carries neither (docs/decisions/0233, as
 * decision 0641 did for the calculators). What counts as an address or a good password is
 * contracts' (isEmailAddress, findPasswordProblem), the same rules the server's schemas use; the
 * server checks again and answers with ApiErrorBody.field.
 */

/** A sentence for each field that breaks a rule; a field missing here is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form's check says: the values to send (trimmed where the form trims), or the errors. */
export type CheckResult<Field extends string, Output> =
  { ok: true; values: Output } | { ok: false; errors: FieldErrors<Field> };

/** The 'Email' field of the sign-in and create-account forms: trimmed, present, an address. */
export function findEmailProblem(email: string): string | null {
  const address = email.trim();
  if (address.length === 0) return 'Enter your email address.';
  if (!isEmailAddress(address)) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** The form's result: its values when no field has an error. */
export function toCheckResult<Field extends string, Output>(
  errors: Record<Field, string | null>,
  values: Output,
): CheckResult<Field, Output> {
  const found: FieldErrors<Field> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const problem = errors[field];
    if (problem !== null) found[field] = problem;
  }
  return Object.keys(found).length === 0 ? { ok: true, values } : { ok: false, errors: found };
}

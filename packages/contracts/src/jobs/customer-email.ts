import { z } from 'zod';

/**
 * The customer's email address (decision 0812): where 'Email to customer' sends a job's
 * certificate, remembered on the job so the next sending is pre-filled.
 */

/** The longest address accepted (RFC 5321's path limit, as the sign-in form's EmailSchema). */
const EMAIL_MAX_CHARS = 320;

export const CUSTOMER_EMAIL_INVALID_MESSAGE =
  "Enter the customer's email address, like name@example.com.";

export const CustomerEmailSchema = z
  .string({ error: CUSTOMER_EMAIL_INVALID_MESSAGE })
  .trim()
  .max(EMAIL_MAX_CHARS, { error: CUSTOMER_EMAIL_INVALID_MESSAGE })
  .pipe(z.email({ error: CUSTOMER_EMAIL_INVALID_MESSAGE }));

/**
 * On a job save: left out, the job keeps the address it has (the server also sets it when a
 * certificate is emailed, and a device's older copy of the job must not wipe it); null or blank
 * clears it; an address sets it.
 */
export const JobCustomerEmailSchema = z
  .union([z.string().trim().length(0), CustomerEmailSchema], {
    error: CUSTOMER_EMAIL_INVALID_MESSAGE,
  })
  .nullish()
  .transform((email) => (email === undefined ? undefined : email || null));

import { z } from 'zod';
import { CustomerEmailSchema } from '../jobs/customer-email';
import { isStorableText } from '../text/storable-text';

/**
 * 'Email to customer' (decision 0812): POST /api/certificates/:number/email sends the issued
 * certificate's PDF to one address through the mail outbox. Premium and above (the PDF's own gate),
 * from a verified account only, at most a set number an hour per account.
 */

/** A short covering note: a few sentences, printed above the certificate details in the mail. */
export const CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS = 1000;

export const EmailCertificateRequestSchema = z.object(
  {
    to: CustomerEmailSchema,
    message: z
      .string({ error: 'Message must be text.' })
      .trim()
      .max(CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS, {
        error: `Message must be at most ${CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS} characters.`,
      })
      .refine(isStorableText, { error: 'Message contains characters that cannot be sent.' })
      .nullish()
      .transform((text) => text ?? ''),
  },
  { error: "Send a JSON object with the customer's email address." },
);
export type EmailCertificateRequestBody = z.input<typeof EmailCertificateRequestSchema>;
export type EmailCertificateRequest = z.output<typeof EmailCertificateRequestSchema>;

/**
 * 503 SERVICE_UNAVAILABLE: the server has no SMTP_URL, so a mail would only be written to its
 * data folder: never reported as sent to a customer who will not receive it (decision 0812).
 */
export const CERTIFICATE_EMAIL_NO_MAIL_MESSAGE =
  'This server cannot send email to customers: its administrator has not set up mail. Use Export PDF and send the certificate yourself.';

/** 403 FORBIDDEN: the account's own address must be verified first (replies go to it). */
export const CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE =
  'Verify your email address before emailing certificates to customers.';

/** 429 RATE_LIMITED: the account's hourly number of certificate emails is used up. */
export const CERTIFICATE_EMAIL_RATE_LIMITED_MESSAGE =
  'You have emailed a lot of certificates in the last hour. Please wait a while and try again.';

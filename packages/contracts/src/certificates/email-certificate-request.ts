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

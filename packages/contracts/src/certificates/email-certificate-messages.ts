/**
 * 'Email to customer' (decision 0812): what the server answers when it will not send, in plain
 * constants without zod (decision 0641), so a page's first load may say them without the schemas.
 */

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

/**
 * Mail in the end-to-end stories (decision 0810): the first app server sends through SMTP to this
 * port, where a story that expects mail starts a real SMTP server in its own process
 * (apps/server/test/support/smtp-inbox.ts) and reads what arrives. While no story listens, the
 * app keeps its mail in the outbox and retries, as it would with its SMTP server down.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 5057);
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;

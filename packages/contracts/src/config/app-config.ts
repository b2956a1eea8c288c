import { z } from 'zod';

/** GET /api/config: what this deployment offers, so the web app shows only what works. */
export const AppConfigSchema = z.object({
  version: z.string(),
  /** Sign-in providers beyond email + password (always on). */
  providers: z.object({
    google: z.boolean(),
    oidc: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  paymentsConfigured: z.boolean(),
  /** Mail goes out over SMTP, so certificates can be emailed to customers (decision 0812). */
  customerMail: z.boolean(),
  supportEmail: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

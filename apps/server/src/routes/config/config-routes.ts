import { APP_VERSION, type AppConfig } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { OIDC_PROVIDER_ID } from '../../auth/create-auth';
import type { Env } from '../../env';
import type { RouteDeps } from '../route-deps';

/** GET /api/config: what this deployment offers, so the web app shows only what works. */
export function registerConfigRoutes(app: FastifyInstance, { env }: RouteDeps): void {
  const config = buildAppConfig(env);
  app.get('/api/config', async (): Promise<AppConfig> => config);
}

export function buildAppConfig(env: Env): AppConfig {
  return {
    version: APP_VERSION,
    providers: {
      google: env.google !== null,
      oidc: env.oidc ? { id: OIDC_PROVIDER_ID, name: env.oidc.providerName } : null,
    },
    paymentsConfigured: env.stripe.secretKey !== null,
    customerMail: env.mail.smtpUrl !== null,
    supportEmail: env.supportEmail,
  };
}

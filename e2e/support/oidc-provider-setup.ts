import { startOidcProvider } from '../../apps/server/test/support/start-oidc-provider';
import { BILLING_BASE_URL, IDP_PORT } from './billing-server';

/**
 * Playwright globalSetup: a real OpenID Connect provider (oidc-provider, the one the server's own
 * sign-in tests use) on a fixed port, known to the configured server (support/billing-server.ts)
 * as its single sign-on. The server reads the provider's discovery document only when an engineer
 * presses its button, so starting after the web servers is in time. Returns the teardown.
 */
export default async function startIdp(): Promise<() => Promise<void>> {
  const idp = await startOidcProvider(`${BILLING_BASE_URL}/api/auth/callback/oidc`, IDP_PORT);
  return () => idp.close();
}

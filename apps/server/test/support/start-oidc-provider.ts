import http from 'node:http';
import Provider from 'oidc-provider';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The one client the test provider knows: PipeProof, as OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
export const TEST_IDP_CLIENT = {
  clientId: 'pipeproof-test',
  clientSecret: 'pipeproof-test-secret-0123456789',
} as const;

/**
 * A real OpenID Connect provider on loopback (oidc-provider with its development login and
 * consent pages: any login name, any password). Accounts get `<login>@idp.example`; a login that
 * starts with 'unverified' is sent with `email_verified: false`. On `port`, else any free one.
 */
export async function startOidcProvider(redirectUri: string, port = 0): Promise<TestIdp> {
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const issuer = `http://127.0.0.1:${address.port}`;
  const { clientId, clientSecret } = TEST_IDP_CLIENT;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@idp.example`,
        email_verified: !id.startsWith('unverified'),
        name: 'Olive Oidc',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['pipeproof-test-cookie-key'] },
    // Explicit lifetimes (seconds) keep oidc-provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

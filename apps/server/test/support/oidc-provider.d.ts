// oidc-provider ships no types (and @types/oidc-provider is not installed): just what tests use.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    claims: Record<string, string[]>;
    findAccount(context: unknown, id: string): Promise<Account>;
    features: { devInteractions: { enabled: boolean } };
    cookies: { keys: string[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): RequestListener;
  }
}

/** An account made once for the whole run (see global-setup.ts) and signed in once. */
export interface TestAccount {
  email: string;
  password: string;
  /** Empty when the account was made without a name. */
  name: string;
  /** The session cookie(s) as a Cookie header value. */
  cookie: string;
}

/** The run's accounts: one per tier, plus one made without a name. */
export type TestAccountKey = 'free' | 'basic' | 'premium' | 'professional' | 'nameless';

export interface TestServer {
  /** http://127.0.0.1:<port> of a real server started for this run. */
  baseUrl: string;
  /** Its DATA_DIR, for the admin CLI. */
  dataDir: string;
  /** Where the mail it sends can be read, one .eml file per message. */
  mailDir: string;
  accounts: Partial<Record<TestAccountKey, TestAccount>>;
}

/**
 * 'standard' runs as `npm start` does on a fresh clone (no payment key), with mail sent over SMTP
 * to a real SMTP server of the run; 'payments' has a Stripe
 * key (pointed at a closed local port) so /api/config says payments are configured.
 */
export type TestServerName = 'standard' | 'payments';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: Record<TestServerName, TestServer>;
  }
}

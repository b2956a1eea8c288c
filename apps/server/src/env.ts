import path from 'node:path';
import { z } from 'zod';
import {
  booleanVar,
  emailVar,
  integerVar,
  optionalText,
  pattern,
  postgresUrlVar,
  urlVar,
} from './env-fields';

/** Validated configuration. Everything the server reads from the environment goes through here. */
export interface Env {
  port: number;
  host: string;
  /** Absolute path: PGlite data, secrets.json, admin.sock, later uploads. */
  dataDir: string;
  /** postgres:// URL, or null for embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** Public origin of the app, no trailing slash. */
  baseUrl: string;
  isHttps: boolean;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** BETTER_AUTH_SECRET, else SESSION_SECRET; null → generated and kept in DATA_DIR/secrets.json. */
  authSecret: string | null;
  google: { clientId: string; clientSecret: string } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string; providerName: string } | null;
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    apiBase: string | null;
    prices: { basic: string | null; premium: string | null; professional: string | null };
  };
  supportEmail: string;
  authRateLimitMax: number;
  feedbackRateLimitMax: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const RawEnvSchema = z.object({
  PORT: integerVar('PORT', { min: 1, max: 65535, fallback: 5000 }),
  HOST: optionalText(),
  DATA_DIR: optionalText(),
  DATABASE_URL: postgresUrlVar('DATABASE_URL'),
  BASE_URL: urlVar('BASE_URL', { originOnly: true }),
  TRUST_PROXY: booleanVar('TRUST_PROXY'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, {
      error: (issue) =>
        `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got '${String(issue.input)}')`,
    })
    .default('info'),
  BETTER_AUTH_SECRET: pattern('BETTER_AUTH_SECRET', /^.{32,}$/s, 'at least 32 characters', true),
  SESSION_SECRET: pattern('SESSION_SECRET', /^.{32,}$/s, 'at least 32 characters', true),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  OIDC_ISSUER: urlVar('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_CLIENT_SECRET: optionalText(),
  OIDC_PROVIDER_NAME: optionalText(),
  STRIPE_SECRET_KEY: pattern(
    'STRIPE_SECRET_KEY',
    /^(sk|rk)_(test|live)_\S+$/,
    "'sk_test_…' or 'sk_live_…'",
    true,
  ),
  STRIPE_WEBHOOK_SECRET: pattern('STRIPE_WEBHOOK_SECRET', /^whsec_\S+$/, "'whsec_…'", true),
  STRIPE_PRICE_BASIC: pattern('STRIPE_PRICE_BASIC', /^price_\S+$/, "a price id 'price_…'"),
  STRIPE_PRICE_PREMIUM: pattern('STRIPE_PRICE_PREMIUM', /^price_\S+$/, "a price id 'price_…'"),
  STRIPE_PRICE_PROFESSIONAL: pattern(
    'STRIPE_PRICE_PROFESSIONAL',
    /^price_\S+$/,
    "a price id 'price_…'",
  ),
  STRIPE_API_BASE: urlVar('STRIPE_API_BASE'),
  SUPPORT_EMAIL: emailVar('SUPPORT_EMAIL'),
  AUTH_RATE_LIMIT_MAX: integerVar('AUTH_RATE_LIMIT_MAX', { min: 1, max: 1_000_000, fallback: 10 }),
  FEEDBACK_RATE_LIMIT_MAX: integerVar('FEEDBACK_RATE_LIMIT_MAX', {
    min: 1,
    max: 1_000_000,
    fallback: 5,
  }),
  INIT_CWD: optionalText(),
});
type RawEnv = z.infer<typeof RawEnvSchema>;

/**
 * Validates an environment record (normally `process.env`). Pure apart from the `cwd` fallback.
 * Throws EnvError listing one line per bad variable.
 */
export function parseEnv(
  record: Readonly<Record<string, string | undefined>>,
  options: { cwd?: string } = {},
): Env {
  const parsed = RawEnvSchema.safeParse(blankToUndefined(record));
  if (!parsed.success) {
    throw new EnvError(uniqueMessages(parsed.error.issues.map((issue) => issue.message)));
  }
  const raw = parsed.data;
  const problems = groupProblems(raw);
  if (problems.length > 0) throw new EnvError(problems);

  // `npm run … -w` starts scripts inside the workspace; INIT_CWD is where npm was started.
  const startDir = raw.INIT_CWD ?? options.cwd ?? process.cwd();
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    port: raw.PORT,
    host: raw.HOST ?? '0.0.0.0',
    dataDir: path.resolve(startDir, raw.DATA_DIR ?? 'data'),
    databaseUrl: raw.DATABASE_URL ?? null,
    baseUrl,
    isHttps: baseUrl.startsWith('https://'),
    trustProxy: raw.TRUST_PROXY ?? false,
    logLevel: raw.LOG_LEVEL,
    authSecret: raw.BETTER_AUTH_SECRET ?? raw.SESSION_SECRET ?? null,
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : null,
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER.replace(/\/+$/, ''),
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            providerName: raw.OIDC_PROVIDER_NAME ?? 'Single sign-on',
          }
        : null,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY ?? null,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: raw.STRIPE_API_BASE ?? null,
      prices: {
        basic: raw.STRIPE_PRICE_BASIC ?? null,
        premium: raw.STRIPE_PRICE_PREMIUM ?? null,
        professional: raw.STRIPE_PRICE_PROFESSIONAL ?? null,
      },
    },
    supportEmail: raw.SUPPORT_EMAIL ?? 'support@pipeproof.app',
    authRateLimitMax: raw.AUTH_RATE_LIMIT_MAX,
    feedbackRateLimitMax: raw.FEEDBACK_RATE_LIMIT_MAX,
  };
}

/** Variables that only make sense together. */
function groupProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  const google = {
    GOOGLE_CLIENT_ID: raw.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: raw.GOOGLE_CLIENT_SECRET,
  };
  const oidc = {
    OIDC_ISSUER: raw.OIDC_ISSUER,
    OIDC_CLIENT_ID: raw.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: raw.OIDC_CLIENT_SECRET,
  };
  for (const group of [google, oidc]) {
    const names = Object.keys(group);
    const missing = names.filter((name) => group[name as keyof typeof group] === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(
        `${missing.join(', ')} must be set too: set all of ${names.join(', ')}, or none`,
      );
    }
  }
  if (raw.OIDC_PROVIDER_NAME !== undefined && raw.OIDC_ISSUER === undefined) {
    problems.push('OIDC_PROVIDER_NAME is set but OIDC_ISSUER is not: set the OIDC_* variables too');
  }
  return problems;
}

/** `FOO=` in a .env file means "not set", not "set to the empty string". */
function blankToUndefined(
  record: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(record)) {
    out[key] = value === undefined || value.trim() === '' ? undefined : value.trim();
  }
  return out;
}

function uniqueMessages(messages: string[]): string[] {
  return [...new Set(messages)];
}

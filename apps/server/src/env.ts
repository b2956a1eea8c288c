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
  STRIPE_API_BASE: urlVar('STRIPE_API_BASE', { originOnly: true }),
  SUPPORT_EMAIL: emailVar('SUPPORT_EMAIL'),
  AUTH_RATE_LIMIT_MAX: integerVar('AUTH_RATE_LIMIT_MAX', { min: 1, max: 1_000_000, fallback: 10 }),
  FEEDBACK_RATE_LIMIT_MAX: integerVar('FEEDBACK_RATE_LIMIT_MAX', {
    min: 1,
    max: 1_000_000,
    fallback: 5,
  }),
  UPLOAD_RATE_LIMIT_MAX: integerVar('UPLOAD_RATE_LIMIT_MAX', {
    min: 1,
    max: 1_000_000,
    fallback: 20,
  }),
  VERIFY_RATE_LIMIT_MAX: integerVar('VERIFY_RATE_LIMIT_MAX', {
    min: 1,
    max: 1_000_000,
    fallback: 60,
  }),
  // Certificates an account may email to customers in any hour (decision 0812).
  CERTIFICATE_EMAIL_HOURLY_MAX: integerVar('CERTIFICATE_EMAIL_HOURLY_MAX', {
    min: 1,
    max: 10_000,
    fallback: 20,
  }),
  S3_BUCKET: pattern('S3_BUCKET', /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name'),
  S3_REGION: pattern('S3_REGION', /^[a-z0-9-]+$/, "a region such as 'eu-west-2'"),
  S3_ENDPOINT: urlVar('S3_ENDPOINT', { originOnly: true }),
  S3_FORCE_PATH_STYLE: booleanVar('S3_FORCE_PATH_STYLE'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_KEY_PREFIX: pattern('S3_KEY_PREFIX', /^[A-Za-z0-9!_.*'()/-]*$/, 'letters, digits and / - _ .'),
  // Mail (decision 0810): without SMTP_URL each message is written to DATA_DIR/mail as a .eml file.
  SMTP_URL: pattern(
    'SMTP_URL',
    /^smtps?:\/\/[^\s/?#]+(?::\d+)?\/?(?:\?\S*)?$/,
    "an SMTP address such as 'smtp://user:password@mail.example.com:587' or 'smtps://…'",
    true,
  ),
  MAIL_FROM: pattern(
    'MAIL_FROM',
    /^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
    "an address such as 'PipeProof <no-reply@example.com>' or 'no-reply@example.com'",
  ),
  WEB_DIST_DIR: optionalText(),
  INIT_CWD: optionalText(),
});
type RawEnv = z.output<typeof RawEnvSchema>;

/**
 * The configuration's schema: every variable checked on its own (RawEnvSchema), then the ones that
 * only make sense together (groupProblems), then turned into what the server reads (toEnv).
 * `cwd` resolves a relative DATA_DIR or WEB_DIST_DIR when INIT_CWD is not set.
 */
function envSchema(cwd: string | undefined) {
  return RawEnvSchema.transform((raw, ctx) => {
    const problems = groupProblems(raw);
    if (problems.length > 0) {
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return toEnv(raw, cwd);
  });
}

/** Validated configuration. Everything the server reads from the environment goes through here. */
export type Env = z.output<ReturnType<typeof envSchema>>;

/** S3_* variables: S3_BUCKET turns S3 on; keys both or neither (then the SDK's default chain). */
export type S3Config = NonNullable<Env['s3']>;

/** Where the Stripe SDK sends requests instead of api.stripe.com (tests: a local fake). */
export type StripeApiAddress = NonNullable<Env['stripe']['api']>;

/**
 * Validates an environment record (normally `process.env`). Pure apart from the `cwd` fallback.
 * Throws EnvError listing one line per bad variable.
 */
export function parseEnv(
  record: Readonly<Record<string, string | undefined>>,
  options: { cwd?: string } = {},
): Env {
  const parsed = envSchema(options.cwd).safeParse(blankToUndefined(record));
  if (!parsed.success) {
    throw new EnvError(uniqueMessages(parsed.error.issues.map((issue) => issue.message)));
  }
  return parsed.data;
}

/** The configuration the server reads, from variables that passed every check. */
function toEnv(raw: RawEnv, cwd: string | undefined) {
  // `npm run … -w` starts scripts inside the workspace; INIT_CWD is where npm was started.
  const startDir = raw.INIT_CWD ?? cwd ?? process.cwd();
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    port: raw.PORT,
    host: raw.HOST ?? '0.0.0.0',
    /** Where a relative path given to the server or the admin tool is taken from. */
    startDir,
    /** Absolute path: PGlite data, secrets.json, admin.sock, later uploads. */
    dataDir: path.resolve(startDir, raw.DATA_DIR ?? 'data'),
    /** postgres:// URL, or null for embedded PGlite in `<dataDir>/pglite`. */
    databaseUrl: raw.DATABASE_URL ?? null,
    /** Public origin of the app, no trailing slash. */
    baseUrl,
    isHttps: baseUrl.startsWith('https://'),
    trustProxy: raw.TRUST_PROXY ?? false,
    logLevel: raw.LOG_LEVEL,
    /** BETTER_AUTH_SECRET, else SESSION_SECRET; null → generated and kept in DATA_DIR/secrets.json. */
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
    /**
     * Card payments. Either secretKey is null and so is everything else (no payments: the subscribe
     * page says the service is unavailable), or all of key, webhook secret and the three prices are
     * set (groupProblems refuses a half-configured Stripe). `api` is STRIPE_API_BASE split for the SDK.
     */
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY ?? null,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: raw.STRIPE_API_BASE ?? null,
      api: raw.STRIPE_API_BASE ? toStripeApiAddress(raw.STRIPE_API_BASE) : null,
      prices: {
        basic: raw.STRIPE_PRICE_BASIC ?? null,
        premium: raw.STRIPE_PRICE_PREMIUM ?? null,
        professional: raw.STRIPE_PRICE_PROFESSIONAL ?? null,
      },
    },
    supportEmail: raw.SUPPORT_EMAIL ?? 'support@pipeproof.app',
    authRateLimitMax: raw.AUTH_RATE_LIMIT_MAX,
    feedbackRateLimitMax: raw.FEEDBACK_RATE_LIMIT_MAX,
    /** Public certificate verifications per minute per IP (docs/decisions/0109). */
    verifyRateLimitMax: raw.VERIFY_RATE_LIMIT_MAX,
    /** Upload URLs, uploads and signature uploads per minute per IP (decision 0702). */
    uploadRateLimitMax: raw.UPLOAD_RATE_LIMIT_MAX,
    /** Certificates an account may email to customers in any hour (decision 0812). */
    certificateEmailHourlyMax: raw.CERTIFICATE_EMAIL_HOURLY_MAX,
    /** S3-compatible storage for logos and signatures; null → DATA_DIR/uploads (decision 0701). */
    s3: toS3Config(raw),
    /**
     * Mail (decision 0810): sent over SMTP when smtpUrl is set, else written to `<dataDir>/mail`.
     * `from` defaults to no-reply at the app's own host name.
     */
    mail: {
      smtpUrl: raw.SMTP_URL ?? null,
      from: raw.MAIL_FROM ?? `PipeProof <no-reply@${mailHost(baseUrl)}>`,
    },
    /** Absolute path of the built web app to serve; null → apps/web/dist of this checkout. */
    webDistDir: raw.WEB_DIST_DIR ? path.resolve(startDir, raw.WEB_DIST_DIR) : null,
  };
}

/** The host name a default sender address can use ('localhost' becomes 'localhost.localdomain'). */
function mailHost(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  return host.includes('.') ? host : `${host}.localdomain`;
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
  problems.push(...stripeProblems(raw));
  problems.push(...s3Problems(raw));
  return problems;
}

/** S3 needs a bucket; the two keys go together. */
function s3Problems(raw: RawEnv): string[] {
  const problems: string[] = [];
  const others = {
    S3_REGION: raw.S3_REGION,
    S3_ENDPOINT: raw.S3_ENDPOINT,
    S3_FORCE_PATH_STYLE: raw.S3_FORCE_PATH_STYLE,
    S3_ACCESS_KEY_ID: raw.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: raw.S3_SECRET_ACCESS_KEY,
    S3_KEY_PREFIX: raw.S3_KEY_PREFIX,
  };
  const given = Object.keys(others).filter((k) => others[k as keyof typeof others] !== undefined);
  if (raw.S3_BUCKET === undefined && given.length > 0) {
    problems.push(`${given.join(', ')} set but S3_BUCKET is not: set S3_BUCKET to use S3 storage`);
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither');
  }
  return problems;
}

function toS3Config(raw: RawEnv) {
  if (raw.S3_BUCKET === undefined) return null;
  const prefix = (raw.S3_KEY_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION ?? 'us-east-1',
    /** For S3-compatible services (MinIO, R2, …); null → AWS. */
    endpoint: raw.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
        : null,
    /** Prepended to every object key, e.g. 'pipeproof/'. */
    keyPrefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

/** Stripe needs its key, the webhook secret and a price per paid plan, or none of them. */
function stripeProblems(raw: RawEnv): string[] {
  const stripe = {
    STRIPE_SECRET_KEY: raw.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: raw.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: raw.STRIPE_PRICE_BASIC,
    STRIPE_PRICE_PREMIUM: raw.STRIPE_PRICE_PREMIUM,
    STRIPE_PRICE_PROFESSIONAL: raw.STRIPE_PRICE_PROFESSIONAL,
  };
  const names = Object.keys(stripe);
  const missing = names.filter((name) => stripe[name as keyof typeof stripe] === undefined);
  const problems: string[] = [];
  if (missing.length > 0 && missing.length < names.length) {
    problems.push(`${missing.join(', ')} must be set too: set all of ${names.join(', ')}, or none`);
  }
  if (raw.STRIPE_API_BASE !== undefined && raw.STRIPE_SECRET_KEY === undefined) {
    problems.push(
      'STRIPE_API_BASE is set but STRIPE_SECRET_KEY is not: set the STRIPE_* variables too',
    );
  }
  const prices = [raw.STRIPE_PRICE_BASIC, raw.STRIPE_PRICE_PREMIUM, raw.STRIPE_PRICE_PROFESSIONAL];
  const given = prices.filter((price) => price !== undefined);
  if (new Set(given).size < given.length) {
    problems.push(
      'STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM and STRIPE_PRICE_PROFESSIONAL must differ: each plan has its own price',
    );
  }
  return problems;
}

/** 'http://127.0.0.1:12111' → host, port and protocol, as the Stripe SDK takes them. */
function toStripeApiAddress(apiBase: string) {
  const url = new URL(apiBase);
  const protocol: 'http' | 'https' = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port);
  return { host: url.hostname, port, protocol };
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

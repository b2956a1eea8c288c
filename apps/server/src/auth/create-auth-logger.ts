import type { FastifyBaseLogger } from 'fastify';
import { reportIfDatabaseOutage } from './database-outage-in-auth';

/** Longest piece of a better-auth message or argument that reaches the log. */
export const MAX_LOGGED_TEXT_LENGTH = 200;

/**
 * better-auth's messages about a request the client got wrong (a foreign origin or callback URL,
 * an unknown provider, a stale or forged OAuth state): each is answered with a 4xx or a redirect
 * and leaves nothing for an operator to fix, so they are logged at info, never at error.
 */
const CLIENT_MISTAKES = [
  /^Invalid (origin|callbackURL|errorCallbackURL|newUserCallbackURL|redirectURL)\b/,
  /^If it's a valid URL, please add/,
  /^(OAuth )?[Pp]rovider not found/,
  /^Provider does not support id token/,
  /^Invalid id token/,
  /^State not found/,
  /^Failed to parse state/,
  /^INVALID_CALLBACK_REQUEST/,
  /^Code not found/,
  /^Blocked cross-site navigation login attempt/,
];

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's `logger` option, writing to our pino logger. A client can put anything into what
 * better-auth logs (a 1 MB callback URL, a long Referer), so no message or argument is logged
 * whole: each is cut to MAX_LOGGED_TEXT_LENGTH characters (docs/decisions/0107). A database that
 * cannot be reached is reported once per outage at warn, not at error per request (0802).
 */
export function createAuthLogger(logger: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log: (level: AuthLogLevel, message: string, ...args: unknown[]) => {
      // better-auth passes the error as an argument, and now and then as the message itself.
      if (reportIfDatabaseOutage(logger, [message, ...args])) return;
      const text = truncate(String(message));
      const effective = CLIENT_MISTAKES.some((pattern) => pattern.test(text)) ? 'info' : level;
      const first = args[0];
      const context =
        first instanceof Error
          ? { err: first }
          : args.length > 0
            ? { args: args.map((arg) => truncate(describe(arg))) }
            : {};
      logger[effective]({ ...context, component: 'better-auth' }, text);
    },
  };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function truncate(text: string): string {
  if (text.length <= MAX_LOGGED_TEXT_LENGTH) return text;
  return `${text.slice(0, MAX_LOGGED_TEXT_LENGTH)}… (${text.length} characters)`;
}

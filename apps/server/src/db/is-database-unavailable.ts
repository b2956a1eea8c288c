/**
 * Whether an error means "the database cannot be reached just now" (stopped, restarting, failing
 * over, out of connections) rather than a bug or a bad query: such requests get 503 with
 * Retry-After, not 500 (docs/decisions/0802-database-unavailable.md).
 *
 * node-postgres reports these as socket errors (ECONNREFUSED…), as the server's own FATAL with a
 * SQLSTATE (57P01 when an administrator stops it), or as plain Errors with known messages (pool
 * and connection timeouts, "Connection terminated"). Drizzle wraps them in DrizzleQueryError and
 * better-auth in APIError, both with the original as `cause`, so the whole chain is searched.
 */

/** Socket errors that say the server is not there (or went away), not that we asked wrongly. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs (Appendix A) that mean the server cannot serve us at the moment. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: stopped (pg_ctl stop -m fast), or the connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** node-postgres and pg-pool raise these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "…unexpectedly", "…due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis passed
  /^Client has encountered a connection error and is not queryable$/,
];

const MAX_DEPTH = 8;

export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, 0, isUnavailableItself);
}

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    // A system call failed (connect, read, write, getaddrinfo). Without `syscall` an ECONNRESET is
    // Node's "aborted": the client hung up on its own request, which says nothing of the database.
    if (NETWORK_ERROR_CODES.has(code) && 'syscall' in error) return true;
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    // Class 08: connection exception (08000, 08003, 08006, 08001, 08004…).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : undefined;
  return message !== undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error, its `cause` chain and, for AggregateError (a host with several addresses), each. */
function someInChain(error: unknown, depth: number, test: (error: object) => boolean): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (test(error)) return true;
  if (error instanceof AggregateError) {
    if (error.errors.some((inner) => someInChain(inner, depth + 1, test))) return true;
  }
  return 'cause' in error && someInChain(error.cause, depth + 1, test);
}

/** Any logger with pino's warn(context, message): pino, Fastify's request.log, or stderr. */
export interface WarnLogger {
  warn(context: object, message: string): void;
}

/** While the database stays down, one warning per this period (with how many were held back). */
export const OUTAGE_REPORT_INTERVAL_MS = 30_000;

let lastReportAtMs = Number.NEGATIVE_INFINITY;
let heldBack = 0;

/**
 * Logs "database unavailable" at warn, at most once per OUTAGE_REPORT_INTERVAL_MS in this process:
 * an outage fails every request, and a stack per request would bury the log (and what else went
 * wrong). The line names the cause (e.g. "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432")
 * without a stack. docs/decisions/0802-database-unavailable.md.
 */
export function reportDatabaseUnavailable(
  logger: WarnLogger,
  error: unknown,
  nowMs: number = Date.now(),
): void {
  if (nowMs - lastReportAtMs < OUTAGE_REPORT_INTERVAL_MS) {
    heldBack += 1;
    return;
  }
  const repeats = heldBack;
  lastReportAtMs = nowMs;
  heldBack = 0;
  logger.warn(
    { cause: describeCause(error), ...(repeats > 0 ? { repeats } : {}) },
    'Database unavailable: answering 503 with Retry-After until it is back',
  );
}

/** The innermost error of the chain, as "CODE: message" (short: no query text, no stack). */
function describeCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 8; depth += 1) {
    if (typeof current !== 'object' || current === null) break;
    if (!('cause' in current) || current.cause === undefined) break;
    current = current.cause;
  }
  if (!(current instanceof Error)) return String(current).slice(0, 200);
  const code = 'code' in current && typeof current.code === 'string' ? `${current.code}: ` : '';
  return `${code}${current.message}`.slice(0, 200);
}

/** Longest string kept whole in a log line; longer ones are cut and say how long they were. */
export const LOG_STRING_MAX = 300;
const LOG_ARRAY_MAX = 20;
const LOG_DEPTH_MAX = 5;
const LOG_KEYS_MAX = 30;

/**
 * A copy of `value` small enough for one log line, whatever a client put in it: long strings cut
 * (with their length), long arrays and objects shortened, deep ones stopped (docs/decisions/0109).
 * An error's message and stack, a database error's `params`, a URL: none can carry a megabyte.
 */
export function boundForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > LOG_STRING_MAX
      ? `${value.slice(0, LOG_STRING_MAX)}… (${value.length} characters)`
      : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= LOG_DEPTH_MAX) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const kept = value.slice(0, LOG_ARRAY_MAX).map((item) => boundForLog(item, depth + 1));
    return value.length > LOG_ARRAY_MAX ? [...kept, `… (${value.length} items)`] : kept;
  }
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  const entries = Object.entries(value);
  const kept = entries
    .slice(0, LOG_KEYS_MAX)
    .map(([key, item]) => [boundForLog(key), boundForLog(item, depth + 1)] as const);
  const bounded: Record<string, unknown> = Object.fromEntries(
    kept.map(([key, item]) => [String(key), item]),
  );
  if (entries.length > LOG_KEYS_MAX) bounded['…'] = `${entries.length} keys`;
  return bounded;
}

/**
 * better-auth puts the session token in JSON bodies: `token` beside the user after sign-in,
 * sign-up and a change of password, `session.token` in get-session, one per session in
 * list-sessions. The browser needs only the httpOnly cookie; a token readable by scripts would
 * undo what httpOnly protects. Returns `value` without any `token` key, at any depth.
 */
export function stripSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSessionTokens);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'token') kept[key] = stripSessionTokens(item);
  }
  return kept;
}

/**
 * The `Server-Timing` metric a page's HTML is sent with when its request carried a session cookie
 * (docs/decisions/0887). The cookie is httpOnly, so this is how a page the device remembers nobody
 * for learns, before the session check answers, that an engineer is probably signed in: its header
 * keeps the room the engineer's controls will take. Whether the session is valid is not said.
 * A plain value in a zod-free file: the app shell reads it.
 */
export const SESSION_COOKIE_TIMING = 'session-cookie';

/**
 * A same-origin path to come back to after signing in, or null. Refuses absolute URLs,
 * protocol-relative `//host` and `/\host` tricks: only paths on BASE_URL's origin.
 */
export function safeReturnPath(value: string | undefined, baseUrl: string): string | null {
  if (value === undefined || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (hasControlCharacter(value)) return null;
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked again once resolved: `/%2e%2e//host` resolves to `//host`, another site's address.
  return path.startsWith('//') ? null : path;
}

/** C0 controls and DEL: never part of a path a person follows, often part of a header attack. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

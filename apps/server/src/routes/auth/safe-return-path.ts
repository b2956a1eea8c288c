/**
 * A same-origin path to come back to after signing in, or null. Refuses absolute URLs,
 * protocol-relative `//host` and `/\host` tricks: only paths on BASE_URL's origin.
 */
export function safeReturnPath(value: string | undefined, baseUrl: string): string | null {
  if (value === undefined || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

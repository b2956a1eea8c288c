/**
 * A fetch for tests that behaves like the browser talking to the real server: relative URLs
 * resolve against the server, every request carries Origin (better-auth and the CSRF check
 * need it), and cookies the server sets are kept and sent back.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  clear(): void {
    this.cookies.clear();
  }

  /** Loads a Cookie header value ('a=1; b=2'), e.g. a session made in global setup. */
  load(cookieHeader: string): void {
    for (const pair of cookieHeader.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookies: string[]): void {
    for (const setCookie of setCookies) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const [name, ...value] = pair.trim().split('=');
      if (!name) continue;
      const isExpired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }
}

export function createCookieJarFetch(baseUrl: string, jar: CookieJar, realFetch: typeof fetch) {
  return async function cookieJarFetch(
    input: RequestInfo | URL,
    init: RequestInit = {},
  ): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), baseUrl);
    const headers = new Headers(init.headers);
    headers.set('origin', baseUrl);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await realFetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response.headers.getSetCookie());
    return response;
  };
}

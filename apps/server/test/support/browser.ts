/**
 * A tiny fetch client that behaves like a browser on our origin: keeps cookies, sends Origin on
 * requests that change things, never follows redirects (tests look at them).
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly serverUrl: string,
    readonly origin: string,
  ) {}

  get(pathname: string, init: RequestOptions = {}): Promise<Response> {
    return this.request('GET', pathname, init);
  }

  post(pathname: string, json?: unknown, init: RequestOptions = {}): Promise<Response> {
    return this.request('POST', pathname, { ...init, ...(json === undefined ? {} : { json }) });
  }

  async request(method: string, pathname: string, init: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.origin !== null && method !== 'GET' && method !== 'HEAD') {
      headers.set('origin', init.origin ?? this.origin);
    }
    const cookieHeader = this.cookieHeader();
    if (cookieHeader && !init.withoutCookies) headers.set('cookie', cookieHeader);
    const response = await fetch(new URL(pathname, this.serverUrl), {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    this.store(response);
    return response;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface RequestOptions {
  json?: unknown;
  body?: string | FormData;
  headers?: Record<string, string>;
  /** Overrides the Origin header; null sends none. */
  origin?: string | null;
  withoutCookies?: boolean;
}

/** POST /api/upload/signature as `browser`, `file` the multipart form's one file (product.md §7). */
export function postSignature(
  browser: Browser,
  file: Buffer,
  type = 'image/png',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'signature.png');
  return browser.request('POST', '/api/upload/signature', { body: form });
}

/** Signs up a new user in `browser`; returns the email. */
export async function signUp(
  browser: Browser,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = overrides.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await browser.post('/api/auth/sign-up/email', {
    email,
    password,
    name: overrides.name ?? 'Test Engineer',
  });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  return { email, password };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from './support/test-database';
import { useTestApp, withTestApp } from './support/use-test-app';

let distDir: string;

const BIG_SCRIPT = 'export const rows = [' + '"pipework",'.repeat(2000) + '];';
const INDEX_HTML =
  '<!doctype html><html><head><title>PipeProof</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc123.js"></script>' +
  '<p>PipeProof SPA</p>'.repeat(20) +
  '</body></html>';
/** A page's own copy of index.html, naming its chunks (decision 0846). */
const COMMERCIAL_HTML = INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/calculator-ghi789.js"></head>',
);
/** The signed-out copies, with the page's first screen drawn in (decision 0853). */
const SIGNED_OUT_COMMERCIAL_HTML = COMMERCIAL_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-first-screen="signed-out" inert><h1>Commercial Calculator</h1></div>',
);
const SIGN_IN_HTML = INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/sign-in-jkl012.js"></head>',
);
const SIGNED_OUT_SIGN_IN_HTML = SIGN_IN_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-first-screen="signed-out" inert><h1>Sign in to PipeProof</h1></div>',
);
const SIGNED_OUT_INDEX_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-first-screen="signed-out" inert><h1>Pipework testing</h1></div>',
);
/** The web build's own step (decision 0835), run on this folder as `npm run build` runs it. */
const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

beforeAll(async () => {
  distDir = makeTempDir('pp-dist-');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(distDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(distDir, 'sw.js'), `self.precache = [${'"/a",'.repeat(200)}];`);
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"PipeProof"}');
  fs.mkdirSync(path.join(distDir, 'route-html'));
  fs.writeFileSync(path.join(distDir, 'route-html', 'commercial.html'), COMMERCIAL_HTML);
  fs.mkdirSync(path.join(distDir, 'route-html', 'signed-out'));
  fs.writeFileSync(
    path.join(distDir, 'route-html', 'signed-out', 'commercial.html'),
    SIGNED_OUT_COMMERCIAL_HTML,
  );
  fs.writeFileSync(
    path.join(distDir, 'route-html', 'signed-out', 'index.html'),
    SIGNED_OUT_INDEX_HTML,
  );
  fs.writeFileSync(path.join(distDir, 'route-html', 'sign-in.html'), SIGN_IN_HTML);
  fs.writeFileSync(
    path.join(distDir, 'route-html', 'signed-out', 'sign-in.html'),
    SIGNED_OUT_SIGN_IN_HTML,
  );
  execFileSync(process.execPath, [PRECOMPRESS, distDir], { stdio: 'ignore' });
  // Added after the build's step: no compressed copy, so it must be sent as it is.
  fs.writeFileSync(path.join(distDir, 'late.txt'), 'pipework '.repeat(1000));
  // Beside the build, never served.
  fs.writeFileSync(path.join(distDir, '..', `${path.basename(distDir)}-secret.txt`), 'secret');
});

afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});

const server = useTestApp(() => ({ webDistDir: distDir }));

/** A request as a signed-in browser sends it: with a session cookie (valid or not). */
const withSession = { cookie: 'pipeproof.session_token=abc.def' };

describe('the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await server.browser().get('/', { headers: withSession });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/', SIGNED_OUT_INDEX_HTML],
    ['/commercial', SIGNED_OUT_COMMERCIAL_HTML],
  ])('answers %s without a session with its first screen drawn in (0853)', async (route, html) => {
    const response = await server.browser().get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // One copy with a session and another without: a cache must keep them apart.
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(await response.text()).toBe(html);
  });

  it.each(['/commercial?job=job-1', '/commercial?returnTo=%2F', '/?tier=basic'])(
    'answers %s without a session as before: a query can change the first screen',
    async (route) => {
      const response = await server.browser().get(route);
      expect(await response.text()).toBe(
        route.startsWith('/commercial') ? COMMERCIAL_HTML : INDEX_HTML,
      );
    },
  );

  it.each(['/sign-in?returnTo=%2Fcalc', '/sign-in?returnTo=%2Faccount&returnTo=%2F', '/sign-in?'])(
    'answers %s without a session with its first screen: where to go next does not change it',
    async (route) => {
      const response = await server.browser().get(route);
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(await response.text()).toBe(SIGNED_OUT_SIGN_IN_HTML);
    },
  );

  it.each(['/sign-in?returnTo=%2Fcalc&mode=create', '/sign-in?error=access_denied'])(
    'answers %s without a session as before: that query changes the first screen',
    async (route) => {
      const response = await server.browser().get(route);
      expect(await response.text()).toBe(SIGN_IN_HTML);
    },
  );

  it('answers /sign-in?returnTo=… with a session as before', async () => {
    const response = await server.browser().get('/sign-in?returnTo=%2Fcalc', {
      headers: withSession,
    });
    expect(await response.text()).toBe(SIGN_IN_HTML);
  });

  it('the https session cookie counts as a session too', async () => {
    const response = await server.browser().get('/commercial', {
      headers: { cookie: 'theme=dark; __Secure-pipeproof.session_token=abc.def' },
    });
    expect(await response.text()).toBe(COMMERCIAL_HTML);
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  it('a cookie that only looks like the session’s is no session', async () => {
    const response = await server.browser().get('/commercial', {
      headers: { cookie: 'pipeproof.session_token_old=abc; other.session_token=abc' },
    });
    expect(await response.text()).toBe(SIGNED_OUT_COMMERCIAL_HTML);
  });

  it.each(['/', '/commercial', '/sign-in?returnTo=%2Fcalc', '/account', '/deep/client/route'])(
    'tells the page at %s whether its request carried a session cookie (0887)',
    async (route) => {
      const signedIn = await server.browser().get(route, { headers: withSession });
      expect(signedIn.headers.get('server-timing')).toBe('session-cookie');
      expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);
      const signedOut = await server.browser().get(route, {
        headers: { cookie: 'theme=dark; pipeproof.session_token_old=abc' },
      });
      expect(signedOut.headers.get('server-timing')).toBeNull();
      // Same address, other headers: a cache must keep the two apart on every page.
      expect(signedOut.headers.get('vary')).toMatch(/\bCookie\b/);
    },
  );

  it('says nothing of the cookie on the files the service worker keeps, or on the API', async () => {
    for (const file of ['/index.html', '/assets/index-abc123.js', '/api/health']) {
      const response = await server.browser().get(file, { headers: withSession });
      expect(response.status).toBe(200);
      expect(response.headers.get('server-timing')).toBeNull();
    }
  });

  it.each(['/calc', '/account', '/subscribe?tier=premium', '/deep/client/route'])(
    'answers the client-side route %s with index.html (200)',
    async (route) => {
      const response = await server.browser().get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each(['/commercial', '/commercial?job=job-1'])(
    'answers %s with its own copy of index.html, naming its chunks, without caching',
    async (route) => {
      const response = await server.browser().get(route, { headers: withSession });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(COMMERCIAL_HTML);
    },
  );

  it('sends the page’s copy as the build compressed it', async () => {
    const response = await fetch(`${server.url}/commercial`, {
      headers: { 'accept-encoding': 'br', ...withSession },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(COMMERCIAL_HTML);
  });

  it.each(['/commercial/', '/Commercial', '/industrial', '/route-html'])(
    'answers %s, which has no copy of its own, with index.html',
    async (route) => {
      const response = await server.browser().get(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await server.browser().get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['br', 'gzip'])(
    'compresses larger files with %s when the browser accepts it',
    async (encoding) => {
      const response = await fetch(`${server.url}/assets/big-def456.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(BIG_SCRIPT);
    },
  );

  it('the page-only headers stay on pages and the service worker', async () => {
    for (const route of ['/', '/commercial', '/sw.js', '/manifest.webmanifest']) {
      const response = await server.browser().get(route);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), route).toContain(
        "default-src 'self'",
      );
      expect(response.headers.get('permissions-policy'), route).toContain('geolocation=(self)');
      expect(response.headers.get('x-frame-options'), route).toBe('SAMEORIGIN');
    }
  });

  it('serves other files, revalidated', async () => {
    const response = await server.browser().get('/robots.txt');
    expect(await response.text()).toContain('User-agent');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset is a 404, not the app', async () => {
    const response = await server.browser().get('/assets/gone-999.js');
    expect(response.status).toBe(404);
  });

  it('unknown /api routes stay JSON 404s', async () => {
    const response = await server.browser().get('/api/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a path parameter over 100 characters is the router’s 400 here too, not a 404 (0893)', async () => {
    // The web app's wildcard route makes the router fall back instead of refusing it.
    for (const path of ['/api/jobs/', '/api/verify/', '/api/certificates/']) {
      const response = await server.browser().get(path + 'a'.repeat(101));
      expect(response.status, path).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'A part of the URL is too long (the limit is 100 characters).',
      });
      expect(text).not.toContain('a'.repeat(101));
    }
    // At the limit it reaches the route.
    const atLimit = await server.browser().get('/api/verify/' + 'a'.repeat(100));
    expect(atLimit.status).toBe(404);
    expect(await atLimit.json()).toMatchObject({ message: 'Certificate not found.' });
  });
});

describe('without a build', () => {
  it('GET / says to run npm run build', async () => {
    await withTestApp({ webDistDir: path.join(distDir, 'missing') }, async (other) => {
      const response = await other.browser().get('/');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('npm run build');
    });
  });
});

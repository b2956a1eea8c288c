import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from './support/test-database';
import { useTestApp, withTestApp } from './support/use-test-app';

let distDir: string;

const BIG_SCRIPT = 'export const rows = [' + '"pipework",'.repeat(2000) + '];';
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>PipeProof SPA</body></html>';

beforeAll(async () => {
  distDir = makeTempDir('pp-dist-');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(distDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
});

afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});

const server = useTestApp(() => ({ webDistDir: distDir }));

describe('the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await server.browser().get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
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

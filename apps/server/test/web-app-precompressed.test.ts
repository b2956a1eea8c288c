import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ONLY_HEADERS } from '../src/http/security-headers';
import { makeTempDir } from './support/test-database';
import { useTestApp } from './support/use-test-app';

// The web app's files as the build compressed them, sent as they are (docs/decisions/0835).
let distDir: string;
let secretFile: string;

const SCRIPT = 'export const rows = [' + '"pipework",'.repeat(2000) + '];';
const STYLES = '.pipe{color:#123456}'.repeat(400);
const INDEX_HTML =
  '<!doctype html><html><head><title>PipeProof</title></head><body><div id="root"></div>' +
  '<p>PipeProof SPA</p>'.repeat(100) +
  '</body></html>';
const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

beforeAll(() => {
  distDir = makeTempDir('pp-dist-pre-');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-Ef56Gh78.css'), STYLES);
  fs.writeFileSync(path.join(distDir, 'assets', 'logo-Ij90Kl12.png'), Buffer.alloc(4096, 7));
  execFileSync(process.execPath, [PRECOMPRESS, distDir], { stdio: 'ignore' });
  // Added after the build's step: no compressed copy.
  fs.writeFileSync(path.join(distDir, 'late.txt'), 'pipework '.repeat(1000));
  // Beside the build: must never be served.
  secretFile = path.join(path.dirname(distDir), `${path.basename(distDir)}-secret.txt`);
  fs.writeFileSync(secretFile, 'not for the web');
});

afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(secretFile, { force: true });
});

const server = useTestApp(() => ({ webDistDir: distDir }));

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire: fetch would decode them (and refuses odd paths). */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawResponse>((done, fail) => {
    const request = http.request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

const file = (...parts: string[]) => fs.readFileSync(path.join(distDir, ...parts));

describe('files compressed once, at build time', () => {
  it('the build wrote brotli and gzip copies beside each text file, not the images', () => {
    for (const name of ['index.html', 'assets/app-Ab12Cd34.js', 'assets/index-Ef56Gh78.css']) {
      expect(brotliDecompressSync(file(`${name}.br`)).toString(), name).toBe(file(name).toString());
      expect(gunzipSync(file(`${name}.gz`)).toString(), name).toBe(file(name).toString());
    }
    expect(fs.existsSync(path.join(distDir, 'assets/logo-Ij90Kl12.png.br'))).toBe(false);
  });

  it('run again over the same folder (a second build), every copy is made afresh, none lost', () => {
    const dir = makeTempDir('pp-dist-again-');
    try {
      const script = path.join(dir, 'app-Ab12Cd34.js');
      fs.writeFileSync(script, SCRIPT);
      fs.writeFileSync(path.join(dir, 'index-Ef56Gh78.css'), STYLES);
      execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: 'ignore' });
      fs.writeFileSync(script, SCRIPT + '// rebuilt');
      execFileSync(process.execPath, [PRECOMPRESS, dir], { stdio: 'ignore' });
      for (const name of ['app-Ab12Cd34.js', 'index-Ef56Gh78.css']) {
        const body = fs.readFileSync(path.join(dir, name)).toString();
        expect(brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(
          body,
        );
        expect(gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(body);
      }
      expect(fs.readdirSync(dir).sort()).toHaveLength(6);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('Accept-Encoding %s: the %s copy, as it is', async (accept, encoding, extension) => {
    const response = await raw('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.equals(file('assets', `app-Ab12Cd34.js${extension}`))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([[{}], [{ 'accept-encoding': 'identity' }], [{ 'accept-encoding': 'zstd' }]])(
    'the file itself when no copy is accepted (%j)',
    async (headers) => {
      const response = await raw('/assets/app-Ab12Cd34.js', headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(SCRIPT);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    },
  );

  it('index.html, at / and for a client-side route, precompressed and revalidated', async () => {
    for (const route of ['/', '/index.html', '/commercial', '/verify/PP-2026-ABCD-EFGH']) {
      const response = await raw(route, { 'accept-encoding': 'br' });
      expect(response.status, route).toBe(200);
      expect(response.headers['content-encoding'], route).toBe('br');
      expect(response.headers['content-type'], route).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], route).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString(), route).toBe(INDEX_HTML);
      expect(Number(response.headers['content-length']), route).toBe(response.body.length);
    }
  });

  it('a file without a copy is never compressed per request', async () => {
    const response = await raw('/late.txt', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('pipework '.repeat(1000));
  });

  it('images are sent as they are', async () => {
    const response = await raw('/assets/logo-Ij90Kl12.png', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body.length).toBe(4096);
  });
});

describe('headers', () => {
  it('a hashed file carries only what a file needs', async () => {
    for (const name of ['app-Ab12Cd34.js', 'index-Ef56Gh78.css', 'logo-Ij90Kl12.png']) {
      const response = await raw(`/assets/${name}`, { 'accept-encoding': 'br' });
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      expect(response.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      for (const header of PAGE_ONLY_HEADERS)
        expect(response.headers[header], name).toBeUndefined();
    }
  });

  it('pages keep the whole set, a missing hashed file is still a 404', async () => {
    const page = await raw('/commercial', { 'accept-encoding': 'br' });
    for (const header of PAGE_ONLY_HEADERS) expect(page.headers[header], header).toBeDefined();
    expect((await raw('/assets/gone-Zz99Yy88.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});

describe('HEAD and Range', () => {
  it('HEAD: the headers of GET, no body', async () => {
    const response = await raw('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(
      file('assets/app-Ab12Cd34.js.br').length,
    );
    expect(response.body.length).toBe(0);
  });

  it('a range of the file itself', async () => {
    const response = await raw('/assets/app-Ab12Cd34.js', { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT.slice(0, 10));
  });

  it('a range with brotli accepted is a range of the brotli copy (the representation sent)', async () => {
    const brotli = file('assets/app-Ab12Cd34.js.br');
    const response = await raw('/assets/app-Ab12Cd34.js', {
      range: 'bytes=0-9',
      'accept-encoding': 'br',
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-range']).toBe(`bytes 0-9/${brotli.length}`);
    expect(response.body.equals(brotli.subarray(0, 10))).toBe(true);
  });

  it('a range past the end is refused as a client error, never the file', async () => {
    const response = await raw('/assets/app-Ab12Cd34.js', { range: 'bytes=999999-' });
    // send's 416 goes through the app's error handler (decision 0109): a 4xx ApiErrorBody.
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.toString()).not.toContain('pipework');
  });
});

describe('paths outside the build or oddly encoded', () => {
  const secretName = () => path.basename(secretFile);

  it.each([
    (name: string) => `/../${name}`,
    (name: string) => `/%2e%2e/${name}`,
    (name: string) => `/assets/..%2f..%2f${name}`,
    (name: string) => `/assets/%2e%2e%2f%2e%2e%2f${name}`,
    (name: string) => `/..%5c${name}`,
  ])('never serves the file beside the build (%#)', async (pathOf) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await raw(pathOf(secretName()), { 'accept-encoding': accept });
      expect(response.body.toString()).not.toContain('not for the web');
      // Refused, or the app's page for an unknown client-side route; never a server error.
      expect(response.status).toBeLessThan(500);
      if (response.status === 200) expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it.each(['/assets/%E0%A4%A', '/assets/app-Ab12Cd34.js%00', '/assets/%00.br', '/%c0%ae%c0%ae/x'])(
    'an odd encoding %s is refused, not a 500',
    async (pathname) => {
      const response = await raw(pathname, { 'accept-encoding': 'br' });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});

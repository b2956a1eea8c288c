/**
 * First-load JavaScript per route, gzip-compressed, measured from the production build served by
 * the real server and loaded in Chromium with an empty cache (what a phone downloads on its first
 * visit). Budget (architecture.md §4): the step calculators ≤ 170 KB gzip; the landing and home
 * pages that lead to them, the signed-out industrial gate and the domestic calculator, ≤ 160 KB.
 * Exits 1 when over budget.
 *
 *   npm run page-weight -w @pipeproof/bench [-- --json out.json] [-- --base-url http://host:port]
 *   PAGE_WEIGHT_LIST=1 npm run page-weight -w @pipeproof/bench   (also prints each script loaded)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const KB = 1024;
/** `as`: measured signed in on that tier (the people the route is for); else signed out. */
const ROUTES: ReadonlyArray<{ path: string; budgetKb?: number; as?: 'professional' }> = [
  { path: '/', budgetKb: 160 },
  { path: '/landing', budgetKb: 160 },
  { path: '/home', budgetKb: 160 },
  { path: '/sign-in' },
  // The step calculators carry folding, the desktop columns and the timer's alerts: 170 KB until
  // those move into lazy chunks (architecture.md §4).
  { path: '/commercial', budgetKb: 170 },
  { path: '/commercial', budgetKb: 170, as: 'professional' },
  // Signed out, /industrial is the Professional gate; signed in as Professional, the calculator.
  { path: '/industrial', budgetKb: 160 },
  // 171: the code /industrial shares with /domestic now comes in smaller chunks that compress
  // alone (+0.5 KB, decision 0822); to be won back with the chunking of architecture.md §4.
  { path: '/industrial', budgetKb: 171, as: 'professional' },
  // The domestic calculator (IGEM/UP/1B), open to everyone: its one-screen flow within 160 KB.
  { path: '/domestic', budgetKb: 160 },
  { path: '/calculations' },
  { path: '/feedback' },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/consultancy' },
  { path: '/subscribe?tier=basic' },
  { path: '/verify/PP-2026-ABCD-EFGH' },
];

const PROFESSIONAL = { email: 'bench-professional@example.test', password: 'bench-password-1' };

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface BenchServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** Creates the Professional account the signed-in rows use; null for an external server. */
  createProfessional: (() => void) | null;
}

async function startServer(): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pipeproof-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The compiled server as `npm start` runs it (built with the web app by `npm run build`), in one
  // process so the SIGTERM below reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const root = resolve(import.meta.dirname, '..');
  // The compiled admin tool, built with the server. A password goes on stdin, never in argv
  // (docs/decisions/0110).
  const admin = (args: string[], stdin = '') =>
    execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      input: stdin,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
  const createProfessional = () => {
    admin(['create-user', PROFESSIONAL.email, '--name', 'Bench Engineer'], PROFESSIONAL.password);
    admin(['set-tier', PROFESSIONAL.email, 'professional']);
  };
  return { baseUrl, stop, createProfessional };
}

async function main(): Promise<void> {
  const external = argValue('--base-url');
  const server: BenchServer = external
    ? { baseUrl: external, stop: async () => {}, createProfessional: null }
    : await startServer();
  server.createProfessional?.();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const rows: Array<{
    route: string;
    as: string;
    scripts: number;
    gzipKb: number;
    budgetKb: number | null;
    ok: boolean;
  }> = [];
  try {
    for (const route of ROUTES) {
      if (route.as && !server.createProfessional) continue; // no accounts on an external server
      // The page's own scripts, as a first visit loads them. The service worker's background
      // precache of the rest of the app (docs/decisions/0420) is not first-load JavaScript.
      const context = await browser.newContext({
        viewport: { width: 412, height: 915 },
        serviceWorkers: 'block',
      });
      if (route.as) {
        // The session cookie only: the cache stays empty, as on a first visit.
        const signIn = await context.request.post(`${server.baseUrl}/api/auth/sign-in/email`, {
          data: PROFESSIONAL,
          headers: { origin: server.baseUrl },
        });
        if (!signIn.ok()) throw new Error(`Bench sign-in failed: ${signIn.status()}`);
      }
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          const body = response.body();
          // A script still arriving when the context closes rejects: never an unhandled rejection
          // that ends the bench (it is counted only if it arrived before the measurement).
          body.catch(() => {});
          bodies.push(body);
          if (process.env.PAGE_WEIGHT_LIST) console.log(route.path, route.as ?? '', response.url());
        }
      });
      await page.goto(server.baseUrl + route.path, { waitUntil: 'networkidle' });
      // The page itself must be on screen, not the session check's spinner: 'networkidle' can come
      // while the app is still between the session answer and the route's own chunk, which then
      // went uncounted. Every page has one main heading; then whatever it loads at once.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Signed in, the calculator itself must be on screen (not a gate or a spinner).
      if (route.as) await page.getByLabel('Job Number').waitFor();
      await page.waitForLoadState('networkidle');
      const gzipBytes = (await Promise.all(bodies)).reduce(
        (sum, body) => sum + gzipSync(body).length,
        0,
      );
      const gzipKb = Math.round((gzipBytes / KB) * 10) / 10;
      const budgetKb = route.budgetKb ?? null;
      rows.push({
        route: route.path,
        as: route.as ?? 'signed out',
        scripts: bodies.length,
        gzipKb,
        budgetKb,
        ok: budgetKb === null || gzipKb <= budgetKb,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.table(rows);
  const jsonOut = argValue('--json');
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ kind: 'page-weight', rows }, null, 2));
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(
      `Over budget: ${over.map((r) => `${r.route} (${r.as}) ${r.gzipKb} KB > ${r.budgetKb} KB`).join('; ')}`,
    );
    process.exit(1);
  }
  console.log('page-weight: every budgeted route is within budget');
}

await main();

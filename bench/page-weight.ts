/**
 * First-load JavaScript per route, gzip-compressed, and the number of script requests it took,
 * measured from the production build served by the real server and loaded in Chromium with an
 * empty cache (what a phone downloads on its first visit). Each route has a ceiling on both, set
 * at what it measured on 27 November 2026 (docs/decisions/0230) and lowered as routes improved
 * (decisions 0233, 0235, 0854), so nothing grows; four rose by 0.5 KB when the app shell took on
 * the landing page's hydration (0.24 KB, decision 0866), and every one by 0.5 KB when the entry
 * chunk took on the header's room for a probable session (about 0.25 KB, decision 0887). The goal
 * of architecture.md §4 — ≤ 130 KB in ≤ 12 scripts on /, /commercial, /industrial (Professional),
 * /domestic and /sign-in — is met on all five since decision 0860 and enforced with the ceilings.
 * Exits 1 when a route is over its ceiling (KB or scripts), a goal route misses the goal, or a page
 * logs an error while it loads (it would be measured with whatever it loaded instead).
 *
 *   npm run page-weight -w @pipeproof/bench [-- --json out.json] [-- --base-url http://host:port]
 *   PAGE_WEIGHT_LIST=1 npm run page-weight -w @pipeproof/bench   (also prints each script loaded)
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { argValue, PROFESSIONAL, startBenchServer, type BenchServer } from './support/bench-server';

const KB = 1024;
/**
 * `as`: measured signed in on that tier (the people the route is for); else signed out.
 * `budgetKb` / `maxScripts`: the ceilings that fail the run. `goal`: architecture.md §4's target
 * for the routes an engineer starts from (decision 0230), which fails the run too (0860).
 */
const ROUTES: ReadonlyArray<{
  path: string;
  budgetKb: number;
  maxScripts: number;
  goal?: true;
  as?: 'professional';
  /**
   * Signed in: the field that shows the page itself is on screen (else 'Job Number', the
   * calculators'); null where the main heading is enough (the account pages).
   */
  readyLabel?: string | null;
}> = [
  { path: '/', budgetKb: 110, maxScripts: 9, goal: true },
  { path: '/landing', budgetKb: 110, maxScripts: 9 },
  { path: '/home', budgetKb: 108, maxScripts: 7 },
  { path: '/sign-in', budgetKb: 119, maxScripts: 11, goal: true },
  // The step calculators without the engine's IGE calculations, its input checks and the sections
  // after Job Details, loaded on the first interaction (decisions 0236, 0847, 0855).
  // +0.5 KB for the wait for the engine when another tab stores a job (0236, Later).
  { path: '/commercial', budgetKb: 129.5, maxScripts: 9, goal: true },
  { path: '/commercial', budgetKb: 129.5, maxScripts: 9, goal: true, as: 'professional' },
  // Signed out, /industrial is the Professional gate; signed in as Professional, the calculator.
  { path: '/industrial', budgetKb: 110, maxScripts: 9 },
  { path: '/industrial', budgetKb: 130, maxScripts: 10, goal: true, as: 'professional' },
  // The domestic calculator (IGEM/UP/1B), open to everyone; without the IGE calculations since
  // decision 0235 (calculateDomestic), and without its own until the first interaction (0857).
  // +0.5 KB for a job open in two tabs, each taking up what the other writes (0915).
  { path: '/domestic', budgetKb: 129.5, maxScripts: 11, goal: true },
  { path: '/calculations', budgetKb: 123, maxScripts: 9 },
  // The single-screen form, signed in only: its results, with the engine's IGE calculations, load
  // on the first interaction, and no zod (decision 0873; 213 KB in 34 scripts before). +0.5 KB
  // for its number fields read as typed, a comma the decimal point, with the MIP's limit (0897).
  // −0.5 KB once its save is planned in the results' code, not the form's.
  {
    path: '/calc',
    budgetKb: 133.5,
    maxScripts: 15,
    as: 'professional',
    readyLabel: 'Project Reference',
  },
  // Its list read without zod, the form's contract check loaded on the first press (decision 0877;
  // 134.7 KB in 13 scripts before).
  { path: '/feedback', budgetKb: 112.5, maxScripts: 12 },
  // The account pages, signed in (decision 0874): measured so they do not grow. Their dialogs
  // load when opened (0876: /account 178.2 KB in 28 scripts before, /settings 169.9 KB in 21).
  // /account reads its replies without zod and its forms' checks load on the first submit
  // (0878: 165.1 KB in 25 scripts before).
  { path: '/account', budgetKb: 137.5, maxScripts: 18, as: 'professional', readyLabel: null },
  // /settings likewise: its replies read by hand, the form's check fetched on first use (0878:
  // 159.1 KB in 19 scripts before).
  { path: '/settings', budgetKb: 136.5, maxScripts: 18, as: 'professional', readyLabel: null },
  { path: '/privacy', budgetKb: 114.5, maxScripts: 5 },
  // +0.5 KB: each legal document prints the date its own text last changed (112.1 KB then).
  { path: '/terms', budgetKb: 113, maxScripts: 5 },
  { path: '/consultancy', budgetKb: 109.5, maxScripts: 7 },
  // Both read their reply without zod (decision 0877): /subscribe 133.1 KB in 10 scripts before,
  // /verify, the page a customer opens from a certificate, 134.4 KB in 12.
  { path: '/subscribe?tier=basic', budgetKb: 110.5, maxScripts: 9 },
  { path: '/verify/PP-2026-ABCD-EFGH', budgetKb: 112, maxScripts: 12 },
];

/** architecture.md §4's goal for the routes marked `goal`, enforced since decision 0860. */
const GOAL = { kb: 130, scripts: 12 };

async function main(): Promise<void> {
  const external = argValue('--base-url');
  const server: BenchServer = external
    ? {
        baseUrl: external,
        serverUrl: external,
        spkiHash: null,
        stop: async () => {},
        createProfessional: null,
      }
    : await startBenchServer();
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
    maxScripts: number;
    gzipKb: number;
    budgetKb: number;
    goal: string;
    ok: boolean;
  }> = [];
  const failures: string[] = [];
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
      // A page that fails to start (a chunk the bundler wrote wrongly, a script that throws) would
      // be measured with whatever it loaded instead: such a run fails, naming the error. A
      // resource's own 4xx (/verify's unknown number) is the page's answer, not a failure.
      page.on('pageerror', (error) => failures.push(`${route.path}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          failures.push(`${route.path}: ${message.text()}`);
        }
      });
      await page.goto(server.baseUrl + route.path, { waitUntil: 'networkidle' });
      // The page itself must be on screen, not the session check's spinner: 'networkidle' can come
      // while the app is still between the session answer and the route's own chunk, which then
      // went uncounted. Every page has one main heading; then whatever it loads at once.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Drawn by the app, not only by the HTML: a visit without a session gets the page's first
      // screen in its HTML, inert until the app draws over it (decision 0853).
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      // Signed in, the page itself must be on screen (not a gate or a spinner).
      const readyLabel = route.readyLabel === undefined ? 'Job Number' : route.readyLabel;
      if (route.as && readyLabel !== null) await page.getByLabel(readyLabel).waitFor();
      await page.waitForLoadState('networkidle');
      const gzipBytes = (await Promise.all(bodies)).reduce(
        (sum, body) => sum + gzipSync(body).length,
        0,
      );
      const gzipKb = Math.round((gzipBytes / KB) * 10) / 10;
      const scripts = bodies.length;
      const isAtGoal = gzipKb <= GOAL.kb && scripts <= GOAL.scripts;
      rows.push({
        route: route.path,
        as: route.as ?? 'signed out',
        scripts,
        maxScripts: route.maxScripts,
        gzipKb,
        budgetKb: route.budgetKb,
        goal: route.goal ? (isAtGoal ? 'met' : `missed (≤ ${GOAL.kb} KB, ≤ ${GOAL.scripts})`) : '',
        ok:
          gzipKb <= route.budgetKb &&
          scripts <= route.maxScripts &&
          (route.goal === undefined || isAtGoal),
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
  if (failures.length > 0) {
    console.error(`A page failed while loading: ${failures.join('; ')}`);
    process.exit(1);
  }
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(
      `Over budget: ${over
        .map(
          (r) =>
            `${r.route} (${r.as}) ${r.gzipKb} KB in ${r.scripts} scripts (at most ${r.budgetKb} KB in ${r.maxScripts})`,
        )
        .join('; ')}`,
    );
    process.exit(1);
  }
  console.log('page-weight: every budgeted route is within budget');
}

await main();

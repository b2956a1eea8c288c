/**
 * The API under load (architecture.md §4, docs/decisions/0840): in one run on one machine, a
 * bare Fastify route as the reference (measured before and after each endpoint's load, 0844),
 * then the compiled PipeProof server on embedded PGlite and on PostgreSQL (when TEST_DATABASE_URL
 * or DATABASE_URL is set: a fresh database on it), each with one signed-in engineer who has saved
 * 20 jobs. autocannon, 50 connections for 15 s, on POST /api/calculate, GET /api/auth/user and
 * GET /api/jobs, each three times in turn: a row is its median round (0884). Exits 1 when any
 * request fails (an error or a reply other than 2xx) under the load, when an endpoint falls
 * outside its noise allowance of the goal (ENFORCED, decisions 0843 and 0884), or when the
 * server's RSS after a load is over 150 MB on PostgreSQL (its goal, 0863) or 450 MB on PGlite
 * (0913). The goals themselves — on each database, calculate and auth/user at 25 % of the bare
 * route's req/s and jobs at 10 %, every p99 at most 100 ms — are printed with each row's standing
 * (decision 0840). The server runs with the node flags `npm start` gives it
 * (apps/server/node-flags.json). Calculate's floor is measured first, the same way: a bare Fastify
 * route doing only the calculation's own work (contracts' schema, the engine, its output as JSON;
 * api-load/calculate-floor-server.ts), printed as a row of its own and beside calculate's unmet
 * goal, so the table shows how much of calculate's gap is PipeProof's (decision 0875).
 *
 *   npm run api-load -w @pipeproof/bench [-- --json out.json] [-- --duration 5] [-- --rounds 1]
 *     [-- --connections 50] [-- --server apps/server/dist-c/main.js] [-- --databases pglite]
 *   (the server entry also from API_LOAD_SERVER; default apps/server/dist/main.js, as CI builds it;
 *   node options for the server, e.g. --cpu-prof, from API_LOAD_NODE_ARGS)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import SERVER_NODE_FLAGS from '../apps/server/node-flags.json' with { type: 'json' };
import { createFreshPostgresDatabase } from './api-load/fresh-postgres-database';
import { runLoad, type LoadResult, type LoadTarget } from './api-load/run-load';
import { seedEngineer } from './api-load/seed-engineer';
import { freePort, startServerProcess, type ServerProcess } from './api-load/server-process';

type DatabaseKind = 'pglite' | 'postgres';
/** The floor's row is no database's: it runs the engine without one. */
type RowSource = DatabaseKind | 'none';

const ROOT = resolve(import.meta.dirname, '..');
/** Share of the bare route's req/s each endpoint must reach, and the other bars (§4). */
const MIN_RATIO: Record<string, number> = {
  'POST /api/calculate': 0.25,
  'GET /api/auth/user': 0.25,
  'GET /api/jobs': 0.1,
};
const MAX_P99_MS = 100;
/**
 * The server's highest RSS right after a load, enforced. On PostgreSQL it is the goal (decision
 * 0863): with the young generation capped at start it measured 126–139 MB, against 146–155 MB
 * without the cap (0844). On PGlite there is no goal; the ceiling keeps what decision 0913 won:
 * 365–383 MB with the embedded database's 16 MB of shared buffers, 478–515 MB with initdb's 128.
 */
const MAX_RSS_AFTER_LOAD_MB: Record<DatabaseKind, number> = { postgres: 150, pglite: 450 };
const DATABASE_NAME: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
/**
 * Goals met with room in repeated runs, enforced (decision 0843): the run fails when one of these
 * rows falls under its ratio goal less NOISE_ALLOWANCE, or over ENFORCED_MAX_P99_MS. In four runs
 * of one build on a shared 2-core machine the same row's ratio moved by a factor of up to 3.7
 * (auth/user on PostgreSQL 15.9–58.6 %): the bare route was then measured once before the three
 * loads (now around each, 0844), and other work on the machine comes and goes within them. The
 * lowest of each row here was at least 0.64 of its goal (auth/user) and 1.4 (jobs); p99 at most
 * 69 ms. The allowance lets that noise pass and still catches the levels before 0840–0843 (jobs
 * 0.8–1.3 % on PGlite, auth/user 2–5 %, p99 0.4–2.9 s). Calculate joined them with the median
 * of three rounds (decision 0884): its lowest ratio in the CI runs before was 21.8 % (0.87 of its
 * goal), and the bar catches a fall to 0875's 11.5–12.6 %, though its goal is not met outright.
 */
const ENFORCED = new Set([
  'pglite POST /api/calculate',
  'postgres POST /api/calculate',
  'pglite GET /api/auth/user',
  'pglite GET /api/jobs',
  'postgres GET /api/auth/user',
  'postgres GET /api/jobs',
]);
const NOISE_ALLOWANCE = 0.5;
const ENFORCED_MAX_P99_MS = 250;

/** Commercial new tightness test (apps/server/test/calculate.test.ts). */
const COMMERCIAL_TIGHTNESS = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const load = {
  connections: Number(argValue('--connections') ?? 50),
  durationSec: Number(argValue('--duration') ?? 15),
};
const warmUp = { connections: 10, durationSec: Math.min(3, load.durationSec) };
/**
 * Each endpoint is loaded this many times, in turn with the others, every load between two of
 * the bare route's; its row is the round with the median ratio (decision 0884).
 */
const ROUNDS = Math.max(1, Number(argValue('--rounds') ?? 3));
const serverEntry = resolve(
  ROOT,
  argValue('--server') ?? process.env.API_LOAD_SERVER ?? 'apps/server/dist/main.js',
);
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const databases = (argValue('--databases') ?? 'pglite,postgres')
  .split(',')
  .filter(
    (kind): kind is DatabaseKind => kind === 'pglite' || (kind === 'postgres' && !!postgresUrl),
  );

const CALCULATE_BODY = JSON.stringify(COMMERCIAL_TIGHTNESS);
const BARE_TARGET: LoadTarget = { name: 'GET /bare', method: 'GET', path: '/bare' };
const REFERENCE_ENDPOINT = 'GET /bare (reference)';
const FLOOR_TARGET: LoadTarget = {
  name: 'POST /calculate (floor)',
  method: 'POST',
  path: '/calculate',
  headers: { 'content-type': 'application/json' },
  body: CALCULATE_BODY,
};

function targetsFor(baseUrl: string, cookie: string): LoadTarget[] {
  return [
    {
      name: 'POST /api/calculate',
      method: 'POST',
      path: '/api/calculate',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: CALCULATE_BODY,
    },
    { name: 'GET /api/auth/user', method: 'GET', path: '/api/auth/user', headers: { cookie } },
    { name: 'GET /api/jobs', method: 'GET', path: '/api/jobs', headers: { cookie } },
  ];
}

interface Row extends LoadResult {
  database: RowSource;
  endpoint: string;
  ratio: number;
  /** Each round's ratio, in the order run (the reference row's are its runs' req/s). */
  rounds: number[];
  /** No request failed and, for an ENFORCED row, its goal is met within the allowance. */
  ok: boolean;
  /** The ratio and p99 goals (printed until met). */
  goalMet: boolean;
}

/** Runs averaged: req/s the mean, p99 the highest, the counts summed. */
function meanOf(runs: LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) =>
    runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSec: Math.round(sum((run) => run.requestsPerSec) / runs.length),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: sum((run) => run.errors),
    non2xx: sum((run) => run.non2xx),
    requests: sum((run) => run.requests),
  };
}

/** One load of an endpoint, and its ratio to the bare route's runs before and after it. */
interface Round {
  result: LoadResult;
  ratio: number;
}

/**
 * Loads `target`, then the bare route, appending that run to `bareRuns`: the endpoint is compared
 * with the mean of the bare runs on either side (decision 0844), so a bare run between two
 * endpoints' loads serves both.
 */
async function loadBetweenBareRuns(
  baseUrl: string,
  target: LoadTarget,
  bare: ServerProcess,
  bareRuns: LoadResult[],
): Promise<Round> {
  const before = bareRuns.at(-1)?.requestsPerSec ?? 0;
  const result = await runLoad(baseUrl, target, load);
  const after = await runLoad(bare.baseUrl, BARE_TARGET, load);
  bareRuns.push(after);
  return { result, ratio: result.requestsPerSec / ((before + after.requestsPerSec) / 2) };
}

/**
 * An endpoint's row (decision 0884): the round with the median ratio gives the req/s and ratio
 * (with an even number of rounds, the lower of the middle two), every round's requests count
 * towards errors and non-2xx, and the p99 is the highest of the rounds'.
 */
function rowOfRounds(database: RowSource, endpoint: string, rounds: Round[]): Row {
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error(`${endpoint}: no round was run`);
  const all = meanOf(rounds.map((round) => round.result));
  return {
    database,
    endpoint,
    ...all,
    requestsPerSec: median.result.requestsPerSec,
    ratio: median.ratio,
    rounds: rounds.map((round) => round.ratio),
    ok: all.errors === 0 && all.non2xx === 0,
    goalMet: false,
  };
}

/** The reference row: the mean of the bare route's runs of one database (p99 the highest). */
function referenceRow(database: DatabaseKind, bareRuns: LoadResult[]): Row {
  return {
    database,
    endpoint: REFERENCE_ENDPOINT,
    ratio: 1,
    rounds: bareRuns.map((run) => run.requestsPerSec),
    ok: true,
    goalMet: true,
    ...meanOf(bareRuns),
  };
}

async function startPipeProof(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipeproof-api-load-'));
  const fresh =
    kind === 'postgres' && postgresUrl ? await createFreshPostgresDatabase(postgresUrl) : null;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Several instances on PostgreSQL share a configured secret (README): no warning for a
    // generated one.
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (fresh) env.DATABASE_URL = fresh.url;
  const server = await startServerProcess({
    // The flags `npm start` runs it with (decision 0863), then e.g.
    // API_LOAD_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where the time goes.
    args: [
      ...SERVER_NODE_FLAGS,
      ...(process.env.API_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean),
      serverEntry,
    ],
    cwd: ROOT,
    env,
    port,
    readyPath: '/api/health',
  });
  const cleanUp = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  };
  return { server, env, cleanUp };
}

/**
 * Warms up the bare route and each of `targets`, then loads the targets in turn, ROUNDS times,
 * each between two runs of the bare route (decisions 0844, 0884). `afterEach` is called after each
 * of those loads.
 */
async function loadInRounds(
  serverUrl: string,
  targets: readonly LoadTarget[],
  bare: ServerProcess,
  afterEach: () => void = () => {},
): Promise<{ bareRuns: LoadResult[]; rounds: Map<LoadTarget, Round[]> }> {
  await runLoad(bare.baseUrl, BARE_TARGET, warmUp);
  for (const target of targets) await runLoad(serverUrl, target, warmUp);
  const bareRuns = [await runLoad(bare.baseUrl, BARE_TARGET, load)];
  const rounds = new Map<LoadTarget, Round[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) {
      rounds.get(target)?.push(await loadBetweenBareRuns(serverUrl, target, bare, bareRuns));
      afterEach();
    }
  }
  return { bareRuns, rounds };
}

async function measureDatabase(kind: DatabaseKind, bare: ServerProcess) {
  const { server, env, cleanUp } = await startPipeProof(kind);
  try {
    const rssStartedMb = server.readRssMb();
    const cookie = await seedEngineer({
      baseUrl: server.baseUrl,
      adminCli: join(dirname(serverEntry), 'admin', 'cli.js'),
      cwd: ROOT,
      env,
    });
    let rssAfterLoadMb = 0;
    const { bareRuns, rounds } = await loadInRounds(
      server.baseUrl,
      targetsFor(server.baseUrl, cookie),
      bare,
      // Read right after each of the server's loads, the highest kept: 15 s of idling would
      // give V8's memory reducer time to shrink the heap (0842, 0844).
      () => {
        rssAfterLoadMb = Math.max(rssAfterLoadMb, server.readRssMb());
      },
    );
    const rows: Row[] = [referenceRow(kind, bareRuns)];
    for (const [target, measured] of rounds) {
      const row = rowOfRounds(kind, target.name, measured);
      const minRatio = MIN_RATIO[target.name] ?? 1;
      const enforcedMet =
        !ENFORCED.has(`${kind} ${target.name}`) ||
        (row.ratio >= minRatio * (1 - NOISE_ALLOWANCE) && row.p99Ms <= ENFORCED_MAX_P99_MS);
      row.ok = row.ok && enforcedMet;
      row.goalMet = row.ratio >= minRatio && row.p99Ms <= MAX_P99_MS;
      rows.push(row);
    }
    return {
      rows,
      rss: { database: kind, startedMb: rssStartedMb, afterLoadMb: rssAfterLoadMb },
    };
  } finally {
    await cleanUp();
  }
}

/**
 * Calculate's floor (decision 0875): the floor server's route under the same load, compared with
 * the bare route measured before and after it, as each endpoint is.
 */
async function measureCalculateFloor(bare: ServerProcess): Promise<Row> {
  const port = await freePort();
  const floor = await startServerProcess({
    args: [
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      join(import.meta.dirname, 'api-load', 'calculate-floor-server.ts'),
      String(port),
    ],
    cwd: ROOT,
    env: process.env,
    port,
    readyPath: '/ready',
  });
  try {
    const { rounds } = await loadInRounds(floor.baseUrl, [FLOOR_TARGET], bare);
    const row = rowOfRounds('none', FLOOR_TARGET.name, rounds.get(FLOOR_TARGET) ?? []);
    return { ...row, goalMet: row.ok };
  } finally {
    await floor.stop();
  }
}

/** Each round's ratio in per cent; for the reference, the range of its runs' req/s. */
function roundsColumn(row: Row): string {
  if (row.endpoint === REFERENCE_ENDPOINT) {
    return `${Math.min(...row.rounds)}–${Math.max(...row.rounds)} req/s`;
  }
  return row.rounds.map((ratio) => (ratio * 100).toFixed(1)).join(' ');
}

async function main(): Promise<void> {
  const barePort = await freePort();
  const bare = await startServerProcess({
    args: [join(import.meta.dirname, 'api-load', 'bare-server.mjs'), String(barePort)],
    cwd: ROOT,
    env: process.env,
    port: barePort,
    readyPath: '/bare',
  });
  const rows: Row[] = [];
  const rss: Array<{ database: DatabaseKind; startedMb: number; afterLoadMb: number }> = [];
  try {
    rows.push(await measureCalculateFloor(bare));
    for (const kind of databases) {
      const measured = await measureDatabase(kind, bare);
      rows.push(...measured.rows);
      rss.push(measured.rss);
    }
  } finally {
    await bare.stop();
  }

  console.log(
    `autocannon -c ${load.connections} -d ${load.durationSec}, ${ROUNDS} rounds, server ${serverEntry}`,
  );
  console.table(
    rows.map((row) => ({
      database: row.database,
      endpoint: row.endpoint,
      'req/s': row.requestsPerSec,
      'of bare': `${(row.ratio * 100).toFixed(1)} %`,
      rounds: roundsColumn(row),
      'p99 ms': row.p99Ms,
      errors: row.errors,
      'non-2xx': row.non2xx,
      ok: row.ok,
      goal: row.database === 'none' ? 'no goal' : row.goalMet ? 'met' : 'not yet',
    })),
  );
  console.table(rss);
  if (!postgresUrl) console.log('PostgreSQL not measured: set TEST_DATABASE_URL or DATABASE_URL.');

  const failures = rows
    .filter((row) => !row.ok)
    .map(
      (row) =>
        `${row.database} ${row.endpoint}: ${(row.ratio * 100).toFixed(1)} % of bare, ` +
        `p99 ${row.p99Ms} ms, ${row.errors} errors, ${row.non2xx} non-2xx`,
    );
  const floorRow = rows.find((row) => row.endpoint === FLOOR_TARGET.name);
  const floorNote = (row: Row) =>
    row.endpoint === 'POST /api/calculate' && floorRow
      ? ` (its floor, a bare route doing the same calculation: ${(floorRow.ratio * 100).toFixed(1)} %)`
      : '';
  const goalsNotMet = rows
    .filter((row) => !row.goalMet)
    .map(
      (row) =>
        `${row.database} ${row.endpoint}: ${(row.ratio * 100).toFixed(1)} % of bare ` +
        `(needs ${((MIN_RATIO[row.endpoint] ?? 1) * 100).toFixed(0)} %)${floorNote(row)}, ` +
        `p99 ${row.p99Ms} ms, ${row.errors} errors, ${row.non2xx} non-2xx`,
    );
  for (const entry of rss) {
    const ceilingMb = MAX_RSS_AFTER_LOAD_MB[entry.database];
    if (entry.afterLoadMb > ceilingMb) {
      failures.push(
        `RSS on ${DATABASE_NAME[entry.database]} after the load ${entry.afterLoadMb} MB > ` +
          `${ceilingMb} MB (enforced)`,
      );
    }
  }
  const jsonOut = argValue('--json');
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify(
        { kind: 'api-load', load, rounds: ROUNDS, serverEntry, rows, rss, failures, goalsNotMet },
        null,
        2,
      ),
    );
  }
  if (goalsNotMet.length > 0) console.log(`Goals not yet met: ${goalsNotMet.join('; ')}`);
  if (failures.length > 0) {
    console.error(
      `Requests failed under load, or an enforced bar was missed: ${failures.join('; ')}`,
    );
    process.exit(1);
  }
  console.log(
    'api-load: no request failed under load on any database measured, and the enforced goals held',
  );
}

await main();

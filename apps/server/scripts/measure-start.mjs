// Start-up time and memory of the compiled server on PGlite, as written in the README:
//   npm run build -w @pipeproof/server && node apps/server/scripts/measure-start.mjs [runs]
// With DATABASE_URL set, the server (and the admin tool) use that PostgreSQL database instead.
// Each run starts `node <the flags of node-flags.json> dist/main.js`, as npm start does, on a
// fresh DATA_DIR (first start: migrations, secret) and again on the same DATA_DIR (every later
// start). It reports the time from process start to listening (the server's own `startupMs`,
// from performance.now()) and to the first health answer, and the resident memory (VmRSS) once
// started and after some work: a sign-up, 50 calculations, 10 saved jobs, a certificate and its
// PDF.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SERVER_NODE_FLAGS from '../node-flags.json' with { type: 'json' };

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const main = path.join(serverDir, 'dist/main.js');
const admin = path.join(serverDir, 'dist/admin/cli.js');
const runs = Number(process.argv[2] ?? 3);
const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line[1]) / 1024);
};

async function startOnce(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_LEVEL: 'info',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  child.stdout.on('data', (chunk) => (buffered += chunk));
  // Read once the work is done: the line may come after the first health answer.
  const startupMs = () => Number(buffered.match(/"startupMs":(\d+)/)?.[1]);
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const healthMs = Math.round(performance.now() - started);
  const rssStartedMb = rssMb(child.pid);
  return { child, url, startupMs, healthMs, rssStartedMb };
}

async function work(url, dataDir) {
  const origin = { origin: url, 'content-type': 'application/json' };
  const email = `measure-${Date.now()}@example.com`;
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, password: 'measure start-up memory', name: 'Measure' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  execFileSync(process.execPath, [admin, 'set-tier', email, 'premium'], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...database },
  });
  const headers = { ...origin, cookie };
  const calculation = {
    calculatorType: 'commercial',
    project: { installationType: 'new', operationType: 'Strength Test', maxOperatingPressure: 21 },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
  };
  for (let i = 0; i < 50; i += 1) {
    const body = JSON.stringify(calculation);
    await (await fetch(`${url}/api/calculate`, { method: 'POST', headers, body })).arrayBuffer();
  }
  let jobId;
  for (let i = 0; i < 10; i += 1) {
    const job = {
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: `M-${i}`,
        customerName: 'Measure Ltd',
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        location: 'Leeds',
      },
      calculation,
    };
    const saved = await fetch(`${url}/api/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify(job),
    });
    jobId = (await saved.json()).id;
  }
  await fetch(`${url}/api/jobs/${jobId}/test-records`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      clientId: crypto.randomUUID(),
      testName: 'Strength Test',
      calculation,
      actualReadings: { actualPressureDrop: 1 },
    }),
  });
  const issued = await fetch(`${url}/api/certificates`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jobId }),
  });
  const { number } = await issued.json();
  const pdf = await fetch(`${url}/api/certificates/${number}/pdf`, { headers });
  if (!pdf.ok) throw new Error(`PDF: ${pdf.status} ${await pdf.text()}`);
  await pdf.arrayBuffer();
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

const rows = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pp-measure-'));
  try {
    for (const start of ['first start (fresh DATA_DIR)', 'later start']) {
      const { child, url, startupMs, healthMs, rssStartedMb } = await startOnce(dataDir);
      // Stopped even when the work fails (a refused sign-up…): a server left running would keep
      // this script's output pipe open.
      try {
        await work(url, dataDir);
        const rssAfterWorkMb = rssMb(child.pid);
        rows.push({ start, startupMs: startupMs(), healthMs, rssStartedMb, rssAfterWorkMb });
      } finally {
        await stop(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.table(rows);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const start of new Set(rows.map((row) => row.start))) {
  const of = rows.filter((row) => row.start === start);
  console.log(
    `${start}: listening ${median(of.map((r) => r.startupMs))} ms, health ${median(of.map((r) => r.healthMs))} ms, ` +
      `RSS ${median(of.map((r) => r.rssStartedMb))} MB started, ${median(of.map((r) => r.rssAfterWorkMb))} MB after work ` +
      `(median of ${of.length}; Node ${process.version}, ${os.cpus().length} cores)`,
  );
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startHttp2Front } from './http2-front';
import SERVER_NODE_FLAGS from '../../apps/server/node-flags.json' with { type: 'json' };

// The compiled server as `npm start` runs it, on a data folder of its own, for the benches that
// load pages in a browser (page-weight, lighthouse).

export const ROOT = resolve(import.meta.dirname, '../..');

/** The account the signed-in rows use, made with the compiled admin tool. */
export const PROFESSIONAL = {
  email: 'bench-professional@example.test',
  password: 'bench-password-1',
} as const;

export function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer {
  /** Where a browser is sent: the server itself, or the HTTP/2 front when one was asked for. */
  baseUrl: string;
  /** The server itself (http://127.0.0.1:<port>), for the bench's own requests. */
  serverUrl: string;
  /** Chromium's `--ignore-certificate-errors-spki-list` for the front's certificate, if any. */
  spkiHash: string | null;
  stop: () => Promise<void>;
  /** Creates the Professional account; null for a server the bench did not start. */
  createProfessional: (() => void) | null;
}

/**
 * Starts `serverEntry` (default apps/server/dist/main.js, built by `npm run build`) in one process,
 * so the SIGTERM of `stop` reaches the server itself, and waits until it is healthy. With
 * `behindHttp2Front`, the server is set up as the README deploys it behind a reverse proxy
 * (its BASE_URL the proxy's https address, TRUST_PROXY on) and the front is started before it
 * (docs/decisions/0867).
 */
export async function startBenchServer(
  serverEntry = resolve(ROOT, 'apps/server/dist/main.js'),
  { behindHttp2Front = false } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pipeproof-bench-'));
  const serverUrl = `http://127.0.0.1:${port}`;
  const front = behindHttp2Front
    ? await startHttp2Front(await freePort(), new URL(serverUrl))
    : null;
  const baseUrl = front?.origin ?? serverUrl;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      ...(front ? { TRUST_PROXY: 'true' } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${serverUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await front?.stop();
      throw new Error('The server did not become healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.all([exited, front?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The compiled admin tool beside the server; the password on stdin, never in argv
  // (docs/decisions/0110).
  const admin = (args: string[], stdin = '') =>
    execFileSync(process.execPath, [join(dirname(serverEntry), 'admin/cli.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      input: stdin,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
  const createProfessional = () => {
    admin(['create-user', PROFESSIONAL.email, '--name', 'Bench Engineer'], PROFESSIONAL.password);
    admin(['set-tier', PROFESSIONAL.email, 'professional']);
  };
  return { baseUrl, serverUrl, spkiHash: front?.spkiHash ?? null, stop, createProfessional };
}

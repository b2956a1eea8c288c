import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
  baseUrl: string;
  stop: () => Promise<void>;
  /** Creates the Professional account; null for a server the bench did not start. */
  createProfessional: (() => void) | null;
}

/**
 * Starts `serverEntry` (default apps/server/dist/main.js, built by `npm run build`) in one process,
 * so the SIGTERM of `stop` reaches the server itself, and waits until it is healthy.
 */
export async function startBenchServer(
  serverEntry = resolve(ROOT, 'apps/server/dist/main.js'),
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pipeproof-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: ROOT,
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
  return { baseUrl, stop, createProfessional };
}

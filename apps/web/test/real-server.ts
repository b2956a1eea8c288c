import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
// The node flags `npm start` runs the server with (decision 0863).
import SERVER_NODE_FLAGS from '../../server/node-flags.json' with { type: 'json' };

/** The repository root: the server and its admin CLI run from there, as in the README. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/**
 * The compiled server and admin tool, which global-setup.ts builds first. (Their paths are not
 * imported from apps/server/test: that module finds itself by a file URL, which jsdom tests lack.)
 */
const COMPILED_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');
const COMPILED_ADMIN = join(REPO_ROOT, 'apps/server/dist/admin/cli.js');
const STARTUP_TIMEOUT_MS = 90_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

async function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

export interface RealServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the compiled server (`node apps/server/dist/main.js`, as `npm start` does; global-setup.ts
 * builds it from the sources first) on a free loopback port with a fresh data folder; resolves
 * when healthy.
 */
export async function startRealServer(extraEnv: Record<string, string> = {}): Promise<RealServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pipeproof-web-test-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, COMPILED_MAIN], {
    cwd: REPO_ROOT,
    // Own process group, so stop() reaches anything the server starts.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(
        () => child.pid && process.kill(-child.pid, 'SIGKILL'),
        SHUTDOWN_TIMEOUT_MS,
      );
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (hasExited) {
      await stop();
      throw new Error(`The server exited during start-up.\n${stderr}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s.\n${stderr}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { baseUrl, dataDir, stop };
}

/**
 * Creates an email + password account with the real (compiled) admin CLI, the password piped on stdin as
 * the README shows (the CLI refuses a password in argv: docs/decisions/0110).
 */
export async function createUserWithAdmin(
  server: Pick<RealServer, 'baseUrl' | 'dataDir'>,
  account: { email: string; password: string; name: string },
): Promise<string> {
  const nameArgs = account.name ? ['--name', account.name] : [];
  const run = promisify(execFile)(
    process.execPath,
    [COMPILED_ADMIN, 'create-user', account.email, ...nameArgs],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        BASE_URL: server.baseUrl,
        LOG_LEVEL: 'warn',
      },
    },
  );
  run.child.stdin?.end(account.password);
  return (await run).stdout;
}

/**
 * Runs the real (compiled) admin CLI against the server's data folder (it talks to the running
 * server).
 */
export async function runAdmin(
  server: Pick<RealServer, 'baseUrl' | 'dataDir'>,
  ...args: string[]
): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [COMPILED_ADMIN, ...args], {
    cwd: REPO_ROOT,
    // BASE_URL explicitly: under Vitest, process.env.BASE_URL is Vite's '/'.
    env: { ...process.env, DATA_DIR: server.dataDir, BASE_URL: server.baseUrl, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

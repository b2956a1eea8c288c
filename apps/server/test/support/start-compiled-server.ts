import { execFile, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SERVER_NODE_FLAGS from '../../node-flags.json' with { type: 'json' };
import { findFreePort } from './find-free-port';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_DIR = path.join(SERVER_DIR, '../..');
export const COMPILED_MAIN = path.join(SERVER_DIR, 'dist/main.js');
export const COMPILED_ADMIN = path.join(SERVER_DIR, 'dist/admin/cli.js');
/** node's arguments for the compiled server, with the flags `npm start` gives it (decision 0863). */
export const COMPILED_SERVER_ARGS: readonly string[] = [...SERVER_NODE_FLAGS, COMPILED_MAIN];

/** `npm run build -w @pipeproof/server` (esbuild, well under a second): dist/ from the sources. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR });
}

/** One pino JSON line of the server's stdout. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export type LogMatch = string | RegExp | ((line: LogLine) => boolean);

export interface CompiledServer {
  url: string;
  child: ChildProcess;
  logs: LogLine[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The first line (so far or to come) with this message, or for which the test is true. */
  waitForLog(message: LogMatch, timeoutMs?: number): Promise<LogLine>;
  /** SIGKILL to its process group, if anything of it still runs (after a failed test). */
  kill(): void;
}

/**
 * Runs the production build as `npm start` does (`node <node-flags.json> dist/main.js`), from
 * an unrelated working directory, with only the variables given (plus PATH, HOME); resolves once
 * it logs that it is ready. With `viaNpm`, through `npm start -w @pipeproof/server` itself, so
 * signals go to npm as a process manager would send them.
 */
export async function startCompiledServer(
  env: Record<string, string>,
  { viaNpm = false } = {},
): Promise<CompiledServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, args, cwd] = viaNpm
    ? ['npm', ['start', '--silent', '-w', '@pipeproof/server'], REPO_DIR]
    : [process.execPath, [...COMPILED_SERVER_ARGS], os.tmpdir()];
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so kill() also reaches the server npm started.
    detached: true,
  });
  const logs: LogLine[] = [];
  let stderr = '';
  let pending = '';
  const listeners = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    // pino's JSON lines; npm, when it runs the server, may add lines of its own.
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as LogLine);
    for (const listener of listeners) listener();
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const listener of listeners) listener();
  });

  const matches = (line: LogLine, message: LogMatch) =>
    typeof message === 'string'
      ? line.msg === message
      : message instanceof RegExp
        ? message.test(line.msg)
        : message(line);
  const waitForLog = (message: LogMatch, timeoutMs = 30_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find((line) => matches(line, message));
        if (found || hasExited) {
          listeners.delete(check);
          clearTimeout(timer);
          if (found) resolve(found);
          else reject(new Error(`The server exited before logging ${String(message)}\n${stderr}`));
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`No log line ${String(message)} within ${timeoutMs} ms\n${stderr}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });

  const server: CompiledServer = {
    url,
    child,
    logs,
    exited,
    waitForLog,
    kill: () => {
      // The whole group: npm may have gone and left the server behind.
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
  try {
    await waitForLog(/^PipeProof is ready at /);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import os from 'node:os';
import { Browser } from './browser';
import { findFreePort } from './find-free-port';
import type { LogEntry } from './log-capture';
import { COMPILED_SERVER_ARGS } from './start-compiled-server';
import { TEST_ORIGIN } from './start-test-app';

const READY_MESSAGE = 'PipeProof is ready at';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** A PipeProof server running as a process of its own, as in production. */
export interface ServerProcess {
  url: string;
  browser(): Browser;
  /** Every JSON line it has logged so far. */
  logs(): LogEntry[];
  /** SIGTERM, then waits for it to exit (SIGKILL after STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
}

/**
 * Starts the production build (`dist/main.js`, built before any test by test/setup/build-server.ts,
 * as `npm start` runs it) on a free loopback port with exactly `env` (plus PATH and HOME), and waits for it to say it
 * is ready.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [...COMPILED_SERVER_ARGS], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      BASE_URL: TEST_ORIGIN,
      WEB_DIST_DIR: '/nonexistent/pipeproof-web-dist',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await output.waitFor((entry) => entry.msg?.startsWith(READY_MESSAGE) === true);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    browser: () => new Browser(url, TEST_ORIGIN),
    logs: output.entries,
    stop: () => stopProcess(child),
  };
}

function collectOutput(child: ChildProcessWithoutNullStreams) {
  const entries: LogEntry[] = [];
  let pending = '';
  let stderr = '';
  let exited: string | null = null;
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() !== '') entries.push(parseLine(line));
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code, signal) => (exited = `exited (${code ?? signal})`));

  return {
    entries: () => [...entries],
    async waitFor(found: (entry: LogEntry) => boolean): Promise<void> {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!entries.some(found)) {
        if (exited !== null || Date.now() > deadline) {
          const state = exited ?? 'not ready in time';
          throw new Error(
            `server process ${state}\nstdout:\n${lines(entries)}\nstderr:\n${stderr}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

function parseLine(line: string): LogEntry {
  try {
    return JSON.parse(line) as LogEntry;
  } catch {
    return { level: 0, msg: line };
  }
}

function lines(entries: LogEntry[]): string {
  return entries.map((entry) => JSON.stringify(entry)).join('\n');
}

async function stopProcess(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

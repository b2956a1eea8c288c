import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** One server process of the bench: its base URL, its pid's resident memory, and how to stop it. */
export interface ServerProcess {
  baseUrl: string;
  /** VmRSS from /proc/<pid>/status, in MB. */
  readRssMb: () => number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/**
 * Spawns `node <args>` (node itself, so the pid is the server's and SIGTERM reaches it) and waits
 * until `readyPath` answers 2xx.
 */
export async function startServerProcess(options: {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.args.at(-1)} exited ${child.exitCode}`);
    try {
      if ((await fetch(baseUrl + options.readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${options.args.at(-1)} not ready within 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    readRssMb: () => readRssMb(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

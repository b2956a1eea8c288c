import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_ADMIN } from './start-compiled-server';
import { TEST_AUTH_SECRET } from './start-test-app';
import type { TestDatabase } from './test-database';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(SERVER_DIR, '../../node_modules/.bin/tsx');

export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `tsx <script> …args` in apps/server (the sources, as `npm run admin` and `npm run dev` do)
 * with only the variables given (plus PATH, HOME); `stdin` is piped in and closed (the admin tool
 * reads passwords there).
 */
export function runTsx(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<ProgramRun> {
  return runCommand([TSX, script, ...args], env, stdin);
}

/**
 * Runs a compiled program (`node dist/…`, as production does) the same way. The integration run
 * builds dist/ once before any test (test/setup/build-server.ts); a compiled start is a second
 * faster than tsx, which matters to tests that run the admin tool dozens of times.
 */
export function runCompiled(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<ProgramRun> {
  return runCommand([process.execPath, script, ...args], env, stdin);
}

function runCommand(
  [command, ...args]: string[],
  env: Record<string, string>,
  stdin: string,
): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command ?? '', args, {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The variables the admin CLI needs to reach this test database (and its server, if any). */
export function adminCliEnv(testDb: TestDatabase): Record<string, string> {
  return { ...testDb.childEnv, BETTER_AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'warn' };
}

/** The compiled admin tool (`node dist/admin/cli.js …args`) against the test database. */
export function runAdminCli(testDb: TestDatabase, ...args: string[]): Promise<ProgramRun> {
  return runCompiled(COMPILED_ADMIN, args, adminCliEnv(testDb));
}

/**
 * Runs the compiled `node <script> …args` on a pseudo-terminal (util-linux `script`), as an
 * operator at a terminal would: each answer is typed only once its prompt has appeared in the
 * output.
 */
export function runCompiledOnTerminal(
  script: string,
  args: string[],
  env: Record<string, string>,
  dialogue: { prompt: string; answer: string }[],
): Promise<ProgramRun> {
  const command = [process.execPath, script, ...args].map(
    (word) => `'${word.replace(/'/g, `'\\''`)}'`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command.join(' '), '/dev/null'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    const pending = [...dialogue];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const next = pending[0];
      if (next && stdout.includes(next.prompt)) {
        pending.shift();
        child.stdin.write(next.answer);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

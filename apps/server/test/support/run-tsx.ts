import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_AUTH_SECRET } from './start-test-app';
import type { TestDatabase } from './test-database';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = path.join(SERVER_DIR, '../../node_modules/.bin/tsx');

export interface TsxRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `tsx <script> …args` in apps/server with only the variables given (plus PATH, HOME);
 * `stdin` is piped in and closed (the admin tool reads passwords there).
 */
export function runTsx(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<TsxRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], {
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

/** `npm run admin -- …args` against the test database, as an operator would run it. */
export function runAdminCli(testDb: TestDatabase, ...args: string[]): Promise<TsxRun> {
  return runTsx('src/admin/cli.ts', args, adminCliEnv(testDb));
}

/**
 * Runs `tsx <script> …args` on a pseudo-terminal (util-linux `script`), as an operator at a
 * terminal would: each answer is typed only once its prompt has appeared in the output.
 */
export function runTsxOnTerminal(
  script: string,
  args: string[],
  env: Record<string, string>,
  dialogue: { prompt: string; answer: string }[],
): Promise<TsxRun> {
  const command = [TSX, script, ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`);
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

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Runs the real admin CLI against the e2e server's data folder (it talks to the running server). */
export function runAdmin(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'apps/server/src/admin/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/**
 * Creates an email + password account with the admin CLI, the password piped on stdin as the
 * README shows (the CLI refuses a password in argv: docs/decisions/0110).
 */
export function createUser(email: string, password: string, name: string): string {
  return execFileSync(
    'npx',
    ['tsx', 'apps/server/src/admin/cli.ts', 'create-user', email, '--name', name],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
      input: password,
    },
  );
}

/** A fresh, unique e-mail address per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

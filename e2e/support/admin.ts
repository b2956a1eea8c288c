import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/**
 * The compiled admin tool, as production runs it (`node apps/server/dist/admin/cli.js`), built by
 * `npm run build` with the server the stories use.
 */
const ADMIN_CLI = resolve(root, 'apps/server/dist/admin/cli.js');

function admin(args: string[], input?: string): string {
  return execFileSync(process.execPath, [ADMIN_CLI, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    input,
  });
}

/** Runs the real admin CLI against the e2e server's data folder (it talks to the running server). */
export function runAdmin(...args: string[]): string {
  return admin(args);
}

/**
 * Creates an email + password account with the admin CLI, the password piped on stdin as the
 * README shows (the CLI refuses a password in argv: docs/decisions/0110).
 */
export function createUser(email: string, password: string, name: string): string {
  return admin(['create-user', email, '--name', name], password);
}

/** A fresh, unique e-mail address per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { signUp } from './support/browser';
import { adminCliEnv, runCompiled, runCompiledOnTerminal, runTsx } from './support/run-program';
import { COMPILED_ADMIN, COMPILED_MAIN } from './support/start-compiled-server';
import { TEST_AUTH_SECRET, startTestApp } from './support/start-test-app';
import { createTestDatabase, makeTempDir, type TestDatabase } from './support/test-database';

let testDb: TestDatabase;
let childEnv: Record<string, string>;
/**
 * The compiled tool (`node dist/admin/cli.js`), as production runs it; the first test runs the
 * sources with tsx, as `npm run admin` does, so both ways in are covered.
 */
const admin = (...args: string[]) => runCompiled(COMPILED_ADMIN, args, childEnv);
const adminFromSources = (...args: string[]) => runTsx('src/admin/cli.ts', args, childEnv);

beforeAll(async () => {
  testDb = await createTestDatabase();
  childEnv = adminCliEnv(testDb);
});

afterAll(async () => {
  await testDb?.dispose();
});

describe('admin CLI with no server running', () => {
  it('creates a user, sets a tier and lists users (npm run admin: tsx on the sources)', async () => {
    // create-user as documented: the password piped on stdin (docs/decisions/0110).
    const created = await runTsx(
      'src/admin/cli.ts',
      ['create-user', 'cli@example.com', '--name', 'Cli', 'User'],
      childEnv,
      'long enough password\n',
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created cli@example.com (tier free).');

    const tier = await adminFromSources('set-tier', 'CLI@example.com', 'professional');
    expect(tier.stdout).toContain('cli@example.com is now on the professional tier.');
    expect(tier.code).toBe(0);

    const list = await adminFromSources('list-users');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/EMAIL\s+NAME\s+TIER\s+CREATED/);
    expect(list.stdout).toMatch(/cli@example\.com\s+Cli User\s+professional\s+\d\d\/\d\d\/\d{4}/);
  });

  it.each([
    [
      ['set-tier', 'nobody@example.com', 'basic'],
      'Error: No user has the email nobody@example.com.',
    ],
    [['set-tier', 'cli@example.com', 'gold'], "Unknown tier 'gold'"],
    [['frobnicate'], "Unknown command 'frobnicate'."],
    [[], 'No command given.'],
  ])('%o → exit 1 with a clear message', async (args, message) => {
    const run = await admin(...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
  });
});

describe('create-user passwords (never on the command line)', () => {
  it.each([
    ['an existing email', 'long enough password', 'cli@example.com', 'already exists'],
    ['a short password', 'short', 'new@example.com', 'Password must be at least'],
    ['nothing piped', '', 'new@example.com', 'No password on stdin'],
  ])('%s → exit 1 with a clear message', async (_name, password, email, message) => {
    const run = await runCompiled(COMPILED_ADMIN, ['create-user', email], childEnv, password);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
  });

  it('on a terminal it asks twice and shows nothing typed', async () => {
    const password = 'typed at the terminal';
    const run = await runCompiledOnTerminal(
      COMPILED_ADMIN,
      ['create-user', 'tty@example.com', '--name', 'Tty', 'User'],
      childEnv,
      [
        { prompt: 'Password for tty@example.com: ', answer: `${password}\r` },
        { prompt: 'The same password again: ', answer: `${password}\r` },
      ],
    );
    expect(run.stdout).toContain('Created tty@example.com (tier free).');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(password);
  });

  it('an argv password is refused before anything is created, and the message says how to pipe it', async () => {
    const run = await admin('create-user', 'argv@example.com', 'a password in argv', 'Ann');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `printf '%s' "$PASSWORD" | npm run admin -- create-user jo@example.com --name Jo Bloggs`,
    );
    expect((await admin('list-users')).stdout).not.toContain('argv@example.com');
  });
});

describe('admin CLI while a server is running', () => {
  it('changes the tier through the server (admin socket with PGlite), seen at once', async () => {
    const server = await startTestApp(testDb, { adminSocket: true });
    try {
      // The user made by the CLI above signs in with its password: same hashing as sign-up.
      const cliUser = server.browser();
      const signIn = await cliUser.post('/api/auth/sign-in/email', {
        email: 'cli@example.com',
        password: 'long enough password',
      });
      expect(signIn.status).toBe(200);
      expect(await (await cliUser.get('/api/subscription-status')).json()).toMatchObject({
        tier: 'professional',
      });

      const browser = server.browser();
      const { email } = await signUp(browser);
      expect(await (await browser.get('/api/subscription-status')).json()).toMatchObject({
        tier: 'free',
      });

      const run = await admin('set-tier', email, 'basic');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(await (await browser.get('/api/subscription-status')).json()).toMatchObject({
        tier: 'basic',
      });

      const list = await admin('list-users');
      expect(list.stdout).toContain(email);
      const missing = await admin('set-tier', 'ghost@example.com', 'basic');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No user has the email ghost@example.com.');
    } finally {
      await server.close();
    }
  });
});

describe('the data-directory lock', () => {
  it('a second server refuses to start on a DATA_DIR in use', async () => {
    const dataDir = makeTempDir('pp-lock-');
    const holder = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const run = await runCompiled(COMPILED_MAIN, [], {
        DATA_DIR: dataDir,
        PORT: '5198',
        BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      });
      expect(run.code).toBe(1);
      expect(run.stdout + run.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      await holder.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

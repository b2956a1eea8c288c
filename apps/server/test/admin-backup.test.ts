import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { uploadedImages, user } from '../src/db/schema';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { postSignature, signUp } from './support/browser';
import { adminCliEnv, runCompiled } from './support/run-program';
import { COMPILED_ADMIN } from './support/start-compiled-server';
import { startTestApp, TEST_AUTH_SECRET, type TestApp } from './support/start-test-app';
import { createTestDatabase, makeTempDir, type TestDatabase } from './support/test-database';

/**
 * `npm run admin -- backup <file>` (decision 0912): one archive of the embedded database, the
 * uploads and the session secret, restored with the README's own `tar -xzf` into an empty data
 * directory. On PostgreSQL the database is pg_dump's, and the archive holds the rest.
 */
const run = promisify(execFile);

let testDb: TestDatabase;
let server: TestApp;
let backups: string;
let email: string;

/** Every file under `folder`, by its path inside it, with its bytes. */
function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, full), fs.readFileSync(full));
  }
  return files;
}

/** The archive unpacked as the README says: `mkdir <dir> && tar -xzf <file> -C <dir>`. */
async function restore(archive: string): Promise<string> {
  const dir = makeTempDir('pp-restored-');
  await run('tar', ['-xzf', archive, '-C', dir]);
  return dir;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  // The secret in the server's environment, as a deployment of several processes sets it.
  server = await startTestApp(testDb, {
    adminSocket: true,
    env: { BETTER_AUTH_SECRET: TEST_AUTH_SECRET },
  });
  backups = makeTempDir('pp-backups-');
  // An account with a signature on file: a row in the database and a file in the uploads.
  const browser = server.browser();
  ({ email } = await signUp(browser));
  await setUserTier(server.database.db, email, 'professional');
  const signature = await sharp({
    create: { width: 300, height: 100, channels: 3, background: { r: 20, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  const uploaded = await postSignature(browser, signature);
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await testDb?.dispose();
  if (backups) fs.rmSync(backups, { recursive: true, force: true });
});

describe('admin backup', () => {
  it('while the server runs: one archive, mode 0600, that restores the database and the uploads', async () => {
    const archive = path.join(backups, 'live.tar.gz');
    const backup = await runCompiled(COMPILED_ADMIN, ['backup', archive], adminCliEnv(testDb));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    // The test server's secret is in its environment: the archive says it is not in it.
    expect(backup.stdout).toContain(
      'Not in it: the session secret, set in BETTER_AUTH_SECRET or SESSION_SECRET.',
    );
    expect(backup.stdout).toContain(`tar -xzf ${archive} -C <dir>`);

    const restored = await restore(archive);
    try {
      const uploads = filesUnder(path.join(testDb.dataDir, 'uploads'));
      expect(uploads.size).toBeGreaterThan(0);
      expect(filesUnder(path.join(restored, 'uploads'))).toEqual(uploads);
      if (testDb.driver === 'postgres') {
        expect(backup.stdout).toMatch(/\(\d+\.\d MB\): the uploaded logos and signatures\./);
        expect(backup.stdout).toContain('Not in it: the PostgreSQL database (DATABASE_URL).');
        expect(fs.existsSync(path.join(restored, 'pglite'))).toBe(false);
        return;
      }
      expect(backup.stdout).toMatch(
        /Backup written to .* \(\d+\.\d MB\): the embedded database and the uploaded logos and signatures\./,
      );
      // The copy opens on its own, with the account and its upload as they were.
      const copy = await openDatabase({ databaseUrl: null, dataDir: restored });
      try {
        const [account] = await copy.db.select().from(user).where(eq(user.email, email));
        expect(account).toBeDefined();
        const images = await copy.db
          .select()
          .from(uploadedImages)
          .where(eq(uploadedImages.userId, account!.id));
        expect(images.map((image) => image.status)).toEqual(['ready']);
      } finally {
        await copy.close();
      }
    } finally {
      fs.rmSync(restored, { recursive: true, force: true });
    }
  });

  it('never replaces a file, refuses a folder that is missing or inside the data directory, and says why a write failed', async () => {
    const archive = path.join(backups, 'kept.tar.gz');
    fs.writeFileSync(archive, 'an earlier backup');
    const env = adminCliEnv(testDb);
    const again = await runCompiled(COMPILED_ADMIN, ['backup', archive], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${archive} already exists: give the backup a new name.`);
    expect(fs.readFileSync(archive, 'utf8')).toBe('an earlier backup');

    const inside = path.join(testDb.dataDir, 'backup.tar.gz');
    const refused = await runCompiled(COMPILED_ADMIN, ['backup', inside], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Write the backup outside the data directory');
    expect(fs.existsSync(inside)).toBe(false);

    const nowhere = path.join(backups, 'no-such-folder', 'b.tar.gz');
    const missing = await runCompiled(COMPILED_ADMIN, ['backup', nowhere], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`There is no folder ${path.dirname(nowhere)}`);
    // A failure of the disk's (here a name longer than the file system allows) is said as such.
    const tooLong = path.join(backups, `${'b'.repeat(300)}.tar.gz`);
    const failed = await runCompiled(COMPILED_ADMIN, ['backup', tooLong], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`The backup could not be written to ${tooLong}: ENAMETOOLONG`);
    // Nothing half-written is left beside the backups.
    expect(fs.readdirSync(backups).sort()).toEqual(['kept.tar.gz', 'live.tar.gz']);
  });

  it('with the server stopped and the generated session secret, the archive holds it', async () => {
    await server.close();
    const archive = path.join(backups, 'with-secret.tar.gz');
    // No BETTER_AUTH_SECRET: the secret is DATA_DIR/secrets.json, as `npm start` makes it.
    const { BETTER_AUTH_SECRET: _configured, ...env } = adminCliEnv(testDb);
    const backup = await runCompiled(COMPILED_ADMIN, ['backup', archive], env);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/the session secret\./);
    const restored = await restore(archive);
    try {
      expect(fs.readFileSync(path.join(restored, 'secrets.json'))).toEqual(
        fs.readFileSync(path.join(testDb.dataDir, 'secrets.json')),
      );
    } finally {
      fs.rmSync(restored, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { ABANDONED_STAGING_MS, writeBackup, type BackupSources } from './write-backup';

/**
 * A backup that would hold nothing — PostgreSQL, the uploads in S3 or none yet, the secret in the
 * environment — is refused and writes no file (decision 0912), so a scheduled backup fails instead
 * of writing empty archives. The archives themselves are tested on a real server in
 * test/admin-backup.test.ts.
 */
describe('writeBackup with nothing to put in it', () => {
  let root: string;
  let dataDir: string;
  let backups: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-write-backup-'));
    dataDir = path.join(root, 'data');
    backups = path.join(root, 'backups');
    fs.mkdirSync(dataDir);
    fs.mkdirSync(backups);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const onPostgres = (uploadsDir: string | null): BackupSources => ({
    dataDir,
    dumpDatabase: null,
    uploadsDir,
    secretInEnvironment: true,
  });

  async function refusal(sources: BackupSources): Promise<AppError> {
    const error: unknown = await writeBackup(path.join(backups, 'b.tar.gz'), sources).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(fs.readdirSync(backups)).toEqual([]);
    return error as AppError;
  }

  it('refuses with the uploads in S3, and says where each part is kept', async () => {
    const error = await refusal(onPostgres(null));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(
      'Nothing here to back up, so no file was written: the database is PostgreSQL (back it up with pg_dump), logos and signatures are kept in the S3 bucket and the session secret is set in BETTER_AUTH_SECRET or SESSION_SECRET.',
    );
  });

  it('refuses while no logo or signature has been uploaded', async () => {
    const error = await refusal(onPostgres(path.join(dataDir, 'uploads')));
    expect(error.message).toContain('no logo or signature has been uploaded yet');
  });

  it('writes the uploads once there are some', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploadsDir);
    fs.writeFileSync(path.join(uploadsDir, 'logo.png'), 'png');
    const summary = await writeBackup(path.join(backups, 'b.tar.gz'), onPostgres(uploadsDir));
    expect(summary).toMatchObject({ database: 'postgres', uploads: 'included' });
    expect(fs.readdirSync(backups)).toEqual(['b.tar.gz']);
  });
});

describe('writeBackup and the staging folders of unfinished backups', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-write-backup-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removes one left more than a day ago, and leaves a recent one and everything else', async () => {
    const uploadsDir = path.join(root, 'data', 'uploads');
    const backups = path.join(root, 'backups');
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.mkdirSync(backups);
    fs.writeFileSync(path.join(uploadsDir, 'logo.png'), 'png');
    const made = (name: string, ageMs: number, isFolder = true) => {
      const place = path.join(backups, name);
      if (isFolder) {
        fs.mkdirSync(path.join(place, 'pglite'), { recursive: true });
      } else {
        fs.writeFileSync(place, 'kept');
      }
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(place, when, when);
    };
    const twoDays = 2 * ABANDONED_STAGING_MS;
    made('.pipeproof-backup-abandoned', twoDays);
    made('.pipeproof-backup-under-way', 10 * 60 * 1000);
    made('.pipeproof-backup-a-file', twoDays, false);
    made('older-backups', twoDays);

    await writeBackup(path.join(backups, 'b.tar.gz'), {
      dataDir: path.join(root, 'data'),
      dumpDatabase: null,
      uploadsDir,
      secretInEnvironment: true,
    });
    expect(fs.readdirSync(backups).sort()).toEqual([
      '.pipeproof-backup-a-file',
      '.pipeproof-backup-under-way',
      'b.tar.gz',
      'older-backups',
    ]);
  });
});

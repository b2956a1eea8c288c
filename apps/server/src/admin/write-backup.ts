import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../app-error';
import { secretsFilePath } from '../auth/resolve-auth-secret';
import { isErrnoCode } from '../db/data-dir-lock';
import type { Database } from '../db/database';
import type { Env } from '../env';

/** What a backup is made from: the same three things the README's Backups paragraph names. */
export interface BackupSources {
  dataDir: string;
  /** The embedded database's data directory as a tar; null on PostgreSQL (pg_dump's job). */
  dumpDatabase: (() => Promise<Blob>) | null;
  /** The local uploads folder; null where logos and signatures are kept in S3. */
  uploadsDir: string | null;
  /** BETTER_AUTH_SECRET or SESSION_SECRET is set: the generated secrets.json is not used. */
  secretInEnvironment: boolean;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  database: 'included' | 'postgres';
  uploads: 'included' | 'none-yet' | 's3';
  secret: 'included' | 'environment';
}

export function backupSources(env: Env, database: Database): BackupSources {
  const dump = database.dumpDataDir?.bind(database);
  return {
    dataDir: env.dataDir,
    dumpDatabase: dump ?? null,
    uploadsDir: env.s3 ? null : path.join(env.dataDir, 'uploads'),
    secretInEnvironment: env.authSecret !== null,
  };
}

/**
 * One gzip tar at `file` (absolute, new) holding `pglite/` (the embedded database), `uploads/`
 * and `secrets.json`, laid out as in DATA_DIR: restored by `tar -xzf` into an empty data
 * directory while the server is stopped (decision 0912). Written beside its final name and
 * linked into place only when complete, mode 0600 (it holds the session secret); an existing
 * file is never replaced.
 */
export async function writeBackup(file: string, sources: BackupSources): Promise<BackupSummary> {
  if (!path.isAbsolute(file)) {
    throw new AppError('VALIDATION_ERROR', `The backup's path must be absolute: ${file}`);
  }
  const folder = path.dirname(file);
  if (fs.existsSync(file)) throw alreadyExists(file);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new AppError('VALIDATION_ERROR', `There is no folder ${folder} to write the backup in.`);
  }
  const dataDir = path.resolve(sources.dataDir);
  if (file.startsWith(`${dataDir}${path.sep}`)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Write the backup outside the data directory ${dataDir}: a copy kept with the data is lost with it.`,
    );
  }

  refuseEmptyBackup(sources);

  try {
    return await writeArchive(file, dataDir, sources);
  } catch (error) {
    // The name taken while the archive was written: link() refuses to replace it.
    if (isErrnoCode(error, 'EEXIST')) throw alreadyExists(file);
    // The disk full, the folder not writable by the server, a name too long: said, not a 500.
    if (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string') {
      throw new AppError(
        'INTERNAL_ERROR',
        `The backup could not be written to ${file}: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * On PostgreSQL, with the uploads in S3 (or none yet) and the secret in the environment, the
 * archive would hold nothing: refused, so that a scheduled backup fails where it would otherwise
 * keep writing empty files and look as if it worked.
 */
function refuseEmptyBackup(sources: BackupSources): void {
  const uploads = sources.uploadsDir !== null && fs.existsSync(sources.uploadsDir);
  if (sources.dumpDatabase || uploads || !sources.secretInEnvironment) return;
  const elsewhere = [
    'the database is PostgreSQL (back it up with pg_dump)',
    sources.uploadsDir === null
      ? 'logos and signatures are kept in the S3 bucket'
      : 'no logo or signature has been uploaded yet',
    'the session secret is set in BETTER_AUTH_SECRET or SESSION_SECRET',
  ];
  throw new AppError(
    'VALIDATION_ERROR',
    `Nothing here to back up, so no file was written: ${elsewhere.slice(0, -1).join(', ')} and ${elsewhere.at(-1)!}.`,
  );
}

const STAGING_PREFIX = '.pipeproof-backup-';
/**
 * A staging folder last changed this long ago belongs to a backup that never finished (its server
 * was stopped mid-write; a finished or failed one removes its own): the tool waits 30 minutes at
 * most for a backup.
 */
export const ABANDONED_STAGING_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the staging folders of unfinished backups from `folder`: each holds a copy of the
 * database, which should not stay on the disk unlisted. Best effort: one that cannot be read or
 * removed is left, and the backup goes on.
 */
function removeAbandonedStaging(folder: string, nowMs: number): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(STAGING_PREFIX)) continue;
    const staging = path.join(folder, entry.name);
    try {
      if (nowMs - fs.statSync(staging).mtimeMs > ABANDONED_STAGING_MS) {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    } catch {
      // Gone meanwhile, or not ours to remove: left as it is.
    }
  }
}

function alreadyExists(file: string): AppError {
  return new AppError('CONFLICT', `${file} already exists: give the backup a new name.`);
}

async function writeArchive(
  file: string,
  dataDir: string,
  sources: BackupSources,
): Promise<BackupSummary> {
  // Loaded when a backup is asked for, not with every server start.
  const tar = await import('tar');
  const folder = path.dirname(file);
  removeAbandonedStaging(folder, Date.now());
  // Staged beside the archive (the same disk), as links to the live files and a copy of the dump.
  const staging = fs.mkdtempSync(path.join(folder, STAGING_PREFIX));
  const partial = path.join(staging, 'backup.tar.gz');
  try {
    const entries: string[] = [];
    if (sources.dumpDatabase) {
      const target = path.join(staging, 'pglite');
      fs.mkdirSync(target);
      const dump = await sources.dumpDatabase();
      await pipeline(Readable.fromWeb(dump.stream()), tar.x({ cwd: target }));
      entries.push('pglite');
    }
    const uploads = sources.uploadsDir !== null && fs.existsSync(sources.uploadsDir);
    if (uploads) {
      fs.symlinkSync(sources.uploadsDir!, path.join(staging, 'uploads'));
      entries.push('uploads');
    }
    // Without the variable the secret is DATA_DIR/secrets.json, made before anything is served.
    if (!sources.secretInEnvironment) {
      fs.symlinkSync(secretsFilePath(dataDir), path.join(staging, 'secrets.json'));
      entries.push('secrets.json');
    }
    await pipeline(
      tar.c({ gzip: { level: 9 }, cwd: staging, follow: true, portable: true }, entries),
      fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    // link() fails where the name has been taken meanwhile: a backup never overwrites a file.
    fs.linkSync(partial, file);
    return {
      file,
      bytes: fs.statSync(file).size,
      database: sources.dumpDatabase ? 'included' : 'postgres',
      uploads: sources.uploadsDir === null ? 's3' : uploads ? 'included' : 'none-yet',
      secret: sources.secretInEnvironment ? 'environment' : 'included',
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

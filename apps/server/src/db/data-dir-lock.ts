import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. Whoever opens
 * `<dataDir>/pglite` first holds `<dataDir>/pglite.lock` (a directory: mkdir is atomic) until it
 * closes. The lock records its owner and is touched every few seconds, so a lock left by a crash
 * is recognised as stale: at once when its process is gone from this host, otherwise when it has
 * not been touched for STALE_AFTER_MS. See docs/decisions/0104-data-dir-lock-and-admin-socket.md.
 */

const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;

/** Lock paths held by this process, so a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

export interface LockOwner {
  pid: number;
  hostname: string;
  acquiredAt: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.hostname}` : 'another process';
    super(
      `The data directory ${dataDir} is in use by ${who}. PipeProof's embedded database allows ` +
        'one process at a time: stop the other server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockPathFor(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

export function readLockOwner(dataDir: string): LockOwner | null {
  try {
    const text = fs.readFileSync(path.join(lockPathFor(dataDir), 'owner.json'), 'utf8');
    const value: unknown = JSON.parse(text);
    return isLockOwner(value) ? value : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = lockPathFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.mkdirSync(lockPath);
    } catch (error) {
      if (!isErrnoCode(error, 'EEXIST')) throw error;
      if (attempt === 0 && isStale(dataDir)) {
        fs.rmSync(lockPath, { recursive: true, force: true });
        continue;
      }
      throw new DataDirLockedError(dataDir, readLockOwner(dataDir));
    }
    return holdLock(lockPath);
  }
  throw new DataDirLockedError(dataDir, readLockOwner(dataDir));
}

function holdLock(lockPath: string): DataDirLock {
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    acquiredAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(lockPath, 'owner.json'), JSON.stringify(owner), { mode: 0o600 });
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // Removed under us (someone judged it stale): nothing useful to do from a timer.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  heldByThisProcess.add(lockPath);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldByThisProcess.delete(lockPath);
      fs.rmSync(lockPath, { recursive: true, force: true });
    },
  };
}

function isStale(dataDir: string): boolean {
  const lockPath = lockPathFor(dataDir);
  if (heldByThisProcess.has(lockPath)) return false;
  const owner = readLockOwner(dataDir);
  if (owner && owner.hostname === os.hostname()) {
    // Our own pid here means a previous life of this container/pid namespace.
    if (owner.pid === process.pid || !isProcessAlive(owner.pid)) return true;
  }
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs > STALE_AFTER_MS;
  } catch {
    return true;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return isErrnoCode(error, 'EPERM');
  }
}

function isLockOwner(value: unknown): value is LockOwner {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.pid === 'number' &&
    typeof record.hostname === 'string' &&
    typeof record.acquiredAt === 'string'
  );
}

export function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

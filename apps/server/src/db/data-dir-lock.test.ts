import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  acquireDataDirLock,
  lockPathFor,
  readLockOwner,
} from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('records its owner and is released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readLockOwner(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    lock.release();
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
  });

  it('refuses a second holder, even in the same process', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+ on /);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.mkdirSync(lockPathFor(dir));
    const deadPid = 2 ** 22 + 17; // above Linux's pid_max default
    fs.writeFileSync(
      path.join(lockPathFor(dir), 'owner.json'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), acquiredAt: '2026-01-01T00:00:00Z' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(readLockOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('respects a fresh lock from another host, and takes it once it goes stale', () => {
    const dir = tempDir();
    fs.mkdirSync(lockPathFor(dir));
    fs.writeFileSync(
      path.join(lockPathFor(dir), 'owner.json'),
      JSON.stringify({ pid: 1, hostname: 'elsewhere', acquiredAt: '2026-01-01T00:00:00Z' }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPathFor(dir), longAgo, longAgo);
    acquireDataDirLock(dir).release();
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig, DatabaseDriver } from '../../src/db/database';

/**
 * A fresh, empty database for one test file. With TEST_DATABASE_URL (any database on a
 * PostgreSQL server, e.g. postgres://app@127.0.0.1:55433/postgres) it creates its own
 * pp_test_<random> database there and drops it afterwards; otherwise PGlite in a temp folder.
 */
export interface TestDatabase {
  driver: DatabaseDriver;
  /** Always a fresh temp folder: secrets.json, the PGlite files, admin.sock. */
  dataDir: string;
  config: DatabaseConfig;
  /** Environment for child processes (admin CLI, a second server) to reach the same data. */
  childEnv: Record<string, string>;
  dispose(): Promise<void>;
}

export function makeTempDir(prefix: string): string {
  // Short: Unix socket paths (DATA_DIR/admin.sock) are limited to ~107 bytes.
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * `emptyFolder`: on PGlite, start from an empty data folder, so the app creates and migrates the
 * database itself (a first start); otherwise the database is a copy of the run's migrated template
 * (test/setup/pglite-template.ts), which is quicker and the same as what the app would make.
 */
export async function createTestDatabase(
  options: { emptyFolder?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = makeTempDir('pp-');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (template && !options.emptyFolder) {
      fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    }
    return {
      driver: 'pglite',
      dataDir,
      config: { databaseUrl: null, dataDir },
      childEnv: { DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    driver: 'postgres',
    dataDir,
    config: { databaseUrl, dataDir },
    childEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dispose: async () => {
      await waitForConnectionsToClose(serverUrl, name);
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its clients' sockets have closed. Dropping the database `with
 * (force)` at that moment terminates them mid-goodbye, and the pool re-emits the FATAL as an
 * 'error' nobody listens to (an unhandled error in whichever test file runs then). So wait, up to
 * a few seconds, until the server has seen them go.
 */
async function waitForConnectionsToClose(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

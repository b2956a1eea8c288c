import fs from 'node:fs';
import { pino } from 'pino';
import type { WarnLogger } from '../../src/db/report-database-unavailable';
import { startPostgresCluster, type PostgresCluster } from './start-postgres-cluster';
import { startTestApp, type StartOptions, type TestApp } from './start-test-app';
import { makeTempDir } from './test-database';

export interface AppOnOwnPostgres {
  /** The PostgreSQL server of this app alone: a test may stop and start it. */
  cluster: PostgresCluster;
  server: TestApp;
  /** Stops the app and the cluster, and deletes their files. */
  dispose(): Promise<void>;
}

export interface OwnPostgresOptions extends StartOptions {
  /** Where the pool reports connections PostgreSQL dropped (default: nowhere). */
  poolLogger?: WarnLogger;
}

/**
 * The real app on a PostgreSQL server of its own (start-postgres-cluster.ts), for the outage
 * tests (docs/decisions/0802): stopping it disturbs no other test file.
 */
export async function startAppOnOwnPostgres(
  options: OwnPostgresOptions = {},
): Promise<AppOnOwnPostgres> {
  const { poolLogger = pino({ level: 'silent' }), ...startOptions } = options;
  const cluster = await startPostgresCluster();
  const dataDir = makeTempDir('pp-');
  const dispose = async () => {
    await cluster.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startTestApp(
      {
        driver: 'postgres',
        dataDir,
        config: { databaseUrl: cluster.url, dataDir, logger: poolLogger },
        childEnv: { DATA_DIR: dataDir, DATABASE_URL: cluster.url },
        dispose: async () => undefined,
      },
      startOptions,
    );
    return {
      cluster,
      server,
      async dispose() {
        await server.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

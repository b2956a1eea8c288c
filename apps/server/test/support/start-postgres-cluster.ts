import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './find-free-port';
import { makeTempDir } from './test-database';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb into a temp folder, a free loopback port), so a
 * test may stop and restart it without disturbing the server every other test file shares. Uses
 * the Debian package's binaries (/usr/lib/postgresql/<version>/bin, as scripts/test.sh does); as
 * root, runs them as the postgres user.
 */
export interface PostgresCluster {
  /** postgres://app@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: connections are terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  dispose(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dir = makeTempDir('pp-pg-');
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);

  await pgRun('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'app']);
  const port = await findFreePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = async () => {
    await pgRun('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
      '-o',
      options,
    ]);
  };
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    async stop() {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async dispose() {
      if (running) await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (newest === undefined)
    throw new Error(`No PostgreSQL server under ${root}: apt install postgresql`);
  return path.join(root, newest, 'bin');
}

import net from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import pg from 'pg';
import { openPostgres } from '../src/db/open-postgres';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The app's LISTEN connections (decisions 0840, 0843) are opened again when lost. The app can be
 * closed while one is being opened again: closing must still end the pool (a connection left
 * checked out kept `pool.end()`, and with it the app's shutdown, waiting for ever). The network
 * between the app and PostgreSQL is a proxy in this process: it cuts every connection, as a
 * dropped link does, and holds new ones, as a slow one does.
 */

interface Proxy {
  url: string;
  /** Ends every connection through it. */
  cutAll(): void;
  /**
   * Every connection through it goes silent: open at both ends, nothing passed on, no reset (a
   * NAT or firewall that forgot it, a peer gone without a word). New connections pass as before.
   */
  silenceAll(): void;
  /** New connections wait, unconnected, until `releaseHeld`; resolves at the first one held. */
  holdNew(): Promise<void>;
  releaseHeld(): void;
  close(): Promise<void>;
}

async function startProxy(databaseUrl: string): Promise<Proxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const silencers = new Set<() => void>();
  let holding: { held: Array<() => void>; onFirst: () => void } | null = null;
  const server = net.createServer((incoming) => {
    track(incoming);
    const connect = () => {
      const outgoing = net.connect(Number(target.port), target.hostname);
      track(outgoing);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
      // What arrived while held is still buffered: pipe() passes it on first.
      incoming.pipe(outgoing);
      outgoing.pipe(incoming);
      silencers.add(() => {
        incoming.unpipe(outgoing);
        outgoing.unpipe(incoming);
        incoming.pause();
        outgoing.pause();
      });
    };
    if (!holding) return connect();
    incoming.pause();
    holding.held.push(connect);
    holding.onFirst();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    silenceAll: () => {
      for (const silence of silencers) silence();
      silencers.clear();
    },
    holdNew: () =>
      new Promise<void>((resolve) => {
        holding = { held: [], onFirst: resolve };
      }),
    releaseHeld: () => {
      const held = holding?.held ?? [];
      holding = null;
      for (const connect of held) connect();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a LISTEN connection being opened again when the app closes', () => {
  let testDb: TestDatabase;
  let proxy: Proxy;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    proxy = await startProxy(testDb.config.databaseUrl!);
    database = await openPostgres(proxy.url, pino({ level: 'silent' }));
  });

  afterAll(async () => {
    await proxy.close();
    await testDb.dispose();
  });

  it('leaves no connection checked out: the pool ends', async () => {
    const heard: Array<string | null> = [];
    const stopListening = await database.listen!('pp_test_relisten', (payload) => {
      heard.push(payload);
    });

    // The link drops; the listener's next connection is on its way but not through.
    const held = proxy.holdNew();
    proxy.cutAll();
    await held;
    expect(heard).toEqual([null]);

    // The app closes now; then the connection goes through.
    const stopping = stopListening();
    proxy.releaseHeld();
    await stopping;
    // The pool ends: with a connection left checked out this waits for ever, and the test's own
    // time limit fails it (afterAll's cut of the proxy then frees the pool).
    await expect(database.close()).resolves.toBeUndefined();
  });
});

describe('a LISTEN connection that goes silent (decision 0881)', () => {
  let testDb: TestDatabase;
  let proxy: Proxy;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    proxy = await startProxy(testDb.config.databaseUrl!);
  });

  afterAll(async () => {
    await proxy.close();
    await testDb.dispose();
  });

  /** What the listener hears, and a promise for the moment it has heard `count` things. */
  function hearing() {
    const heard: Array<string | null> = [];
    const waiting: Array<{ count: number; resolve: () => void }> = [];
    return {
      heard,
      onNotify: (payload: string | null) => {
        heard.push(payload);
        for (const wait of waiting) if (heard.length >= wait.count) wait.resolve();
      },
      untilHeard: (count: number) =>
        new Promise<void>((resolve) => {
          if (heard.length >= count) resolve();
          else waiting.push({ count, resolve });
        }),
    };
  }

  it('is noticed by the check and replaced: what is announced after is heard', async () => {
    const database = await openPostgres(proxy.url, pino({ level: 'silent' }), {
      everyMs: 100,
      timeoutMs: 300,
    });
    const listener = hearing();
    const stopListening = await database.listen!('pp_test_silent', listener.onNotify);
    try {
      proxy.silenceAll();
      // Lost (null), then listening on a new connection (null again): nothing heard meanwhile.
      await listener.untilHeard(2);
      expect(listener.heard).toEqual([null, null]);

      // Announced by another process, straight to PostgreSQL.
      const other = new pg.Client({ connectionString: testDb.config.databaseUrl! });
      await other.connect();
      try {
        await other.query(`NOTIFY pp_test_silent, 'after the silence'`);
      } finally {
        await other.end();
      }
      await listener.untilHeard(3);
      expect(listener.heard).toEqual([null, null, 'after the silence']);
    } finally {
      await stopListening();
      await database.close();
    }
  });

  it('does not hold the app’s shutdown: stopping gives a silent connection up', async () => {
    // A check too far off to notice first: stopping meets the silent connection itself.
    const database = await openPostgres(proxy.url, pino({ level: 'silent' }), {
      everyMs: 3_600_000,
      timeoutMs: 300,
    });
    const listener = hearing();
    const stopListening = await database.listen!('pp_test_silent_stop', listener.onNotify);
    proxy.silenceAll();
    // Its UNLISTEN is never answered: without a deadline this waits for ever, and the test's own
    // time limit fails it.
    await expect(stopListening()).resolves.toBeUndefined();
    await expect(database.close()).resolves.toBeUndefined();
    expect(listener.heard).toEqual([]);
  });
});

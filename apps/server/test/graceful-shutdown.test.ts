import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import SERVER_NODE_FLAGS from '../node-flags.json' with { type: 'json' };
import { TIGHTNESS_CALCULATION } from './support/job-fixtures';
import {
  startCompiledServer,
  type CompiledServer,
  type LogLine,
} from './support/start-compiled-server';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * SIGTERM drains (docs/decisions/0803): the server stops accepting connections at once, lets the
 * request in flight finish with its answer, does not wait for idle keep-alive connections, closes
 * the database and exits 0. The compiled server runs as a child process, as in production, on
 * PGlite or, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe('SIGTERM', () => {
  let testDb: TestDatabase;
  let server: CompiledServer | undefined;

  // A built web app of its own, so the server has nothing to warn about whether or not this
  // checkout has run `npm run build` yet: any warning in the log is then the shutdown's.
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'pipeproof-web-dist-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>PipeProof</title>');

  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

  afterEach(async () => {
    server?.kill();
    await server?.exited;
    await testDb.dispose();
  });

  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    testDb = await createTestDatabase();
    server = await startCompiledServer({
      ...testDb.childEnv,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_DIST_DIR: webDistDir,
    });
    const { port } = new URL(server.url);

    // A browser's keep-alive connection, idle after its answer: it must not hold the exit up.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(agent, port, 'GET', '/api/health')).status).toBe(200);

    // A slow request: its body is sent in two halves, the second only after SIGTERM.
    const body = Buffer.from(JSON.stringify(TIGHTNESS_CALCULATION));
    const half = Math.floor(body.length / 2);
    const slow = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/calculate',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        origin: server.url,
      },
    });
    const answered = responseOf(slow);
    slow.write(body.subarray(0, half));
    // In flight: the server has taken it in (Fastify logs this once past its own closing check).
    await server.waitForLog(
      (line) => line.msg === 'incoming request' && isRequestTo(line, 'POST', '/api/calculate'),
    );

    server.child.kill('SIGTERM');
    await server.waitForLog('Shutting down: finishing requests in flight');
    await vi.waitFor(
      async () => expect(await connectionRefused(port), 'new connections refused').toBe(true),
      { timeout: 10_000, interval: 20 },
    );

    slow.end(body.subarray(half));
    const response = await answered;
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe('close');
    // The engine's answer for the tightness test (see calculate.test.ts): 21 mbar for 2 minutes.
    expect(JSON.parse(response.body)).toMatchObject({ testPressure: 21, testDuration: '02:00' });

    expect(await server.exited).toBe(0);
    expect(server.logs.map((line) => line.msg)).toContain('Stopped');
    expect(server.logs.filter((line) => line.level >= 40)).toEqual([]);
    agent.destroy();
  });
  it('reaches the server through npm start, which a process manager signals', async () => {
    testDb = await createTestDatabase();
    server = await startCompiledServer(
      { ...testDb.childEnv, BETTER_AUTH_SECRET: TEST_AUTH_SECRET },
      { viaNpm: true },
    );
    expect((await fetch(new URL('/api/health', server.url))).status).toBe(200);
    // npm start runs node with the flags every other start of the build uses (decision 0863):
    // the process that logs is node itself (the script execs), and its argv holds them.
    const serverPid = server.logs.find((line) => typeof line.pid === 'number')?.pid;
    const serverArgv = readFileSync(`/proc/${String(serverPid)}/cmdline`, 'utf8').split('\0');
    expect(serverArgv.slice(1, 1 + SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Shutting down: finishing requests in flight', 'Stopped']),
    );
  });
});

function isRequestTo(line: LogLine, method: string, url: string): boolean {
  const request = line.req as { method?: string; url?: string } | undefined;
  return request?.method === method && request.url === url;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function responseOf(outgoing: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
  });
}

function request(agent: http.Agent, port: string, method: string, path: string): Promise<Answer> {
  const outgoing = http.request({ host: '127.0.0.1', port, method, path, agent });
  const answer = responseOf(outgoing);
  outgoing.end();
  return answer;
}

/** True when a new TCP connection to the port is refused. */
function connectionRefused(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

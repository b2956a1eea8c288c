import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HealthOkSchema, UserSchema } from '@pipeproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signUp } from './support/browser';
import { issuedCertificate, send } from './support/job-fixtures';
import { adminCliEnv } from './support/run-program';
import {
  COMPILED_ADMIN,
  startCompiledServer,
  type CompiledServer,
} from './support/start-compiled-server';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Production runs the compiled build with plain `node`, no TypeScript loader
 * (docs/decisions/0803): started from another working directory, it finds its migrations, fonts
 * and the web build, answers health, and renders a certificate PDF; the compiled admin tool
 * sets a tier (over the admin socket on PGlite). On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
const WEB_INDEX = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
// What a visit without a session cookie is sent for `/`, when the build drew it (decision 0853).
const WEB_SIGNED_OUT_INDEX = fileURLToPath(
  new URL('../../web/dist/route-html/signed-out/index.html', import.meta.url),
);

describe('the compiled server (node apps/server/dist/main.js)', () => {
  let testDb: TestDatabase;
  let server: CompiledServer;

  beforeAll(async () => {
    // dist/ was built from the sources before any test (test/setup/build-server.ts).
    testDb = await createTestDatabase({ emptyFolder: true });
    server = await startCompiledServer({
      ...testDb.childEnv,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    });
  });

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await testDb?.dispose();
  });

  it('starts with its migrations applied and answers health', async () => {
    const response = await fetch(new URL('/api/health', server.url));
    expect(response.status).toBe(200);
    expect(HealthOkSchema.parse(await response.json())).toEqual({
      status: 'ok',
      database: testDb.driver,
    });
    const ready = await server.waitForLog(/^PipeProof is ready at /);
    expect(ready.startupMs).toEqual(expect.any(Number));
  });

  it('serves the web build from apps/web/dist, or says it is not built', async () => {
    const response = await fetch(new URL('/', server.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    const served = [WEB_SIGNED_OUT_INDEX, WEB_INDEX].find((file) => fs.existsSync(file));
    if (served) expect(html).toBe(fs.readFileSync(served, 'utf8'));
    else expect(html).toContain('npm run build');
  });

  it('issues a certificate and renders its PDF with the embedded font', async () => {
    const browser = new Browser(server.url, server.url);
    const { email, password } = await signUp(browser);
    const tier = await promisify(execFile)(
      process.execPath,
      [COMPILED_ADMIN, 'set-tier', email, 'premium'],
      { env: { PATH: process.env.PATH ?? '', ...adminCliEnv(testDb) } },
    );
    expect(tier.stdout).toContain('premium');
    const me = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(me.subscriptionTier).toBe('premium');

    const certificate = await issuedCertificate({ browser, id: me.id, email, password });
    const pdf = await send(browser, 'GET', `/api/certificates/${certificate.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/); // the TrueType font, embedded
  });
});

import { randomUUID } from 'node:crypto';
import { ApiErrorBodySchema, type JobCalculationBody, type PaidTier } from '@pipeproof/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuthEndpoints } from '../src/auth/auth-endpoints';
import { configuredProviderIds } from '../src/auth/auth-routes-plugin';
import { createAuth } from '../src/auth/create-auth';
import type { Browser } from './support/browser';
import { signUp } from './support/browser';
import {
  CALLERS,
  anyone,
  listAuthLibraryEndpoints,
  byTier,
  owned,
  ownedByTier,
  professionalOnly,
  signedIn,
  type AccessCase,
  type Caller,
  type CallerKey,
} from './support/access-rules';
import {
  fakeStripeEnv,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from './support/fake-stripe';
import { signPayload } from './support/fake-stripe/webhook-sender';
import {
  PURGE_CALCULATION,
  STRENGTH_CALCULATION,
  createJob,
  issuedCertificate,
  jobBody,
  recordTest,
  savedJobWithRecord,
  signUpEngineer,
  testRecordBody,
  type Engineer,
} from './support/job-fixtures';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { domesticJobBody, domesticRecordBody } from './support/domestic-fixtures';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Every route of the real app × {signed out, free, basic, premium, professional, another user's
 * resource} → the expected status (decision 0500: no tier rule can be bypassed from outside the
 * browser). The routes come from the app's own route table (src/http/route-table.ts): a route
 * with no line below fails this test. Adding a route = adding its line here.
 */

const PASSWORD = 'access-matrix-password';
const COMMERCIAL_100MM = {
  ...STRENGTH_CALCULATION,
  pipeConfigurations: [{ material: 'steel', nominalSize: 100, length: 10 }],
};
const INDUSTRIAL = {
  calculatorType: 'industrial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    testMedium: 'Air',
    gaugeType: 'electronic01',
    maxOperatingPressure: 75,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: '100mm', length: 50 }],
} satisfies JobCalculationBody;
const calc = (body: object) => ({ calculatorType: 'commercial', ...body });
const unsignedEvent = JSON.stringify({
  id: 'evt_matrix',
  object: 'event',
  type: 'product.created',
  data: { object: {} },
});

/** Keyed by `METHOD url` exactly as Fastify registered it. HEAD routes follow their GET. */
const EXPECTATIONS: Record<string, AccessCase[]> = {
  'GET /api/health': [anyone('health', { method: 'GET', path: '/api/health' }, 200)],
  'GET /api/config': [anyone('config', { method: 'GET', path: '/api/config' }, 200)],
  'GET /api/auth/user': [signedIn('current user', { method: 'GET', path: '/api/auth/user' }, 200)],
  // 200 for everyone: `{user: null}` signed out (decision 0837).
  'GET /api/session': [anyone('session check', { method: 'GET', path: '/api/session' }, 200)],
  'POST /api/auth/sign-up/email': [
    anyone(
      'sign up',
      () => ({
        method: 'POST',
        path: '/api/auth/sign-up/email',
        json: { email: `m-${randomUUID()}@example.com`, password: PASSWORD, name: 'Matrix' },
        fresh: true,
      }),
      200,
    ),
  ],
  'POST /api/auth/sign-in/email': [
    anyone(
      'wrong password',
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        json: { email: 'nobody@example.com', password: 'wrong password!' },
      },
      401,
    ),
  ],
  'POST /api/auth/sign-in/social': [
    anyone(
      'configured provider',
      {
        method: 'POST',
        path: '/api/auth/sign-in/social',
        json: { provider: 'google', callbackURL: '/' },
      },
      200,
    ),
    anyone(
      'provider not configured',
      {
        method: 'POST',
        path: '/api/auth/sign-in/social',
        json: { provider: 'oidc', callbackURL: '/' },
      },
      400,
    ),
  ],
  'GET /api/auth/callback/:id': [
    anyone(
      'forged state: back to the sign-in page',
      { method: 'GET', path: '/api/auth/callback/google?code=x&state=forged' },
      302,
    ),
    anyone('provider not configured', { method: 'GET', path: '/api/auth/callback/oidc' }, 404),
  ],
  'POST /api/auth/callback/:id': [
    anyone(
      'form_post with a forged state',
      {
        method: 'POST',
        path: '/api/auth/callback/google',
        body: 'code=x&state=forged',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      302,
    ),
  ],
  'POST /api/auth/delete-user': [
    signedIn(
      'wrong password',
      { method: 'POST', path: '/api/auth/delete-user', json: { password: 'not the password' } },
      400,
    ),
  ],
  // Decision 0810: the same answer for any address; a token nobody was sent is refused.
  'POST /api/auth/request-password-reset': [
    anyone(
      'any address',
      {
        method: 'POST',
        path: '/api/auth/request-password-reset',
        json: { email: 'nobody@example.com' },
      },
      200,
    ),
  ],
  'POST /api/auth/reset-password': [
    anyone(
      'a token nobody was sent',
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        json: { token: 'N'.repeat(24), newPassword: 'a brand new tightness test' },
      },
      400,
    ),
  ],
  'POST /api/auth/change-password': [
    signedIn(
      'wrong current password',
      {
        method: 'POST',
        path: '/api/auth/change-password',
        json: { currentPassword: 'not the password', newPassword: 'a brand new tightness test' },
      },
      400,
    ),
  ],
  // Decision 0811: 'Resend' for the account's own address only; a link nobody was sent; a change
  // of address (mailed, nothing changes yet).
  'POST /api/auth/send-verification-email': [
    signedIn(
      'another address than the account’s',
      {
        method: 'POST',
        path: '/api/auth/send-verification-email',
        json: { email: 'nobody@example.com' },
      },
      400,
    ),
  ],
  'GET /api/auth/verify-email': [
    anyone(
      'a link nobody was sent',
      { method: 'GET', path: '/api/auth/verify-email?token=aaaa.bbbb.cccc' },
      400,
    ),
  ],
  'POST /api/auth/change-email': [
    signedIn(
      'to a free address: a link is mailed',
      () => ({
        method: 'POST',
        path: '/api/auth/change-email',
        json: { newEmail: `moved-${randomUUID()}@example.com` },
      }),
      200,
    ),
  ],
  'GET /api/auth/get-session': [
    anyone('session', { method: 'GET', path: '/api/auth/get-session' }, 200),
  ],
  'GET /api/auth/list-accounts': [
    signedIn('linked accounts', { method: 'GET', path: '/api/auth/list-accounts' }, 200),
  ],
  'POST /api/auth/sign-out': [
    anyone('sign out', { method: 'POST', path: '/api/auth/sign-out', json: {}, fresh: true }, 200),
  ],
  'GET /api/login': [anyone('login page', { method: 'GET', path: '/api/login' }, 302)],
  'GET /api/logout': [anyone('logout', { method: 'GET', path: '/api/logout', fresh: true }, 302)],
  'GET /api/subscription-status': [
    anyone('status', { method: 'GET', path: '/api/subscription-status' }, 200),
  ],
  'POST /api/checkout-session': [
    signedIn(
      'checkout',
      () => ({
        method: 'POST',
        path: '/api/checkout-session',
        json: { tier: 'premium', attemptId: randomUUID() },
      }),
      200,
    ),
  ],
  'POST /api/change-plan': [
    signedIn(
      'no Stripe subscription to change',
      { method: 'POST', path: '/api/change-plan', json: { tier: 'basic' } },
      409,
    ),
  ],
  'POST /api/refresh-subscription': [
    signedIn('refresh', { method: 'POST', path: '/api/refresh-subscription', json: {} }, 200),
  ],
  'POST /api/cancel-subscription': [
    signedIn(
      'no Stripe subscription to cancel',
      { method: 'POST', path: '/api/cancel-subscription', json: {} },
      409,
    ),
  ],
  'POST /api/stripe/webhook': [
    anyone(
      'unsigned',
      {
        method: 'POST',
        path: '/api/stripe/webhook',
        body: unsignedEvent,
        headers: { 'content-type': 'application/json' },
      },
      400,
    ),
    anyone(
      'signed',
      {
        method: 'POST',
        path: '/api/stripe/webhook',
        body: unsignedEvent,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(unsignedEvent, FAKE_STRIPE_WEBHOOK_SECRET),
        },
      },
      200,
    ),
  ],
  'GET /api/feedback': [anyone('list', { method: 'GET', path: '/api/feedback' }, 200)],
  'POST /api/feedback': [
    anyone(
      'send',
      { method: 'POST', path: '/api/feedback', json: { rating: 4, comment: 'matrix' } },
      201,
    ),
  ],
  'POST /api/calculate': [
    anyone(
      'commercial strength, 25 mm',
      { method: 'POST', path: '/api/calculate', json: calc(STRENGTH_CALCULATION) },
      200,
    ),
    byTier(
      'commercial, 100 mm pipe',
      { method: 'POST', path: '/api/calculate', json: calc(COMMERCIAL_100MM) },
      403,
      [403, 403, 200, 200],
    ),
    byTier(
      'purge',
      { method: 'POST', path: '/api/calculate', json: calc(PURGE_CALCULATION) },
      403,
      [403, 403, 200, 200],
    ),
    byTier(
      'industrial',
      { method: 'POST', path: '/api/calculate', json: INDUSTRIAL },
      403,
      [403, 403, 403, 200],
    ),
  ],
  'GET /api/jobs': [signedIn('list', { method: 'GET', path: '/api/jobs' }, 200)],
  'GET /api/profile': [signedIn('read', { method: 'GET', path: '/api/profile' }, 200)],
  // Every tier: the right of access is no feature of a plan (decision 0813). Only the caller's own
  // data is in it (test/account-export.test.ts), so there is no other user's to aim at.
  'GET /api/account/export': [
    signedIn('download my data', { method: 'GET', path: '/api/account/export' }, 200),
  ],
  'PUT /api/profile': [
    signedIn(
      'save',
      { method: 'PUT', path: '/api/profile', json: { engineerName: 'Matrix Engineer' } },
      200,
    ),
  ],
  'POST /api/jobs': [
    signedIn(
      'strength, 25 mm',
      () => ({ method: 'POST', path: '/api/jobs', json: jobBody() }),
      201,
    ),
    byTier(
      'purge',
      () => ({
        method: 'POST',
        path: '/api/jobs',
        json: jobBody({ calculation: PURGE_CALCULATION }),
      }),
      401,
      [403, 403, 201, 201],
    ),
    byTier(
      'industrial',
      () => ({
        method: 'POST',
        path: '/api/jobs',
        json: jobBody({ calculatorType: 'industrial', calculation: INDUSTRIAL }),
      }),
      401,
      [403, 403, 403, 201],
    ),
    // The domestic calculator is every tier's (decision 0820), so is saving it (decision 0821).
    byTier(
      'domestic',
      () => ({ method: 'POST', path: '/api/jobs', json: domesticJobBody() }),
      401,
      [201, 201, 201, 201],
    ),
  ],
  'GET /api/jobs/:id': [
    owned('read', async (c) => ({ method: 'GET', path: `/api/jobs/${await c.job()}` }), 200),
  ],
  'PUT /api/jobs/:id': [
    owned(
      'update',
      async (c) => ({
        method: 'PUT',
        path: `/api/jobs/${await c.job()}`,
        json: { ...jobBody(), clientId: undefined },
      }),
      200,
    ),
  ],
  'DELETE /api/jobs/:id': [
    owned('delete', async (c) => ({ method: 'DELETE', path: `/api/jobs/${await c.job()}` }), 204),
  ],
  'POST /api/jobs/:id/test-records': [
    owned(
      'record a test',
      async (c) => ({
        method: 'POST',
        path: `/api/jobs/${await c.job()}/test-records`,
        json: testRecordBody(),
      }),
      201,
    ),
  ],
  'GET /api/certificates': [signedIn('list', { method: 'GET', path: '/api/certificates' }, 200)],
  'POST /api/certificates': [
    ownedByTier(
      'issue',
      async (c) => ({
        method: 'POST',
        path: '/api/certificates',
        json: { jobId: await c.testedJob() },
      }),
      [403, 201, 201, 201],
    ),
  ],
  'GET /api/certificates/:number': [
    ownedByTier(
      'print',
      async (c) => ({ method: 'GET', path: `/api/certificates/${await c.certificate()}` }),
      [403, 200, 200, 200],
    ),
  ],
  'GET /api/certificates/:number/pdf': [
    ownedByTier(
      'PDF',
      async (c) => ({ method: 'GET', path: `/api/certificates/${await c.certificate()}/pdf` }),
      [403, 403, 200, 200],
    ),
  ],
  'POST /api/certificates/:number/email': [
    // The matrix's accounts have not verified their address (decision 0812: 403 past the gate).
    ownedByTier(
      'email to customer, unverified',
      async (c) => ({
        method: 'POST',
        path: `/api/certificates/${await c.certificate()}/email`,
        json: { to: 'customer@example.com' },
      }),
      [403, 403, 403, 403],
    ),
    ownedByTier(
      'email to customer, a malformed address',
      async (c) => ({
        method: 'POST',
        path: `/api/certificates/${await c.certificate()}/email`,
        json: { to: 'not-an-address' },
      }),
      [403, 403, 400, 400],
    ),
  ],
  'POST /api/pdf/generate-commercial': [
    ownedByTier(
      'commercial job',
      async (c) => ({
        method: 'POST',
        path: '/api/pdf/generate-commercial',
        json: { jobId: await c.testedJob() },
      }),
      [403, 200, 200, 200],
    ),
  ],
  'POST /api/pdf/generate-industrial': [
    ownedByTier(
      'a commercial job is the wrong kind',
      async (c) => ({
        method: 'POST',
        path: '/api/pdf/generate-industrial',
        json: { jobId: await c.testedJob() },
      }),
      [403, 400, 400, 400],
    ),
  ],
  'POST /api/pdf/generate-domestic': [
    ownedByTier(
      'domestic job',
      async (c) => ({
        method: 'POST',
        path: '/api/pdf/generate-domestic',
        json: { jobId: await c.testedDomesticJob() },
      }),
      [403, 200, 200, 200],
    ),
    ownedByTier(
      'a commercial job is the wrong kind',
      async (c) => ({
        method: 'POST',
        path: '/api/pdf/generate-domestic',
        json: { jobId: await c.testedJob() },
      }),
      [403, 400, 400, 400],
    ),
  ],
  'GET /api/verify/:number': [
    anyone(
      'public verification',
      async (c) => ({ method: 'GET', path: `/api/verify/${await c.certificate()}` }),
      200,
    ),
  ],
  'GET /api/company-branding': [
    professionalOnly('read', { method: 'GET', path: '/api/company-branding' }, 200),
  ],
  'POST /api/company-branding': [
    professionalOnly(
      'save',
      { method: 'POST', path: '/api/company-branding', json: { companyName: 'Matrix Gas Ltd' } },
      200,
    ),
  ],
  'POST /api/company-branding/upload-url': [
    professionalOnly(
      'upload link',
      { method: 'POST', path: '/api/company-branding/upload-url', json: {} },
      200,
    ),
  ],
  'POST /api/company-branding/logo': [
    professionalOnly(
      'not one of our upload links',
      {
        method: 'POST',
        path: '/api/company-branding/logo',
        json: { logoUrl: 'https://elsewhere.example/logo.png' },
      },
      400,
    ),
  ],
  'POST /api/upload/signature': [
    professionalOnly(
      'not a multipart form',
      { method: 'POST', path: '/api/upload/signature', json: {} },
      400,
    ),
  ],
  'GET /api/uploads/:id': [
    signedIn('no such image', () => ({ method: 'GET', path: `/api/uploads/${randomUUID()}` }), 404),
  ],
  'PUT /api/uploads/:id': [
    anyone(
      'unsigned upload link',
      () => ({
        method: 'PUT',
        path: `/api/uploads/${randomUUID()}`,
        body: 'x',
        headers: { 'content-type': 'image/png' },
      }),
      403,
    ),
  ],
};

let fake: FakeStripe;
const callers = new Map<CallerKey, Caller>();

async function signIn(email: string): Promise<Browser> {
  const browser = server.browser();
  const response = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return browser;
}

const newJob = async (engineer: Engineer) => (await createJob(engineer)).id;
const newTestedJob = async (engineer: Engineer) => (await savedJobWithRecord(engineer)).id;
async function newTestedDomesticJob(engineer: Engineer): Promise<string> {
  const job = await createJob(engineer, domesticJobBody());
  await recordTest(engineer, job.id, domesticRecordBody());
  return job.id;
}
const newCertificate = async (engineer: Engineer) => (await issuedCertificate(engineer)).number;

// Certificates go to customers only over SMTP (decision 0812): a real SMTP server of the file's.
let inbox: SmtpInbox;
beforeAll(async () => {
  fake = await startFakeStripe();
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await fake?.close();
  await inbox?.stop();
});

const server = useTestApp(() => ({
  env: {
    ...fakeStripeEnv(fake),
    SMTP_URL: inbox.url,
    UPLOAD_RATE_LIMIT_MAX: '1000',
    // A provider that needs no network, so the sign-in and callback routes reach better-auth.
    GOOGLE_CLIENT_ID: 'matrix-google-client',
    GOOGLE_CLIENT_SECRET: 'matrix-google-secret',
  },
}));

beforeAll(async () => {
  fake.setWebhookUrl(`${server.url}/api/stripe/webhook`);
  const owner = await signUpEngineer(server, 'professional');
  for (const key of CALLERS) {
    if (key === 'signedOut') {
      callers.set(key, {
        key,
        browser: server.browser(),
        freshBrowser: async () => server.browser(),
        job: () => newJob(owner),
        testedJob: () => newTestedJob(owner),
        testedDomesticJob: () => newTestedDomesticJob(owner),
        certificate: () => newCertificate(owner),
      });
      continue;
    }
    const tier = key === 'otherUser' ? 'professional' : key;
    const browser = server.browser();
    const { email } = await signUp(browser, { password: PASSWORD });
    const engineer = await engineerFrom(browser, email, tier);
    callers.set(key, {
      key,
      browser,
      freshBrowser: () => signIn(email),
      job: () => newJob(key === 'otherUser' ? owner : engineer),
      testedJob: () => newTestedJob(key === 'otherUser' ? owner : engineer),
      testedDomesticJob: () => newTestedDomesticJob(key === 'otherUser' ? owner : engineer),
      certificate: () => newCertificate(key === 'otherUser' || key === 'free' ? owner : engineer),
    });
  }
});

async function engineerFrom(
  browser: Browser,
  email: string,
  tier: 'free' | PaidTier,
): Promise<Engineer> {
  if (tier !== 'free') await setUserTier(server.database.db, email, tier);
  const me = (await (await browser.get('/api/auth/user')).json()) as { id: string };
  return { browser, id: me.id, email, password: PASSWORD };
}

function routeKeys(): string[] {
  const all = server.app.routeTable.map((route) => `${route.method} ${route.url}`);
  const gets = new Set(all.filter((key) => key.startsWith('GET ')).map((key) => key.slice(4)));
  return [...new Set(all.filter((key) => !(key.startsWith('HEAD ') && gets.has(key.slice(5)))))];
}

describe('access matrix', () => {
  it('has an expectation for every route in the route table, and none for routes that do not exist', () => {
    const routes = routeKeys();
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.filter((key) => !(key in EXPECTATIONS)),
      'routes without an access rule',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTATIONS).filter((key) => !routes.includes(key)),
      'rules for no route',
    ).toEqual([]);
  });

  it('gives every caller exactly the expected status on every route (zero mismatches)', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const key of routeKeys()) {
      for (const accessCase of EXPECTATIONS[key] ?? []) {
        for (const callerKey of CALLERS) {
          const expected = accessCase.expected[callerKey];
          if (expected === undefined) continue;
          const caller = callers.get(callerKey);
          if (!caller) throw new Error(`no caller ${callerKey}`);
          const spec = await accessCase.request(caller);
          const browser = spec.fresh ? await caller.freshBrowser() : caller.browser;
          const response = await browser.request(spec.method, spec.path, {
            ...(spec.json === undefined ? {} : { json: spec.json }),
            ...(spec.body === undefined ? {} : { body: spec.body }),
            ...(spec.headers ? { headers: spec.headers } : {}),
          });
          const text = await response.text();
          checked += 1;
          if (response.status !== expected) {
            mismatches.push(
              `${key} [${accessCase.name}] as ${callerKey}: expected ${expected}, got ${response.status} ${text.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the auth library (docs/decisions/0107)', () => {
  const allowList = () =>
    listAuthEndpoints(configuredProviderIds(server.env)).map(
      (endpoint) => `${endpoint.method} /api/auth${endpoint.path}`,
    );

  it('is mounted by its allow-list alone: the table’s /api/auth routes are exactly that list', () => {
    const mounted = routeKeys().filter(
      (key) => key.split(' ')[1]?.startsWith('/api/auth/') && key !== 'GET /api/auth/user',
    );
    expect(mounted.sort()).toEqual(allowList().sort());
  });

  it('answers 404 in ApiErrorBody form for every endpoint of better-auth not on the list', async () => {
    const auth = createAuth({
      env: server.env,
      db: server.database.db,
      secret: TEST_AUTH_SECRET,
      logger: pino({ level: 'silent' }),
    });
    const allowed = new Set(allowList());
    const unlisted = listAuthLibraryEndpoints(auth.api).filter(
      ({ method, path }) => !allowed.has(`${method} /api/auth${path}`),
    );
    expect(unlisted.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/update-user',
        '/list-sessions',
        '/reset-password/:token',
        '/error',
      ]),
    );
    const mismatches: string[] = [];
    for (const { method, path } of unlisted) {
      for (const callerKey of ['signedOut', 'free'] as const) {
        const caller = callers.get(callerKey);
        if (!caller) throw new Error(`no caller ${callerKey}`);
        const url = `/api/auth${path.replace(/:\w+/g, 'x')}`;
        const response = await caller.browser.request(
          method,
          url,
          method === 'GET' ? {} : { json: {} },
        );
        const body: unknown = await response.json().catch(() => null);
        const parsed = ApiErrorBodySchema.safeParse(body);
        if (response.status !== 404 || parsed.data?.code !== 'NOT_FOUND') {
          mismatches.push(
            `${method} ${url} as ${callerKey}: ${response.status} ${JSON.stringify(body)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

import {
  ApiErrorBodySchema,
  CompanyBrandingSchema,
  FEATURE_GATE_MESSAGES,
  type CompanyBranding,
} from '@pipeproof/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { signUp, type Browser } from './support/browser';
import { useTestApp } from './support/use-test-app';

const server = useTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: '1000' } });
const signedIn = {} as Record<'free' | 'basic' | 'premium' | 'professional', Browser>;

beforeAll(async () => {
  for (const tier of ['free', 'basic', 'premium', 'professional'] as const) {
    signedIn[tier] = await professionalOr(tier);
  }
});

async function professionalOr(tier: keyof typeof signedIn): Promise<Browser> {
  const browser = server.browser();
  const { email } = await signUp(browser);
  if (tier !== 'free') await setUserTier(server.database.db, email, tier);
  return browser;
}

const VALID_BODY = {
  companyName: 'Acme Gas Services Ltd',
  companyAddress: '1 High Street\nLeeds LS1 1AA',
  companyPhone: '0113 496 0000',
  companyEmail: 'office@acme-gas.example',
  companyWebsite: 'https://acme-gas.example',
  footerText: 'Registered in England No. 01234567. VAT GB123456789.',
  primaryColor: '#1E40AF',
  secondaryColor: '#f59e0b',
  engineerName: 'Jo Fitter',
  gasSafeNumber: '123456',
};

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ApiErrorBodySchema.parse(await response.json());
}

describe('company branding access (Professional only, server-enforced)', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/company-branding', undefined],
    ['POST', '/api/company-branding', VALID_BODY],
    ['POST', '/api/company-branding/upload-url', {}],
    ['POST', '/api/company-branding/logo', { logoUrl: '/api/uploads/x' }],
    ['POST', '/api/upload/signature', {}],
  ];

  it.each(routes)('%s %s signed out → 401', async (method, path, json) => {
    const response = await server
      .browser()
      .request(method, path, json === undefined ? {} : { json });
    const error = await errorOf(response, 401);
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it.each(
    (['free', 'basic', 'premium'] as const).flatMap((tier) =>
      routes.map(([method, path, json]) => [tier, method, path, json] as const),
    ),
  )('%s: %s %s → 403 with the upgrade message', async (tier, method, path, json) => {
    const response = await signedIn[tier].request(method, path, json === undefined ? {} : { json });
    const error = await errorOf(response, 403);
    expect(error).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: FEATURE_GATE_MESSAGES.branding,
      upgradeRequired: true,
    });
  });

  it('a Basic user cannot save branding, and nothing is stored', async () => {
    await signedIn.basic.post('/api/company-branding', VALID_BODY);
    const browser = signedIn.basic;
    const me = (await (await browser.get('/api/auth/user')).json()) as { email: string };
    await setUserTier(server.database.db, me.email, 'professional');
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.companyName).toBe('');
    await setUserTier(server.database.db, me.email, 'basic');
  });
});

describe('GET and POST /api/company-branding', () => {
  it('a Professional user starts with the product.md §3 defaults', async () => {
    const browser = await professionalOr('professional');
    const response = await browser.get('/api/company-branding');
    expect(response.status).toBe(200);
    expect(CompanyBrandingSchema.parse(await response.json())).toEqual({
      companyName: '',
      companyAddress: '',
      companyPhone: '',
      companyEmail: '',
      companyWebsite: '',
      footerText: '',
      primaryColor: '#2563eb',
      secondaryColor: '#64748b',
      engineerName: '',
      gasSafeNumber: '',
      engineerSignatureUrl: '',
      logoUrl: '',
    } satisfies CompanyBranding);
  });

  it('saves every field (trimmed, colours lower-case) and reads it back', async () => {
    const browser = await professionalOr('professional');
    const response = await browser.post('/api/company-branding', {
      ...VALID_BODY,
      companyName: '  Acme Gas Services Ltd  ',
    });
    expect(response.status).toBe(200);
    const expected: CompanyBranding = {
      ...VALID_BODY,
      primaryColor: '#1e40af',
      engineerSignatureUrl: '',
      logoUrl: '',
    };
    expect(CompanyBrandingSchema.parse(await response.json())).toEqual(expected);
    const again = await browser.get('/api/company-branding');
    expect(CompanyBrandingSchema.parse(await again.json())).toEqual(expected);
  });

  it('only companyName is required; the rest default (empty e-mail allowed)', async () => {
    const browser = await professionalOr('professional');
    await browser.post('/api/company-branding', VALID_BODY);
    const response = await browser.post('/api/company-branding', {
      companyName: 'Solo Fitter',
      companyEmail: '',
    });
    expect(response.status).toBe(200);
    expect(CompanyBrandingSchema.parse(await response.json())).toMatchObject({
      companyName: 'Solo Fitter',
      companyEmail: '',
      companyAddress: '',
      primaryColor: '#2563eb',
      secondaryColor: '#64748b',
      engineerName: '',
    });
  });

  it('keeps one row per user: a second user sees only their own branding', async () => {
    const first = await professionalOr('professional');
    const second = await professionalOr('professional');
    await first.post('/api/company-branding', VALID_BODY);
    await second.post('/api/company-branding', { companyName: 'Other Co' });
    const firstBranding = CompanyBrandingSchema.parse(
      await (await first.get('/api/company-branding')).json(),
    );
    const secondBranding = CompanyBrandingSchema.parse(
      await (await second.get('/api/company-branding')).json(),
    );
    expect(firstBranding.companyName).toBe(VALID_BODY.companyName);
    expect(secondBranding.companyName).toBe('Other Co');
  });

  it.each([
    ['companyName missing', { companyName: undefined }, 'companyName', 'Company name is required'],
    ['companyName blank', { companyName: '   ' }, 'companyName', 'Company name is required'],
    ['companyName a number', { companyName: 7 }, 'companyName', 'Company name is required'],
    [
      'companyEmail not an e-mail',
      { companyEmail: 'office at acme' },
      'companyEmail',
      'Invalid email',
    ],
    ['primaryColor too short', { primaryColor: '#12345' }, 'primaryColor', 'Invalid hex color'],
    ['primaryColor a name', { primaryColor: 'blue' }, 'primaryColor', 'Invalid hex color'],
    [
      'secondaryColor without #',
      { secondaryColor: '64748b' },
      'secondaryColor',
      'Invalid hex color',
    ],
    [
      'secondaryColor 8 digits',
      { secondaryColor: '#64748bff' },
      'secondaryColor',
      'Invalid hex color',
    ],
    [
      'footerText too long',
      { footerText: 'x'.repeat(501) },
      'footerText',
      'at most 500 characters',
    ],
    ['engineerName with NUL', { engineerName: 'Jo\u0000' }, 'engineerName', 'cannot be stored'],
    ['gasSafeNumber an object', { gasSafeNumber: {} }, 'gasSafeNumber', 'must be text'],
    [
      'logoUrl elsewhere',
      { logoUrl: 'https://evil.example/logo.png' },
      'logoUrl',
      'uploaded image',
    ],
    [
      'logoUrl of an image nobody uploaded',
      { logoUrl: '/api/uploads/6f1c1e9e-8a39-4c41-9d1e-2f0c1b2a3d4e' },
      'logoUrl',
      'does not name a logo you uploaded',
    ],
  ])('%s → 400 naming %s', async (_label, change, field, reason) => {
    const browser = signedIn.professional;
    const response = await browser.post('/api/company-branding', { ...VALID_BODY, ...change });
    const error = await errorOf(response, 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe(field);
    expect(error.message).toContain(reason);
  });

  it('a body that is not an object → 400, nothing changed', async () => {
    const browser = await professionalOr('professional');
    await browser.post('/api/company-branding', VALID_BODY);
    const error = await errorOf(await browser.post('/api/company-branding', [1, 2]), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    const bad = await browser.request('POST', '/api/company-branding', {
      body: '{"companyName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.companyName).toBe(VALID_BODY.companyName);
  });

  it('refuses a cross-site POST (CSRF rule)', async () => {
    const response = await signedIn.professional.post('/api/company-branding', VALID_BODY, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});

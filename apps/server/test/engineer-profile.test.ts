import { EngineerProfileSchema } from '@pipeproof/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineerProfiles } from '../src/db/schema';
import {
  expectError,
  expectStatus,
  send,
  signUpEngineer,
  type Engineer,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * GET and PUT /api/profile (product.md §3 Engineer profile, decision 0406) over HTTP on a real
 * database: every tier, its own profile only, bad input a 400 naming the field, gone with the
 * account.
 */

const server = useTestApp();

const PROFILE = {
  engineerName: 'Sam Fitter',
  gasSafeNumber: '123456',
  defaultGaugeType: 'electronic01',
  defaultTestMedium: 'Gas',
};

async function readProfile(engineer: Engineer) {
  return EngineerProfileSchema.parse(
    await expectStatus(await send(engineer.browser, 'GET', '/api/profile'), 200),
  );
}

async function saveProfile(engineer: Engineer, body: unknown) {
  return EngineerProfileSchema.parse(
    await expectStatus(await send(engineer.browser, 'PUT', '/api/profile', body), 200),
  );
}

describe('signed out', () => {
  it.each(['GET', 'PUT'] as const)('%s /api/profile → 401', async (method) => {
    const response = await send(
      server.browser(),
      method,
      '/api/profile',
      method === 'PUT' ? PROFILE : undefined,
    );
    expect((await expectError(response, 401)).code).toBe('UNAUTHORIZED');
  });
});

describe('round trip', () => {
  it('a new Free engineer reads a blank profile', async () => {
    const engineer = await signUpEngineer(server);
    expect(await readProfile(engineer)).toEqual({
      engineerName: '',
      gasSafeNumber: '',
      defaultGaugeType: null,
      defaultTestMedium: null,
    });
  });

  it.each(['free', 'basic', 'premium', 'professional'] as const)(
    'a %s engineer saves the profile (trimmed) and reads it back',
    async (tier) => {
      const engineer = await signUpEngineer(server, tier);
      const saved = await saveProfile(engineer, { ...PROFILE, engineerName: '  Sam Fitter  ' });
      expect(saved).toEqual(PROFILE);
      expect(await readProfile(engineer)).toEqual(PROFILE);
    },
  );

  it('a second PUT replaces the whole profile; fields left out become blank', async () => {
    const engineer = await signUpEngineer(server);
    await saveProfile(engineer, PROFILE);
    expect(await saveProfile(engineer, { engineerName: 'Alex Gas' })).toEqual({
      engineerName: 'Alex Gas',
      gasSafeNumber: '',
      defaultGaugeType: null,
      defaultTestMedium: null,
    });
    const { db } = server.database;
    const [rows] = await db
      .select({ n: count() })
      .from(engineerProfiles)
      .where(eq(engineerProfiles.userId, engineer.id));
    expect(rows?.n).toBe(1);
  });

  it("one engineer's profile is never another's", async () => {
    const first = await signUpEngineer(server);
    const second = await signUpEngineer(server);
    await saveProfile(first, PROFILE);
    expect((await readProfile(second)).engineerName).toBe('');
  });
});

describe('bad input → 400 with the field and reason, nothing saved', () => {
  const long = 'x'.repeat(201);
  it.each([
    ['engineerName', { engineerName: long }, 'Engineer name must be at most 200 characters.'],
    ['gasSafeNumber', { gasSafeNumber: long }, 'Gas Safe number must be at most 200 characters.'],
    ['engineerName', { engineerName: 42 }, 'Engineer name must be text.'],
    [
      'gasSafeNumber',
      { gasSafeNumber: 'a\u0000b' },
      'Gas Safe number contains characters that cannot be stored.',
    ],
    [
      'defaultGaugeType',
      { defaultGaugeType: 'Water Gauge' },
      'Default gauge type must be water, electronic05 or electronic01.',
    ],
    [
      'defaultTestMedium',
      { defaultTestMedium: 'Natural Gas' },
      'Default test medium must be Air or Gas.',
    ],
  ])('%s: %j', async (field, body, message) => {
    const engineer = await signUpEngineer(server);
    await saveProfile(engineer, PROFILE);
    const error = await expectError(await send(engineer.browser, 'PUT', '/api/profile', body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    expect(await readProfile(engineer)).toEqual(PROFILE);
  });

  it.each([[null], [[]], ['text']])('a body that is not an object (%j)', async (body) => {
    const engineer = await signUpEngineer(server);
    const error = await expectError(await send(engineer.browser, 'PUT', '/api/profile', body), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
  });
});

describe('account deletion', () => {
  it('deleting the account deletes its profile (cascade)', async () => {
    const engineer = await signUpEngineer(server);
    await saveProfile(engineer, PROFILE);
    const response = await engineer.browser.post('/api/auth/delete-user', {
      password: engineer.password,
    });
    expect(response.status).toBe(200);
    const { db } = server.database;
    const [rows] = await db
      .select({ n: count() })
      .from(engineerProfiles)
      .where(eq(engineerProfiles.userId, engineer.id));
    expect(rows?.n).toBe(0);
  });
});

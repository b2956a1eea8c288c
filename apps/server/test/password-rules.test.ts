import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/create-auth';
import { signUp, type Browser } from './support/browser';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/** Password rules and what a change of password does to sessions (docs/decisions/0108). */

const server = useTestApp();
const GOOD_PASSWORD = 'purge the riser at dawn';

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

describe('a new account’s password', () => {
  it.each([
    ['nine characters', () => '123456789', 'Password must be at least 10 characters.'],
    [
      'a common password',
      () => 'password123',
      'Password is one of the most common passwords, which are guessed first. Please choose another.',
    ],
    [
      'a common password in capitals',
      () => 'QWERTYUIOP',
      'Password is one of the most common passwords, which are guessed first. Please choose another.',
    ],
    ['one character repeated', () => 'aaaaaaaaaa', 'Password must not be one character repeated.'],
    ['ten spaces', () => '          ', 'Password must not be one character repeated.'],
    [
      'the email itself',
      (email: string) => email.toUpperCase(),
      'Password must not be your email address.',
    ],
  ])(
    '%s → 400 on field password, in plain words, and no account',
    async (_label, password, message) => {
      const email = uniqueEmail('weak');
      const browser = server.browser();
      const response = await browser.post('/api/auth/sign-up/email', {
        email,
        password: password(email),
        name: 'Weak',
      });
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'password',
        message,
      });
      expect(browser.cookies.size).toBe(0);
      const signIn = await server
        .browser()
        .post('/api/auth/sign-in/email', { email, password: password(email) });
      expect(signIn.status).toBe(401);
    },
  );

  it('a long password that breaks no rule is accepted', async () => {
    const response = await server.browser().post('/api/auth/sign-up/email', {
      email: uniqueEmail('strong'),
      password: GOOD_PASSWORD,
      name: 'Strong',
    });
    expect(response.status).toBe(200);
  });
});

describe('changing the password', () => {
  async function twoBrowsers(): Promise<{ email: string; first: Browser; second: Browser }> {
    const first = server.browser();
    const { email } = await signUp(first, {
      email: uniqueEmail('change'),
      password: GOOD_PASSWORD,
    });
    const second = server.browser();
    const signIn = await second.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    return { email, first, second };
  }

  it('ends every other session: the other browser’s next request is signed out', async () => {
    const { email, first, second } = await twoBrowsers();
    expect((await second.get('/api/auth/user')).status).toBe(200);

    const changed = await first.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'a brand new tightness test',
      // Asked to keep the others: refused all the same.
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');

    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await first.get('/api/auth/user')).status).toBe(200);
    const old = await server
      .browser()
      .post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(old.status).toBe(401);
    const renewed = await server.browser().post('/api/auth/sign-in/email', {
      email,
      password: 'a brand new tightness test',
    });
    expect(renewed.status).toBe(200);
  });

  it('a wrong current password → 400 on field currentPassword; nothing changes', async () => {
    const { second } = await twoBrowsers();
    const response = await second.post('/api/auth/change-password', {
      currentPassword: 'not the password at all',
      newPassword: 'a brand new tightness test',
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'currentPassword',
      message: 'Incorrect password.',
    });
    expect((await second.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    ['short', () => 'too short', 'New password must be at least 10 characters.'],
    [
      'common',
      () => '1234567890',
      'New password is one of the most common passwords, which are guessed first. Please choose another.',
    ],
    ['repeated', () => 'zzzzzzzzzzzz', 'New password must not be one character repeated.'],
    [
      'the email',
      (email: string) => ` ${email.toUpperCase()} `,
      'New password must not be your email address.',
    ],
  ])(
    'a %s new password → 400 on field newPassword; the other session stays',
    async (_label, password, message) => {
      const { email, first, second } = await twoBrowsers();
      const response = await first.post('/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: password(email),
      });
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'newPassword',
        message,
      });
      expect((await second.get('/api/auth/user')).status).toBe(200);
    },
  );

  it('signed out → 401', async () => {
    const response = await server.browser().post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'a brand new tightness test',
    });
    expect(response.status).toBe(401);
  });
});

describe('a password set from the server itself (the admin tool calls better-auth directly)', () => {
  it('follows the same rules', async () => {
    const auth = createAuth({
      env: server.env,
      db: server.database.db,
      secret: TEST_AUTH_SECRET,
      logger: pino({ level: 'silent' }),
    });
    await expect(
      auth.api.signUpEmail({
        body: { email: uniqueEmail('admin'), password: 'iloveyou12', name: 'Admin Made' },
      }),
    ).rejects.toMatchObject({ body: { code: 'WEAK_PASSWORD' } });
  });
});

import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './parse-admin-args';

describe('parseAdminArgs', () => {
  it('reads create-user with an optional multi-word name', () => {
    expect(parseAdminArgs(['create-user', 'a@b.co', 'password123', 'Ann', 'Smith'])).toEqual({
      ok: true,
      request: {
        command: 'create-user',
        email: 'a@b.co',
        password: 'password123',
        name: 'Ann Smith',
      },
    });
    expect(parseAdminArgs(['create-user', 'a@b.co', 'password123'])).toEqual({
      ok: true,
      request: { command: 'create-user', email: 'a@b.co', password: 'password123' },
    });
  });

  it('reads set-tier and list-users', () => {
    expect(parseAdminArgs(['set-tier', 'a@b.co', 'Premium'])).toEqual({
      ok: true,
      request: { command: 'set-tier', email: 'a@b.co', tier: 'premium' },
    });
    expect(parseAdminArgs(['list-users'])).toEqual({
      ok: true,
      request: { command: 'list-users' },
    });
  });

  it('reads purge-expired-certificates', () => {
    expect(parseAdminArgs(['purge-expired-certificates'])).toEqual({
      ok: true,
      request: { command: 'purge-expired-certificates' },
    });
  });

  it.each([
    [[], 'No command given.'],
    [['drop-tables'], "Unknown command 'drop-tables'."],
    [['create-user', 'a@b.co'], 'create-user needs an email and a password.'],
    [['set-tier', 'a@b.co'], 'set-tier needs an email and a tier.'],
    [
      ['set-tier', 'a@b.co', 'gold'],
      "Unknown tier 'gold': use one of free, basic, premium, professional.",
    ],
    [['list-users', 'extra'], 'list-users takes no arguments.'],
    [['purge-expired-certificates', '7'], 'purge-expired-certificates takes no arguments.'],
  ])('refuses %o', (args, message) => {
    expect(parseAdminArgs(args)).toEqual({ ok: false, message });
  });
});

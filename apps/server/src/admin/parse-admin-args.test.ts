import { describe, expect, it } from 'vitest';
import { PASSWORD_IN_ARGV_MESSAGE, parseAdminArgs } from './parse-admin-args';

describe('parseAdminArgs', () => {
  it('reads create-user with an optional multi-word --name, and no password', () => {
    expect(parseAdminArgs(['create-user', 'a@b.co', '--name', 'Ann', 'Smith'])).toEqual({
      ok: true,
      request: { command: 'create-user', email: 'a@b.co', name: 'Ann Smith' },
    });
    expect(parseAdminArgs(['create-user', 'a@b.co'])).toEqual({
      ok: true,
      request: { command: 'create-user', email: 'a@b.co' },
    });
  });

  it.each([
    [['create-user', 'a@b.co', 'password123']],
    [['create-user', 'a@b.co', 'password123', 'Ann', 'Smith']],
    [['create-user', 'a@b.co', '--password', 'password123']],
    [['create-user', 'a@b.co', '--password=password123']],
    [['create-user', 'a@b.co', '--name', 'Ann', '--password', 'password123']],
  ])('refuses a password on the command line: %o', (args) => {
    const parsed = parseAdminArgs(args);
    expect(parsed).toEqual({ ok: false, message: PASSWORD_IN_ARGV_MESSAGE });
    expect(PASSWORD_IN_ARGV_MESSAGE).toContain(
      `printf '%s' "$PASSWORD" | npm run admin -- create-user`,
    );
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

  it('reads verify-email with one email (decision 0812)', () => {
    expect(parseAdminArgs(['verify-email', 'a@b.co'])).toEqual({
      ok: true,
      request: { command: 'verify-email', email: 'a@b.co' },
    });
    expect(parseAdminArgs(['verify-email'])).toEqual({
      ok: false,
      message: 'verify-email needs one email.',
    });
    expect(parseAdminArgs(['verify-email', 'a@b.co', 'c@d.co'])).toMatchObject({ ok: false });
  });

  it('reads backup with one file, as typed (the tool resolves it from where it was started)', () => {
    expect(parseAdminArgs(['backup', 'backups/pp.tar.gz'])).toEqual({
      ok: true,
      request: { command: 'backup', file: 'backups/pp.tar.gz' },
    });
    for (const args of [['backup'], ['backup', 'a.tar.gz', 'b.tar.gz'], ['backup', '--force']]) {
      expect(parseAdminArgs(args)).toEqual({
        ok: false,
        message: 'backup needs one file name, e.g. backup /srv/backups/pipeproof.tar.gz.',
      });
    }
  });

  it('reads purge-expired-certificates', () => {
    expect(parseAdminArgs(['purge-expired-certificates'])).toEqual({
      ok: true,
      request: { command: 'purge-expired-certificates' },
    });
  });

  it('reads delete-certificate, normalising the number as the verify route does', () => {
    for (const text of ['PP-2026-7KQ4-M9XD', 'pp-2026-7kq4-m9xd', '  Pp-2026-7Kq4-m9xD \t']) {
      expect(parseAdminArgs(['delete-certificate', text])).toEqual({
        ok: true,
        request: { command: 'delete-certificate', number: 'PP-2026-7KQ4-M9XD' },
      });
    }
  });

  it.each([
    [[], 'No command given.'],
    [['drop-tables'], "Unknown command 'drop-tables'."],
    [['create-user'], 'create-user needs an email.'],
    [['create-user', 'a@b.co', '--name'], '--name needs a name after it.'],
    [['set-tier', 'a@b.co'], 'set-tier needs an email and a tier.'],
    [
      ['set-tier', 'a@b.co', 'gold'],
      "Unknown tier 'gold': use one of free, basic, premium, professional.",
    ],
    [['list-users', 'extra'], 'list-users takes no arguments.'],
    [['purge-expired-certificates', '7'], 'purge-expired-certificates takes no arguments.'],
    [['delete-certificate'], 'delete-certificate needs one certificate number.'],
    [
      ['delete-certificate', 'PP-2026-7KQ4-M9XD', 'PP-2026-7KQ4-M9XE'],
      'delete-certificate needs one certificate number.',
    ],
    [
      ['delete-certificate', ' PP-2026-7KQ4 '],
      "'PP-2026-7KQ4' is not a certificate number: it must look like PP-2026-ABCD-EFGH.",
    ],
    [
      // I, L, O and U are not in the alphabet: a misread number is refused, not looked up.
      ['delete-certificate', 'PP-2026-7KQ4-M9XO'],
      "'PP-2026-7KQ4-M9XO' is not a certificate number: it must look like PP-2026-ABCD-EFGH.",
    ],
    [
      ['delete-certificate', ''],
      "'' is not a certificate number: it must look like PP-2026-ABCD-EFGH.",
    ],
  ])('refuses %o', (args, message) => {
    expect(parseAdminArgs(args)).toEqual({ ok: false, message });
  });
});

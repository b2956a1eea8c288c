import { describe, expect, it } from 'vitest';
import {
  formatAdminResult,
  formatBackupResult,
  formatDeletedCertificate,
  formatPurgeResult,
  formatUserTable,
} from './format-admin-result';

describe('formatUserTable', () => {
  it('prints aligned columns with UK dates', () => {
    const table = formatUserTable([
      {
        id: '1',
        email: 'ann@example.com',
        name: 'Ann Smith',
        subscriptionTier: 'premium',
        createdAt: '2026-07-01T12:00:00.000Z',
      },
      {
        id: '2',
        email: 'b@example.com',
        name: '',
        subscriptionTier: 'free',
        createdAt: '2026-01-31T23:30:00.000Z',
      },
    ]);
    expect(table).toBe(
      [
        'EMAIL            NAME       TIER     CREATED',
        'ann@example.com  Ann Smith  premium  01/07/2026, 13:00',
        'b@example.com    -          free     31/01/2026, 23:30',
        '',
        '2 users',
      ].join('\n'),
    );
  });

  it('says when there are no users', () => {
    expect(formatUserTable([])).toBe('No users yet.');
  });
});

describe('formatPurgeResult', () => {
  const result = {
    command: 'purge-expired-certificates' as const,
    removedCount: 2,
    datedCount: 0,
    cutoff: '2020-07-01T12:00:00.000Z',
  };

  it('says how many were removed and up to when accounts closed (UK time)', () => {
    expect(formatPurgeResult(result)).toBe(
      'Removed 2 certificates of accounts closed before 01/07/2020, 13:00 (over 6 years ago).',
    );
    expect(formatPurgeResult({ ...result, removedCount: 1 })).toMatch(/^Removed 1 certificate of/);
  });

  it('mentions certificates whose six years start now', () => {
    expect(formatPurgeResult({ ...result, removedCount: 0, datedCount: 1 })).toBe(
      [
        'Removed 0 certificates of accounts closed before 01/07/2020, 13:00 (over 6 years ago).',
        '1 certificate of deleted accounts had no closing date; their 6 years start now.',
      ].join('\n'),
    );
  });
});

describe('formatDeletedCertificate', () => {
  it('prints the number, issue date (UK time) and issuer, and nothing about the customer', () => {
    const result = {
      command: 'delete-certificate' as const,
      certificate: {
        number: 'PP-2026-7KQ4-M9XD',
        issuedAt: '2026-07-14T08:05:00.000Z',
        issuerName: 'Acme Gas Services Ltd',
      },
    };
    const expected = [
      'Deleted certificate PP-2026-7KQ4-M9XD.',
      '  Issued: 14/07/2026, 09:05',
      '  Issuer: Acme Gas Services Ltd',
    ].join('\n');
    expect(formatDeletedCertificate(result)).toBe(expected);
    expect(formatAdminResult(result)).toBe(expected);
  });

  it('shows a winter date in GMT', () => {
    expect(
      formatDeletedCertificate({
        command: 'delete-certificate',
        certificate: {
          number: 'PP-2025-0000-ZZZZ',
          issuedAt: '2025-12-31T23:59:00.000Z',
          issuerName: 'PipeProof',
        },
      }),
    ).toContain('  Issued: 31/12/2025, 23:59\n');
  });
});

describe('formatBackupResult (decision 0912)', () => {
  const restore =
    'To restore: stop PipeProof, unpack it into an empty data directory (mkdir <dir> && tar -xzf /srv/b.tar.gz -C <dir>) and start with DATA_DIR=<dir>.';

  it('names what the archive holds, its size and how to restore it', () => {
    expect(
      formatBackupResult({
        command: 'backup',
        file: '/srv/b.tar.gz',
        bytes: 4_812_345,
        database: 'included',
        uploads: 'included',
        secret: 'included',
      }),
    ).toBe(
      [
        'Backup written to /srv/b.tar.gz (4.8 MB): the embedded database, the uploaded logos and signatures and the session secret.',
        restore,
      ].join('\n'),
    );
  });

  it('says what is not in it and where it is kept instead', () => {
    expect(
      formatBackupResult({
        command: 'backup',
        file: '/srv/b.tar.gz',
        bytes: 120,
        database: 'postgres',
        uploads: 'included',
        secret: 'environment',
      }),
    ).toBe(
      [
        'Backup written to /srv/b.tar.gz (0.0 MB): the uploaded logos and signatures.',
        'Not in it: the PostgreSQL database (DATABASE_URL). Back it up with pg_dump.',
        'Not in it: the session secret, set in BETTER_AUTH_SECRET or SESSION_SECRET. Keep it with the backup.',
        restore,
      ].join('\n'),
    );
  });
  it('says where the uploads are when they are kept in S3', () => {
    expect(
      formatBackupResult({
        command: 'backup',
        file: '/srv/b.tar.gz',
        bytes: 2_500_000,
        database: 'included',
        uploads: 's3',
        secret: 'included',
      }),
    ).toBe(
      [
        'Backup written to /srv/b.tar.gz (2.5 MB): the embedded database and the session secret.',
        'Not in it: logos and signatures, kept in the S3 bucket. Back up the bucket.',
        restore,
      ].join('\n'),
    );
  });
});

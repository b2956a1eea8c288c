import type { UserSummary } from '../modules/users/user-summary';
import type { AdminResult } from './admin-protocol';

const CREATED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** What the admin tool prints on success. */
export function formatAdminResult(result: AdminResult): string {
  switch (result.command) {
    case 'create-user':
      return `Created ${result.user.email} (tier ${result.user.subscriptionTier}).`;
    case 'set-tier':
      return `${result.user.email} is now on the ${result.user.subscriptionTier} tier.`;
    case 'list-users':
      return formatUserTable(result.users);
    case 'purge-expired-certificates':
      return formatPurgeResult(result);
    case 'delete-certificate':
      return formatDeletedCertificate(result);
    case 'reset-link':
      return [
        `Password reset link for ${result.email} (works once, until ${result.expiresAt}):`,
        result.link,
      ].join('\n');
    case 'verify-email':
      return `${result.user.email}'s email address is now verified.`;
    case 'backup':
      return formatBackupResult(result);
    default: {
      const unhandled: never = result;
      return JSON.stringify(unhandled);
    }
  }
}

type BackupResult = Extract<AdminResult, { command: 'backup' }>;

/** What the backup holds, what it leaves to the operator, and how to restore it (decision 0912). */
export function formatBackupResult(result: BackupResult): string {
  const held = [
    result.database === 'included' ? 'the embedded database' : null,
    result.uploads === 'included' ? 'the uploaded logos and signatures' : null,
    result.secret === 'included' ? 'the session secret' : null,
  ].filter((part) => part !== null);
  const megabytes = (result.bytes / 1_000_000).toFixed(1);
  const lines = [
    // writeBackup refuses a backup that would hold nothing, so `held` names at least one part.
    `Backup written to ${result.file} (${megabytes} MB): ${listInWords(held)}.`,
  ];
  if (result.database === 'postgres') {
    lines.push('Not in it: the PostgreSQL database (DATABASE_URL). Back it up with pg_dump.');
  }
  if (result.uploads === 's3') {
    lines.push('Not in it: logos and signatures, kept in the S3 bucket. Back up the bucket.');
  }
  if (result.uploads === 'none-yet') lines.push('No logo or signature has been uploaded yet.');
  if (result.secret === 'environment') {
    lines.push(
      'Not in it: the session secret, set in BETTER_AUTH_SECRET or SESSION_SECRET. Keep it with the backup.',
    );
  }
  lines.push(
    `To restore: stop PipeProof, unpack it into an empty data directory (mkdir <dir> && tar -xzf ${result.file} -C <dir>) and start with DATA_DIR=<dir>.`,
  );
  return lines.join('\n');
}

function listInWords(parts: readonly string[]): string {
  return parts.length === 1
    ? parts[0]!
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
}

type PurgeResult = Extract<AdminResult, { command: 'purge-expired-certificates' }>;

export function formatPurgeResult(result: PurgeResult): string {
  const plural = (n: number) => `${n} certificate${n === 1 ? '' : 's'}`;
  const lines = [
    `Removed ${plural(result.removedCount)} of accounts closed before ${CREATED_FORMAT.format(new Date(result.cutoff))} (over 6 years ago).`,
  ];
  if (result.datedCount > 0) {
    lines.push(
      `${plural(result.datedCount)} of deleted accounts had no closing date; their 6 years start now.`,
    );
  }
  return lines.join('\n');
}

type DeleteResult = Extract<AdminResult, { command: 'delete-certificate' }>;

export function formatDeletedCertificate({ certificate }: DeleteResult): string {
  return [
    `Deleted certificate ${certificate.number}.`,
    `  Issued: ${CREATED_FORMAT.format(new Date(certificate.issuedAt))}`,
    `  Issuer: ${certificate.issuerName}`,
  ].join('\n');
}

export function formatUserTable(users: readonly UserSummary[]): string {
  if (users.length === 0) return 'No users yet.';
  const rows = [
    ['EMAIL', 'NAME', 'TIER', 'CREATED'],
    ...users.map((user) => [
      user.email,
      user.name === '' ? '-' : user.name,
      user.subscriptionTier,
      CREATED_FORMAT.format(new Date(user.createdAt)),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return [...lines, '', `${users.length} user${users.length === 1 ? '' : 's'}`].join('\n');
}

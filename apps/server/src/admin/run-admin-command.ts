import type { Auth } from '../auth/create-auth';
import type { Db } from '../db/database';
import { deleteCertificate } from '../modules/certificates/delete-certificate';
import { purgeExpiredCertificates } from '../modules/certificates/purge-expired-certificates';
import { createPasswordResetLink } from '../modules/users/create-password-reset-link';
import { createUser } from '../modules/users/create-user';
import { listUsers } from '../modules/users/list-users';
import { markEmailVerified } from '../modules/users/mark-email-verified';
import { setUserTier } from '../modules/users/set-user-tier';
import type { AdminRequest, AdminResult } from './admin-protocol';
import { writeBackup, type BackupSources } from './write-backup';

/** One admin command against the database: the same code behind the socket and the CLI. */
export async function runAdminCommand(
  request: AdminRequest,
  services: { auth: Auth; db: Db; backup: BackupSources },
): Promise<AdminResult> {
  switch (request.command) {
    case 'create-user':
      return {
        command: request.command,
        user: await createUser(services.auth, services.db, {
          email: request.email,
          password: request.password,
          name: request.name,
        }),
      };
    case 'set-tier':
      return {
        command: request.command,
        user: await setUserTier(services.db, request.email, request.tier),
      };
    case 'list-users':
      return { command: request.command, users: await listUsers(services.db) };
    case 'purge-expired-certificates': {
      const purged = await purgeExpiredCertificates(services.db, new Date());
      return {
        command: request.command,
        removedCount: purged.removedCount,
        datedCount: purged.datedCount,
        cutoff: purged.cutoff.toISOString(),
      };
    }
    case 'delete-certificate': {
      const deleted = await deleteCertificate(services.db, request.number);
      return {
        command: request.command,
        certificate: {
          number: deleted.number,
          issuedAt: deleted.issuedAt.toISOString(),
          issuerName: deleted.issuerName,
        },
      };
    }
    case 'reset-link':
      return {
        command: request.command,
        ...(await createPasswordResetLink(services.auth, services.db, request.email)),
      };
    case 'verify-email':
      return {
        command: request.command,
        user: await markEmailVerified(services.db, request.email),
      };
    case 'backup':
      return { command: request.command, ...(await writeBackup(request.file, services.backup)) };
    default: {
      const unhandled: never = request;
      throw new Error(`Unhandled admin command ${JSON.stringify(unhandled)}`);
    }
  }
}

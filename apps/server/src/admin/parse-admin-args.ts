import { CertificateNumberSchema, SUBSCRIPTION_TIERS, TierSchema } from '@pipeproof/contracts';
import type { AdminRequest } from './admin-protocol';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  create-user <email> <password> [name]  create an email + password account (tier free)
  set-tier <email> <tier>                change a user's tier: ${SUBSCRIPTION_TIERS.join(', ')}
  list-users                             list every user: email, name, tier, created
  purge-expired-certificates             delete certificates of accounts closed over 6 years ago
  delete-certificate <number>            delete one certificate on request (e.g. PP-2026-ABCD-EFGH)

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).`;

export type ParsedAdminArgs = { ok: true; request: AdminRequest } | { ok: false; message: string };

/** argv after the script name → an admin request, or a message saying what is wrong. */
export function parseAdminArgs(args: readonly string[]): ParsedAdminArgs {
  const [command, ...rest] = args;
  switch (command) {
    case 'create-user': {
      const [email, password, ...nameWords] = rest;
      if (!email || !password) {
        return { ok: false, message: 'create-user needs an email and a password.' };
      }
      const name = nameWords.join(' ').trim();
      return {
        ok: true,
        request: { command, email, password, ...(name === '' ? {} : { name }) },
      };
    }
    case 'set-tier': {
      const [email, tierText, ...extra] = rest;
      if (!email || !tierText || extra.length > 0) {
        return { ok: false, message: 'set-tier needs an email and a tier.' };
      }
      const tier = TierSchema.safeParse(tierText.toLowerCase());
      if (!tier.success) {
        return {
          ok: false,
          message: `Unknown tier '${tierText}': use one of ${SUBSCRIPTION_TIERS.join(', ')}.`,
        };
      }
      return { ok: true, request: { command, email, tier: tier.data } };
    }
    case 'list-users':
      return rest.length > 0
        ? { ok: false, message: 'list-users takes no arguments.' }
        : { ok: true, request: { command } };
    case 'purge-expired-certificates':
      return rest.length > 0
        ? { ok: false, message: 'purge-expired-certificates takes no arguments.' }
        : { ok: true, request: { command } };
    case 'delete-certificate': {
      const [numberText, ...extra] = rest;
      if (numberText === undefined || extra.length > 0) {
        return { ok: false, message: 'delete-certificate needs one certificate number.' };
      }
      const number = CertificateNumberSchema.safeParse(numberText);
      if (!number.success) {
        return {
          ok: false,
          message: `'${numberText.trim()}' is not a certificate number: it must look like PP-2026-ABCD-EFGH.`,
        };
      }
      return { ok: true, request: { command, number: number.data } };
    }
    case undefined:
      return { ok: false, message: 'No command given.' };
    default:
      return { ok: false, message: `Unknown command '${command}'.` };
  }
}

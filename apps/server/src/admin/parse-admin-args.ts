import { CertificateNumberSchema, SUBSCRIPTION_TIERS, TierSchema } from '@pipeproof/contracts';
import type { AdminRequest } from './admin-protocol';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  create-user <email> [--name <name>]    create an email + password account (tier free); the
                                         password is read from stdin, or asked for on a terminal
  set-tier <email> <tier>                change a user's tier: ${SUBSCRIPTION_TIERS.join(', ')}
  list-users                             list every user: email, name, tier, created
  purge-expired-certificates             delete certificates of accounts closed over 6 years ago
  delete-certificate <number>            delete one certificate on request (e.g. PP-2026-ABCD-EFGH)
  reset-link <email>                     print a password reset link for the account (works
                                         once, for 1 hour); nothing is mailed
  verify-email <email>                   mark the account's email address as verified (checked
                                         another way); needed to email certificates to customers
  backup <file>                          write the embedded database, the uploads and the session
                                         secret to one new .tar.gz, while the server runs or not

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).

A password is never taken from the command line (ps and the shell history would show it):
  printf '%s' "$PASSWORD" | npm run admin -- create-user jo@example.com --name Jo Bloggs`;

/** Said when a password seems to be on the command line (docs/decisions/0110). */
export const PASSWORD_IN_ARGV_MESSAGE =
  'create-user takes only the email and --name: the password is never taken from the command ' +
  'line, where ps and the shell history would show it. Pipe it on stdin, e.g. ' +
  `printf '%s' "$PASSWORD" | npm run admin -- create-user jo@example.com --name Jo Bloggs, ` +
  'or run the command in a terminal and type it when asked.';

type CreateUserRequest = Extract<AdminRequest, { command: 'create-user' }>;
/** An admin request as the command line gives it: create-user's password comes afterwards. */
export type AdminCommandLine =
  Exclude<AdminRequest, CreateUserRequest> | Omit<CreateUserRequest, 'password'>;

export type ParsedAdminArgs =
  { ok: true; request: AdminCommandLine } | { ok: false; message: string };

/** argv after the script name → an admin request, or a message saying what is wrong. */
export function parseAdminArgs(args: readonly string[]): ParsedAdminArgs {
  const [command, ...rest] = args;
  switch (command) {
    case 'create-user': {
      const [email, ...options] = rest;
      if (!email || email.startsWith('-')) {
        return { ok: false, message: 'create-user needs an email.' };
      }
      if (options.length === 0) return { ok: true, request: { command, email } };
      const [flag, ...nameWords] = options;
      if (flag !== '--name' || nameWords.some((word) => word.startsWith('--'))) {
        return { ok: false, message: PASSWORD_IN_ARGV_MESSAGE };
      }
      const name = nameWords.join(' ').trim();
      if (name === '') return { ok: false, message: '--name needs a name after it.' };
      return { ok: true, request: { command, email, name } };
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
    case 'reset-link': {
      const [email, ...extra] = rest;
      if (!email || email.startsWith('-') || extra.length > 0) {
        return { ok: false, message: 'reset-link needs one email.' };
      }
      return { ok: true, request: { command, email } };
    }
    case 'verify-email': {
      const [email, ...extra] = rest;
      if (!email || email.startsWith('-') || extra.length > 0) {
        return { ok: false, message: 'verify-email needs one email.' };
      }
      return { ok: true, request: { command, email } };
    }
    case 'backup': {
      const [file, ...extra] = rest;
      if (!file || file.startsWith('-') || extra.length > 0) {
        return {
          ok: false,
          message: 'backup needs one file name, e.g. backup /srv/backups/pipeproof.tar.gz.',
        };
      }
      return { ok: true, request: { command, file } };
    }
    case undefined:
      return { ok: false, message: 'No command given.' };
    default:
      return { ok: false, message: `Unknown command '${command}'.` };
  }
}

import type { BetterAuthPlugin } from 'better-auth';
import type { Db } from '../db/database';
import { DELETE_USER_PATH, confirmAccountDeletion } from './confirm-account-deletion';
import { SEND_VERIFICATION_EMAIL_PATH, limitVerificationMails } from './limit-verification-mails';
import { CHANGE_EMAIL_PATH, refuseEmailChange } from './refuse-email-change';
import { isPasswordSettingPath, refuseWeakPassword } from './refuse-weak-password';
import { RESET_PASSWORD_PATH, signInAfterReset } from './sign-in-after-reset';

/**
 * PipeProof's own rules inside better-auth, run before its endpoints however they are called:
 * confirming an account deletion (docs/decisions/0150), the password rules (0108), signing in
 * after a password reset (0810), and the limits on verification mails and changes of address (0811).
 */
export function authRulesPlugin(db: Db): BetterAuthPlugin {
  return {
    id: 'pipeproof-auth-rules',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === DELETE_USER_PATH,
          handler: confirmAccountDeletion,
        },
        { matcher: (context) => isPasswordSettingPath(context.path), handler: refuseWeakPassword },
        {
          matcher: (context) => context.path === SEND_VERIFICATION_EMAIL_PATH,
          handler: limitVerificationMails(db),
        },
        { matcher: (context) => context.path === CHANGE_EMAIL_PATH, handler: refuseEmailChange },
      ],
      after: [
        // A forgotten password reset signs the browser in (decision 0810).
        { matcher: (context) => context.path === RESET_PASSWORD_PATH, handler: signInAfterReset },
      ],
    },
  };
}

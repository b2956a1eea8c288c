import type { BetterAuthPlugin } from 'better-auth';
import { DELETE_USER_PATH, confirmAccountDeletion } from './confirm-account-deletion';
import { isPasswordSettingPath, refuseWeakPassword } from './refuse-weak-password';
import { RESET_PASSWORD_PATH, signInAfterReset } from './sign-in-after-reset';

/**
 * PipeProof's own rules inside better-auth, run before its endpoints however they are called:
 * confirming an account deletion (docs/decisions/0150), the password rules (0108), and signing in
 * after a password reset (0810).
 */
export function authRulesPlugin(): BetterAuthPlugin {
  return {
    id: 'pipeproof-auth-rules',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === DELETE_USER_PATH,
          handler: confirmAccountDeletion,
        },
        { matcher: (context) => isPasswordSettingPath(context.path), handler: refuseWeakPassword },
      ],
      after: [
        // A forgotten password reset signs the browser in (decision 0810).
        { matcher: (context) => context.path === RESET_PASSWORD_PATH, handler: signInAfterReset },
      ],
    },
  };
}

import type { BetterAuthPlugin } from 'better-auth';
import { DELETE_USER_PATH, confirmAccountDeletion } from './confirm-account-deletion';
import { isPasswordSettingPath, refuseWeakPassword } from './refuse-weak-password';

/**
 * PipeProof's own rules inside better-auth, run before its endpoints however they are called:
 * confirming an account deletion (docs/decisions/0150) and the password rules (0108).
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
    },
  };
}

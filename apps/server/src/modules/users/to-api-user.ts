import type { User } from '@pipeproof/contracts';
import type { SessionUser } from '../../auth/sessions';
import { splitName } from './split-name';

/** GET /api/auth/user body (UserSchema). */
export function toApiUser(user: SessionUser): User {
  return {
    id: user.id,
    email: user.email,
    ...splitName(user.name),
    subscriptionTier: user.subscriptionTier,
    emailVerified: user.emailVerified,
  };
}

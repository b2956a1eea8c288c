import { lazy, Suspense } from 'react';
import { useUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';

// Loaded only for an engineer whose address is not verified (first load stays small, 0641).
const EmailVerificationBanner = lazy(async () => ({
  default: (await import('../../features/auth/components/email-verification-banner'))
    .EmailVerificationBanner,
}));

/**
 * Under the header (decision 0811): a signed-in engineer whose address is not verified is asked
 * to open the mailed link, and can have it sent again. Not without signal: 'Resend' could not
 * work, and the connection banner says so already.
 */
export function EmailVerificationNotice() {
  const { data: user } = useUser();
  const isOnline = useOnlineStatus();
  if (!user || user.emailVerified || !isOnline) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner user={user} />
    </Suspense>
  );
}

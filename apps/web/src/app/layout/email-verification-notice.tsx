import { EmailVerificationBanner } from '../../features/auth/components/email-verification-banner';
import { useUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * Under the header (decision 0811): a signed-in engineer whose address is not verified is asked
 * to open the mailed link, and can have it sent again. Not without signal: 'Resend' could not
 * work, and the connection banner says so already. Imported, not lazy: it is small (its parts are
 * in the app shell already), and a banner that arrives late would move the page under a thumb.
 */
export function EmailVerificationNotice() {
  const { data: user } = useUser();
  const isOnline = useOnlineStatus();
  if (!user || user.emailVerified || !isOnline) return null;
  return <EmailVerificationBanner user={user} />;
}

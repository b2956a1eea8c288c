import { CloudOff } from 'lucide-react';
import { hasSealedWork } from '../../lib/device/device-storage';
import { useUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Banner } from './banner';
import { PartBoundary, lazyPart } from '../../components/lazy-part';

// Only on a device where a session left work sealed (first load stays small, decision 0641).
const SealedWorkNotice = lazyPart(() => import('./sealed-work-notice'), 'SealedWorkNotice');

/**
 * Under the header (decision 0440): no signal, and what happens to the work meanwhile; signed
 * out, any work a session left sealed on this device.
 */
export function ConnectionBanner() {
  const isOnline = useOnlineStatus();
  const { data: user, isPending, dataUpdatedAt } = useUser();
  if (!isOnline) {
    return (
      <Banner icon={<CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
        {user
          ? 'No connection. Your results are kept on this device and saved to your account when the connection returns.'
          : 'No connection. The calculators still work, and what you type is kept on this device.'}
      </Banner>
    );
  }
  if (user || isPending || !hasSealedWork()) return null;
  // Keyed by the server's last answer, which draws the banner again: a session the server says has
  // ended is sealed before its answer comes (resolve-device-session.ts), and the notice then shows
  // on the page already open, not only on the next.
  return (
    <PartBoundary key={dataUpdatedAt}>
      <SealedWorkNotice />
    </PartBoundary>
  );
}

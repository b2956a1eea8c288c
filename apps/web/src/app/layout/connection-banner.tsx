import { Link, useLocation } from 'react-router';
import { CloudOff, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { deviceStorage } from '../../lib/device/device-storage';
import { listSealedNotices } from '../../lib/device/seal-account';
import { signInPathFor } from '../../lib/return-path';
import { useUser } from '../../lib/session';
import { useOnlineStatus } from '../../lib/use-online-status';

function Banner({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-base font-semibold sm:px-6">
        {icon}
        <span>{children}</span>
      </p>
    </div>
  );
}

const results = (count: number) => (count === 1 ? '1 result' : `${count} results`);

/**
 * Under the header (decision 0440): no signal, and what happens to the work meanwhile; signed
 * out, any work a session left sealed on this device, without saying whose it is.
 */
export function ConnectionBanner() {
  const isOnline = useOnlineStatus();
  const { data: user, isPending } = useUser();
  const { pathname, search } = useLocation();
  if (!isOnline) {
    return (
      <Banner icon={<CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
        {user
          ? 'No connection. Your results are kept on this device and saved to your account when the connection returns.'
          : 'No connection. The calculators still work, and what you type is kept on this device.'}
      </Banner>
    );
  }
  const storage = deviceStorage();
  if (user || isPending || !storage || pathname === '/sign-in') return null;
  const notices = listSealedNotices(storage);
  const sessionEnded = notices.find((notice) => notice.reason === 'session-ended');
  const waiting = notices.reduce((sum, notice) => sum + notice.unsentResults, 0);
  if (!sessionEnded && waiting === 0) return null;
  const signIn = (
    <Link to={signInPathFor(pathname + search)} className="underline underline-offset-2">
      Sign in
    </Link>
  );
  return (
    <Banner icon={<LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
      {sessionEnded ? (
        <>
          Your session has ended, so the work you had open is locked on this device.
          {waiting > 0 ? ` ${results(waiting)} are not yet saved to the account.` : ''} {signIn}{' '}
          again to carry on.
        </>
      ) : (
        <>
          {results(waiting)} kept on this device {waiting === 1 ? 'is' : 'are'} waiting for the
          engineer who recorded {waiting === 1 ? 'it' : 'them'} to sign in again. {signIn}
        </>
      )}
    </Banner>
  );
}

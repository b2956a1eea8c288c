import { Link, useLocation } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { deviceStorage } from '../../lib/device/device-storage';
import { listSealedNotices } from '../../lib/device/sealed-notices';
import { signInPathFor } from '../../lib/return-path';
import { Banner } from './banner';

const results = (count: number) => (count === 1 ? '1 result' : `${count} results`);

/**
 * Signed out, on a device where a session left work sealed (decision 0440): says so, and how
 * many results wait, without saying whose. Loaded only when there is sealed work.
 */
export function SealedWorkNotice() {
  const { pathname, search } = useLocation();
  const storage = deviceStorage();
  if (!storage || pathname === '/sign-in') return null;
  const notices = listSealedNotices(storage);
  const sessionEnded = notices.some((notice) => notice.reason === 'session-ended');
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

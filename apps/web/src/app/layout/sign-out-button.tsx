import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { signOut as signOutOfDevice } from '../../lib/session';
import { readUnsentResults } from '../../lib/device/unsent-results';
import { hardNavigate } from '../../lib/hard-navigate';
import { HEADER_ITEM_CLASSES } from './header-item-classes';
import { PartBoundary, lazyPart } from '../../components/lazy-part';

// Only needed when results are waiting (no dialog library on the first load, decision 0641).
const SignOutConfirm = lazyPart(() => import('./sign-out-confirm'), 'SignOutConfirm');

/**
 * Log out (decision 0440): the engineer's work on this device is sealed away for their next
 * sign-in here, the server ends the session (now, or when the signal returns), and the app starts
 * afresh signed out. Results not yet on the account are counted first and the engineer asked.
 */
export function SignOutButton({ userId }: { userId: string }) {
  const [unsentResults, setUnsentResults] = useState(0);
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setUnsentResults(0);
    setIsSigningOut(true);
    try {
      await signOutOfDevice();
    } finally {
      // A full load: nothing of the account stays in memory either.
      hardNavigate('/');
    }
  };

  const press = () => {
    const waiting = readUnsentResults(userId);
    if (waiting > 0) setUnsentResults(waiting);
    else void signOut();
  };

  return (
    <>
      <Button
        variant="header"
        className={HEADER_ITEM_CLASSES}
        onClick={press}
        disabled={isSigningOut}
        aria-haspopup={unsentResults > 0 ? 'dialog' : undefined}
      >
        <LogOut aria-hidden="true" />
        Log out
      </Button>
      {unsentResults > 0 ? (
        <PartBoundary onClose={() => setUnsentResults(0)}>
          <SignOutConfirm
            unsentResults={unsentResults}
            onCancel={() => setUnsentResults(0)}
            onConfirm={() => void signOut()}
          />
        </PartBoundary>
      ) : null}
    </>
  );
}

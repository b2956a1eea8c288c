import { Link, useLocation } from 'react-router';
import { LogIn, MessageSquare, Settings } from 'lucide-react';
import { TIER_POLICY, type User } from '@pipeproof/contracts';
import { TierBadge } from '../../components/tier-badge';
import { Button } from '../../components/ui/button';
import { signInPathFor } from '../../lib/return-path';
import { useUser } from '../../lib/session';
import { Logo } from './logo';
import { SignOutButton } from './sign-out-button';

/** Text beside an icon: hidden on phones (the icon and accessible name remain), shown from 640 px. */
function ButtonText({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

export function AppHeader() {
  const { data: user, isPending } = useUser();
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Link
          to="/"
          className="flex min-h-12 items-center gap-2 rounded-lg pr-2 text-xl font-extrabold tracking-tight"
        >
          <Logo className="size-9" />
          PipeProof
        </Link>
        {isPending ? null : (
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            {user ? <SignedInActions user={user} /> : <SignedOutActions />}
          </nav>
        )}
      </div>
    </header>
  );
}

function FeedbackLink() {
  return (
    <Button asChild variant="inverse" className="w-12 border-0 px-0 sm:w-auto sm:px-3">
      <Link to="/feedback">
        <MessageSquare aria-hidden="true" />
        <ButtonText>Feedback</ButtonText>
      </Link>
    </Button>
  );
}

/** Pages a signed-in engineer comes back to after signing in from their header link. */
const RETURN_AFTER_SIGN_IN = ['/commercial', '/industrial', '/calculations'];

function SignedOutActions() {
  const { pathname, search } = useLocation();
  // From a calculator, back there: a job typed signed out is offered to the account (0440).
  const signInPath = RETURN_AFTER_SIGN_IN.includes(pathname)
    ? signInPathFor(pathname + search)
    : '/sign-in';
  return (
    <>
      <FeedbackLink />
      {pathname === '/sign-in' ? null : (
        <Button asChild className="bg-white text-slate-950 hover:bg-slate-200 hover:brightness-100">
          <Link to={signInPath}>
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
      )}
    </>
  );
}

function SignedInActions({ user }: { user: User }) {
  const tier = user.subscriptionTier;
  const isProfessional = tier === 'professional';
  return (
    <>
      <Link
        to="/account"
        aria-label={`${TIER_POLICY[tier].label} plan — account`}
        className="flex size-12 items-center justify-center rounded-lg hover:bg-white/15"
      >
        <TierBadge tier={tier} />
      </Link>
      <FeedbackLink />
      {isProfessional ? (
        <Button asChild variant="inverse" className="w-12 border-0 px-0 sm:w-auto sm:px-3">
          <Link to="/settings">
            <Settings aria-hidden="true" />
            <ButtonText>Company settings</ButtonText>
          </Link>
        </Button>
      ) : null}
      <SignOutButton userId={user.id} />
    </>
  );
}

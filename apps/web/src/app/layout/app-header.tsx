import { Link, useLocation } from 'react-router';
import { LogIn, MessageSquare, Settings } from 'lucide-react';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { TierBadge } from '../../components/tier-badge';
import { Button } from '../../components/ui/button';
import { signInPathFor } from '../../lib/return-path';
import { loadExpectsSession } from '../../lib/session-hint';
import { useUser } from '../../lib/session';
import { HEADER_ITEM_CLASSES } from './header-item-classes';
import { Logo } from './logo';
import { SignOutButton } from './sign-out-button';

const ACTIONS_CLASSES = 'ml-auto flex items-center gap-1 sm:gap-2';

export function AppHeader() {
  const { data: user, isPending } = useUser();
  return (
    <header className="bg-slate-900 text-white">
      {/* Wraps on a narrow phone: the controls move under the logo rather than lose their words. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:px-6">
        <Link
          to="/"
          className="flex min-h-12 items-center gap-2 rounded-lg pr-2 text-xl font-extrabold tracking-tight"
        >
          <Logo className="size-9" />
          PipeProof
        </Link>
        {isPending ? (
          loadExpectsSession ? (
            // Probably signed in (decision 0887): the engineer's controls' room is kept, unseen
            // and out of reach, so the page does not move down when the server says who it is.
            <div aria-hidden="true" inert className={`invisible ${ACTIONS_CLASSES}`}>
              <SignedInActions tier="free" userId="" />
            </div>
          ) : null
        ) : (
          <nav aria-label="Account" className={ACTIONS_CLASSES}>
            {user ? (
              <SignedInActions tier={user.subscriptionTier} userId={user.id} />
            ) : (
              <SignedOutActions />
            )}
          </nav>
        )}
      </div>
    </header>
  );
}

function FeedbackLink() {
  return (
    <Button asChild variant="header" className={HEADER_ITEM_CLASSES}>
      <Link to="/feedback">
        <MessageSquare aria-hidden="true" />
        Feedback
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
        <Button asChild variant="light">
          <Link to={signInPath}>
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
      )}
    </>
  );
}

function SignedInActions({ tier, userId }: { tier: Tier; userId: string }) {
  const isProfessional = tier === 'professional';
  return (
    <>
      {/* The plan's letter badge and the word 'Account' (product.md §2); the name says the plan. */}
      <Button asChild variant="header" className={HEADER_ITEM_CLASSES}>
        <Link to="/account" aria-label={`${TIER_POLICY[tier].label} plan — account`}>
          <TierBadge tier={tier} size="header" />
          Account
        </Link>
      </Button>
      <FeedbackLink />
      {isProfessional ? (
        <Button asChild variant="header" className={HEADER_ITEM_CLASSES}>
          {/* 'Settings' on a phone, where 'Company settings' does not fit; the name is whole. */}
          <Link to="/settings" aria-label="Company settings">
            <Settings aria-hidden="true" />
            <span className="sm:hidden">Settings</span>
            <span className="max-sm:hidden">Company settings</span>
          </Link>
        </Button>
      ) : null}
      <SignOutButton userId={userId} />
    </>
  );
}

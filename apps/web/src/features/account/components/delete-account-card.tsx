import { useState } from 'react';
import { Link } from 'react-router';
import { TIER_POLICY, type User } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { useFocusBackOnClose } from '../hooks/use-focus-back-on-close';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press, with its form and the sign-in methods' check (decision 0876: no
// dialog library on the account page's first load).
const DeleteAccountConfirm = lazyPart(
  () => import('./delete-account-confirm'),
  'DeleteAccountConfirm',
);

const linkClass = 'font-semibold text-brand underline underline-offset-4';

/**
 * 'Delete account' (product.md §2 Static pages: termination via account settings). What it says is
 * deleted and kept follows the Privacy Policy's retention section and the Terms' 'Ending your
 * account' (docs/decisions/0150-account-deletion.md).
 */
export function DeleteAccountCard({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useFocusBackOnClose(isOpen);
  const isPaid = user.subscriptionTier !== 'free';
  return (
    <section
      aria-labelledby="delete-account-title"
      className="mt-10 rounded-xl border-2 border-red-700 bg-white p-5 shadow-sm"
    >
      <h2 id="delete-account-title" className="text-xl font-bold">
        Delete account
      </h2>
      <div className="mt-3 flex max-w-3xl flex-col gap-3 text-base text-slate-800">
        <p>
          Deleting your account signs you out on every device and permanently deletes your name,
          email address, sign-in details and plan, and your saved jobs and test records. It cannot
          be undone.
        </p>
        <p>
          To keep a copy of your jobs, certificates and details, use &lsquo;Download my data&rsquo;
          under{' '}
          <a href="#your-data" className={linkClass}>
            Your data
          </a>{' '}
          first.
        </p>
        {isPaid ? (
          <p>
            Your {TIER_POLICY[user.subscriptionTier].label} plan ends straight away, without a
            refund for the rest of the month.
          </p>
        ) : null}
        <p>
          Feedback you sent stays in the recent feedback list, with no link to you. Certificates you
          issued, and the test records behind them, are kept for 6 years so they can still be
          verified, and billing records for 6 years, as UK tax law requires. Our{' '}
          <Link to="/privacy#retention" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains why.
        </p>
      </div>
      <Button
        ref={button}
        variant="danger"
        className="mt-5 w-full sm:w-auto"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        Delete account
      </Button>
      {isOpen ? (
        <PartBoundary onClose={() => setIsOpen(false)}>
          <DeleteAccountConfirm email={user.email} onClose={() => setIsOpen(false)} />
        </PartBoundary>
      ) : null}
    </section>
  );
}

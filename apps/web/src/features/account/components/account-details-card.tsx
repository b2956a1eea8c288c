import type { User } from '@pipeproof/contracts';
import { hasPasswordSignIn } from '@pipeproof/contracts';
import { Badge } from '../../../components/ui/badge';
import { useLinkedAccounts } from '../api/get-linked-accounts';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

function displayName(user: User): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * 'Your details' on the account page: the address (verified or not), the name, and changing the
 * address and the password (decision 0811).
 */
export function AccountDetailsCard({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="details-title" className="text-xl font-bold">
        Your details
      </h2>
      <dl className="mt-4 grid gap-3 text-base">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Email</dt>
          <dd className="flex flex-wrap items-center gap-2 font-semibold break-all">
            {user.email}
            {user.emailVerified ? (
              <Badge tone="pass">Verified</Badge>
            ) : (
              <Badge tone="pending">Not verified</Badge>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Name</dt>
          <dd className="font-semibold">{displayName(user) ?? 'Not provided'}</dd>
        </div>
      </dl>
      <h3 className="mt-6 text-lg font-bold">Change email address</h3>
      <div className="mt-3">
        <ChangeEmailForm user={user} />
      </div>
      <h3 className="mt-6 text-lg font-bold">Change password</h3>
      <div className="mt-3">
        <PasswordSection />
      </div>
    </section>
  );
}

/**
 * Accounts that sign in only through Google or OIDC have no password here to change. Until the
 * account's ways of signing in are known the form stands in its place, disabled, so the cards
 * below do not move down when it comes (decision 0888): most accounts have a password.
 */
function PasswordSection() {
  const accounts = useLinkedAccounts();
  if (accounts.isError) {
    return (
      <p className="text-base text-slate-800">
        We could not load how you sign in. Check your connection, then reload the page to change
        your password.
      </p>
    );
  }
  if (accounts.isSuccess && !hasPasswordSignIn(accounts.data)) {
    const provider = accounts.data.some((account) => account.providerId === 'google')
      ? 'Google'
      : 'your organisation’s sign-in';
    return (
      <p className="text-base text-slate-800">
        You sign in with {provider}, so your account has no PipeProof password to change.
      </p>
    );
  }
  return <ChangePasswordForm disabled={accounts.isPending} />;
}

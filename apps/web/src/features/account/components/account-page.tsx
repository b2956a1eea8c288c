import type { User } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { useUser } from '../../../lib/session';
import { DeleteAccountCard } from './delete-account-card';
import { EngineerProfileCard } from './engineer-profile-card';
import { CertificateList } from '../../certificates';
import { JobHistory } from './job-history';
import { PlanGrid } from './plan-grid';
import { SubscriptionCard } from './subscription-card';

function displayName(user: User): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** Account Management (product.md §2). Shown only inside RequireSignedIn, so the user is loaded. */
export function AccountPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Account" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Account Management</h1>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
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
              <dd className="font-semibold break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700">Name</dt>
              <dd className="font-semibold">{displayName(user) ?? 'Not provided'}</dd>
            </div>
          </dl>
        </section>
        <SubscriptionCard tier={user.subscriptionTier} />
      </div>
      <EngineerProfileCard />
      <JobHistory />
      <CertificateList />
      <PlanGrid currentTier={user.subscriptionTier} />
      <DeleteAccountCard user={user} />
    </div>
  );
}

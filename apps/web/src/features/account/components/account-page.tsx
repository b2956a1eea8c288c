import { DocumentTitle } from '../../../components/document-title';
import { useUser } from '../../../lib/session';
import { AccountDetailsCard } from './account-details-card';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';
import { EngineerProfileCard } from './engineer-profile-card';
import { CertificateList } from '../../certificates';
import { JobHistory } from './job-history';
import { PlanGrid } from './plan-grid';
import { SubscriptionCard } from './subscription-card';

/** Account Management (product.md §2). Shown only inside RequireSignedIn, so the user is loaded. */
export function AccountPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Account" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Account Management</h1>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <AccountDetailsCard user={user} />
        <SubscriptionCard tier={user.subscriptionTier} />
      </div>
      <EngineerProfileCard />
      <JobHistory />
      <CertificateList />
      <PlanGrid currentTier={user.subscriptionTier} />
      <DownloadDataCard />
      <DeleteAccountCard user={user} />
    </div>
  );
}

import { Link } from 'react-router';
import { House, Lock } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/session';
import { CompanySettings } from './company-settings';

/** /settings: Company Settings for Professional; everyone else sees why not (product.md §2). */
export function SettingsPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return user.subscriptionTier === 'professional' ? <CompanySettings /> : <ProfessionalRequired />;
}

function ProfessionalRequired() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <DocumentTitle title="Professional Subscription Required" />
      <Lock aria-hidden="true" className="size-12 text-violet-800" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">
        Professional Subscription Required
      </h1>
      <p className="mt-3 text-base text-slate-800">
        Company settings (your logo, brand colours, company details and default engineer on
        white-label certificates) are part of the Professional plan.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/account">See plans</Link>
        </Button>
      </div>
    </div>
  );
}

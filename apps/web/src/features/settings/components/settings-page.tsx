import { Link } from 'react-router';
import { House, Lock, Palette } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/session';

/** /settings: Company Settings for Professional; everyone else sees why not (spec §2). */
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

function CompanySettings() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Company Settings" />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Company Settings</h1>
      <section
        aria-labelledby="branding-soon-title"
        className="mt-8 rounded-xl border-2 border-slate-300 bg-white p-6"
      >
        <Palette aria-hidden="true" className="size-10 text-brand" />
        <h2 id="branding-soon-title" className="mt-3 text-xl font-bold">
          Company branding is coming soon
        </h2>
        <p className="mt-2 text-base text-slate-800">
          Here you will set your company details, default engineer and Gas Safe number, drawn
          signature, logo and brand colours for white-label certificates. It is not available yet.
        </p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </section>
    </div>
  );
}

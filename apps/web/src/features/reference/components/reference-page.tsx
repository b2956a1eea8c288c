import { Link } from 'react-router';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';

/** /calculations: Reference & Calculations (spec §2). Tables and formulas arrive with the engine. */
export function ReferencePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Reference & Calculations" />
      <Button asChild variant="link" className="-ml-1">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Calculator
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Reference &amp; Calculations
      </h1>
      <section
        aria-labelledby="compliance-status-title"
        className="mt-8 rounded-xl border-2 border-slate-300 bg-white p-6"
      >
        <ClipboardList aria-hidden="true" className="size-10 text-brand" />
        <h2 id="compliance-status-title" className="mt-3 text-xl font-bold">
          Compliance status
        </h2>
        <p className="mt-2 text-base font-semibold">No calculations yet</p>
        <p className="mt-2 text-base text-slate-800">
          The reference section (IGE/UP/1 and IGE/UP/1A tables, gas meter volumes, formulas and
          constants) is coming with the calculators. Until then, work from your copy of the
          standards.
        </p>
      </section>
    </div>
  );
}

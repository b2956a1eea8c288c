import { Link } from 'react-router';
import { Briefcase, Building2, Factory, House } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { CalculatorCard } from './calculator-card';

/** The calculator type selection (product.md §2), labelled Home. */
export function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title="Home" />
      <p className="text-base font-bold text-brand">Home</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        Choose a calculator
      </h1>
      <p className="mt-2 text-lg text-slate-800">
        Pick the installation you are testing or purging.
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <li>
          <CalculatorCard
            Icon={House}
            title="Domestic"
            description="Homes, IGEM/UP/1B Edition 4: let-by, tightness test and purge volume, installation volume up to 0.035 m³. Natural Gas, LPG and LPG/Air."
            to="/domestic"
          />
        </li>
        <li>
          <CalculatorCard
            Icon={Building2}
            title="Commercial"
            description="Small shops and offices, up to 6 inch pipework. IGE/UP/1A, installation volume up to 1 m³."
            to="/commercial"
          />
        </li>
        <li>
          <CalculatorCard
            Icon={Factory}
            title="Industrial"
            description="All pipe sizes, IGE/UP/1. Room classification, purge points and leakage rates."
            note="Professional plan"
            to="/industrial"
          />
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-300 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">Need help with a bigger job?</h2>
          <p className="text-base text-slate-800">
            Gas pipework, combustion and controls consultancy from experienced engineers.
          </p>
        </div>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to="/consultancy">
            <Briefcase aria-hidden="true" />
            Consultancy services
          </Link>
        </Button>
      </div>
      <SafetyNotice className="mt-8" />
    </div>
  );
}

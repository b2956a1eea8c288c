import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ENGINE_VERSION } from '@pipeproof/engine';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';
import { ComplianceStatusCard } from './compliance-status-card';
import { CommercialTightnessSection } from './sections/commercial-tightness-section';
import { DomesticSection } from './sections/domestic-section';
import { GasFactorsSection } from './sections/gas-factors-section';
import { IndustrialTightnessSection } from './sections/industrial-tightness-section';
import { LetBySection } from './sections/let-by-section';
import { PurgeSection } from './sections/purge-section';
import { RoundingSection } from './sections/rounding-section';
import { StandardsSection } from './sections/standards-section';
import { StrengthSection } from './sections/strength-section';
import { VolumesSection } from './sections/volumes-section';

/** The page's sections, in order, for the contents list (ids match each ReferenceSection). */
const CONTENTS = [
  { id: 'standards', title: 'Reference standards and scope' },
  { id: 'volumes', title: 'Installation volume' },
  { id: 'gas-factors', title: 'Gas factors and gauges' },
  { id: 'tightness-industrial', title: 'Tightness test (IGE/UP/1, industrial)' },
  { id: 'tightness-commercial', title: 'Tightness test (IGE/UP/1A, commercial)' },
  { id: 'let-by', title: 'Let-by test (existing installations)' },
  { id: 'strength', title: 'Strength test (new installations)' },
  { id: 'purge', title: 'Purge' },
  { id: 'domestic', title: 'Domestic test (IGEM/UP/1B Edition 4)' },
  { id: 'rounding', title: 'Rounding' },
] as const;

/**
 * /calculations: Reference & Calculations (product.md §2), open to everyone. Every table and constant
 * is read from the engine's own exports, so the page and the calculations cannot disagree.
 */
export function ReferencePage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
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
      <p className="mt-3 max-w-3xl text-lg text-slate-800">
        The standards PipeProof works to, and every table and formula its calculations use. The
        tables are the calculation engine&apos;s own (engine version {ENGINE_VERSION}), so what you
        read here is what the calculators do.
      </p>

      <ComplianceStatusCard />

      <nav
        aria-labelledby="contents-title"
        className="mt-6 rounded-xl border border-slate-300 bg-white p-5"
      >
        <h2 id="contents-title" className="text-lg font-bold">
          On this page
        </h2>
        <ul className="mt-2 grid sm:grid-cols-2">
          {CONTENTS.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="flex min-h-12 items-center text-base text-brand underline underline-offset-4 hover:no-underline"
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <SafetyNotice className="mt-6" />
      <StandardsSection />
      <VolumesSection />
      <GasFactorsSection />
      <IndustrialTightnessSection />
      <CommercialTightnessSection />
      <LetBySection />
      <StrengthSection />
      <PurgeSection />
      <DomesticSection />
      <RoundingSection />
    </div>
  );
}

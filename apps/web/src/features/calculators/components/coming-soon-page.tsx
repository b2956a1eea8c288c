import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction, House } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { SafetyNotice } from '../../../components/safety-notice';
import { Button } from '../../../components/ui/button';

interface ComingSoonPageProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** Honest stand-in for a calculator that is not built yet: says so and leads back home. */
export function ComingSoonPage({ title, subtitle, children }: ComingSoonPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-800">{subtitle}</p> : null}
      <section
        aria-labelledby="coming-soon-title"
        className="mt-8 rounded-xl border-2 border-slate-300 bg-white p-6"
      >
        <Construction aria-hidden="true" className="size-10 text-brand" />
        <h2 id="coming-soon-title" className="mt-3 text-xl font-bold">
          This calculator is coming soon
        </h2>
        <p className="mt-2 text-base text-slate-800">
          We are building and checking it against IGE/UP/1 now. It is not available yet, so please
          do not rely on PipeProof for this job today.
        </p>
        {children}
        <Button asChild className="mt-6">
          <Link to="/home">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </section>
      <SafetyNotice className="mt-8" />
    </div>
  );
}

import { Link } from 'react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="border-b border-slate-300 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[3fr_2fr] md:items-center md:py-16">
        <div>
          <p className="text-base font-bold text-brand">For Gas Safe registered engineers</p>
          <h1
            id="landing-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl"
          >
            Pipework testing and purging to IGE/UP/1, on your phone
          </h1>
          <p className="mt-5 text-lg text-slate-800">
            Strength, tightness, let-by and purge parameters for commercial and industrial gas
            pipework. Time the test, enter your readings, get PASS or FAIL and issue the certificate
            before you leave site.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/home">
                Try Free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/sign-in?mode=create">Create account</Link>
            </Button>
          </div>
          <p className="mt-4 text-base text-slate-800">
            No card needed for the Free plan.{' '}
            <Link to="/sign-in" className="font-semibold text-brand underline underline-offset-4">
              Sign in
            </Link>{' '}
            if you already have an account.
          </p>
        </div>
        <SampleResult />
      </div>
    </section>
  );
}

/** The sample certificate of product.md §2 (Company Settings preview): 32 mbar, 0 mbar drop, PASS. */
function SampleResult() {
  return (
    <figure className="rounded-2xl border-2 border-slate-900 bg-slate-50 p-5 shadow-lg">
      <figcaption className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        Example result
      </figcaption>
      <p className="mt-2 text-xl font-bold">Tightness test</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-base">
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-semibold text-slate-700">Test pressure</dt>
          <dd className="text-2xl font-extrabold">32 mbar</dd>
        </div>
        <div className="rounded-lg bg-white p-3">
          <dt className="text-sm font-semibold text-slate-700">Actual drop</dt>
          <dd className="text-2xl font-extrabold">0 mbar</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-green-700 p-3 text-xl font-extrabold text-white">
        <CircleCheck aria-hidden="true" className="size-6" />
        PASS
      </p>
    </figure>
  );
}

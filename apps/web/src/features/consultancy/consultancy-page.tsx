import { Link } from 'react-router';
import { ArrowLeft, Info } from 'lucide-react';
import { DocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { EnquiryActions } from './components/enquiry-actions';
import { ServiceCard } from './components/service-card';
import { CONSULTANCY_EMAIL } from './consultancy-constants';
import { CONSULTANCY_SERVICES, ENQUIRY_CHECKLIST } from './consultancy-services';

const STEPS = [
  {
    title: 'Send an enquiry',
    text: 'Tell us about the site, the installation and what you need.',
  },
  {
    title: 'Agree the scope',
    text: 'We talk it through, ask for anything else we need, and send a quote before any work starts.',
  },
  {
    title: 'We do the work',
    text: 'Review notes, written procedures, on-site support or training, as agreed.',
  },
] as const;

export function ConsultancyPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title="Consultancy" />
      <Button asChild variant="ghost" className="-ml-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>

      <header className="mt-4 max-w-3xl">
        <p className="text-sm font-bold tracking-wide text-orange-800 uppercase">Consultancy</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Gas pipework, combustion and control consultancy
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">
          Practical engineering support for commercial and industrial gas installations, from the
          first drawing to a plant that is safely in service. Talk to us about pipework design,
          testing and purging, burners and controls, or training for your team.
        </p>
        <EnquiryActions className="mt-6" />
      </header>

      <section aria-labelledby="services-heading" className="mt-12">
        <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          How we can help
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CONSULTANCY_SERVICES.map((service) => (
            <ServiceCard key={service.title} service={service} />
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="how-it-works-heading">
          <h2
            id="how-it-works-heading"
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            How it works
          </h2>
          <ol className="mt-6 space-y-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-900 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
                  <p className="text-base text-slate-800">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="enquiry-checklist-heading">
          <h2
            id="enquiry-checklist-heading"
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            What to include in your enquiry
          </h2>
          <ul className="mt-6 list-disc space-y-2 pl-6 text-base text-slate-800">
            {ENQUIRY_CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <aside
        aria-label="Responsibility on site"
        className="mt-12 flex gap-3 rounded-xl border border-slate-300 bg-slate-100 p-5 text-base text-slate-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-700" />
        <p>
          Consultancy advice supports the people responsible for an installation. It does not take
          over the duties of the Gas Safe registered engineer doing the work, or replace the
          site&apos;s DSEAR risk assessment.
        </p>
      </aside>

      <section
        aria-labelledby="enquiry-heading"
        className="mt-12 rounded-2xl bg-slate-900 p-6 text-white sm:p-8"
      >
        <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight">
          Talk to us about your project
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-slate-100">
          Email <span className="font-semibold break-words">{CONSULTANCY_EMAIL}</span> with a few
          details and we will get back to you.
        </p>
        <EnquiryActions className="mt-6" />
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { BackToHomeLink } from './back-to-home-link';
import { LegalContents } from './legal-contents';
import type { LegalSection } from './legal-section';

interface LegalDocumentProps {
  title: string;
  /** When the document's text last changed, as printed ('27 November 2026'). */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

// Running-text styles for the section bodies (no typography plugin in this build).
const PROSE =
  'text-base leading-relaxed text-slate-800 sm:text-lg ' +
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900 sm:[&_h3]:text-xl ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 ' +
  '[&_a]:font-semibold [&_a]:break-words [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline';

/** A numbered legal document: title, date, contents, then one h2 section each. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title={title} />
      <BackToHomeLink />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-base font-medium text-slate-700">Last updated: {lastUpdated}</p>
        <div className={`${PROSE} mt-2`}>{intro}</div>
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <LegalContents sections={sections} />
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6 border-t border-slate-200 py-8 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-bold tracking-tight text-slate-900"
              >
                {index + 1}. {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
          <div className="border-t border-slate-200 pt-6">
            <BackToHomeLink />
          </div>
        </div>
      </div>
    </div>
  );
}

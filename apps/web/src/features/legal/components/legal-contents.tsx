import { ChevronDown } from 'lucide-react';
import type { LegalSection } from './legal-section';

// 48 px rows on a phone; 44 px in the desktop side column, the smallest target allowed
// (architecture.md "Accessibility"), so the list stays short enough to sit beside the text.
const LINK =
  'flex min-h-12 items-center rounded-md px-2 py-1 text-base lg:min-h-11 font-medium text-slate-900 underline-offset-4 hover:bg-slate-100 hover:underline';

function ContentsList({ sections }: { sections: readonly Pick<LegalSection, 'id' | 'title'>[] }) {
  return (
    <ol className="mt-2 space-y-0.5">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={LINK}>
            <span className="mr-2 w-6 shrink-0 text-slate-700 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The list of sections: folded away on phones so the text starts near the top, and a sticky
 * side column on wide screens.
 */
export function LegalContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-label="Contents" className="mb-8 lg:mb-0">
      <details className="group rounded-xl border border-slate-300 bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 text-base font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          Contents ({sections.length} sections)
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-slate-200 px-2 pb-3">
          <ContentsList sections={sections} />
        </div>
      </details>
      {/* Scrolls on its own when taller than the window, so no entry is out of reach. */}
      <div className="hidden lg:sticky lg:top-6 lg:block lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto">
        <p className="px-2 text-sm font-bold tracking-wide text-slate-700 uppercase">Contents</p>
        <ContentsList sections={sections} />
      </div>
    </nav>
  );
}

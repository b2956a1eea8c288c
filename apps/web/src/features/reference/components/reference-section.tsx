import type { ReactNode } from 'react';

/** A top-level part of the page: an h2 with an anchor the contents list links to. */
export function ReferenceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sub-topic of a section (h3). */
export function ReferenceSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-8">
      <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

interface AuthPageShellProps {
  /** The browser tab's title (DocumentTitle adds ' · PipeProof'). */
  documentTitle: string;
  title: string;
  /** Between the heading and the card: a sentence, or an alert about the whole page. */
  lead?: ReactNode;
  /** Under the card. */
  after?: ReactNode;
  children: ReactNode;
}

/** The sign-in and password-reset pages: a heading over one card, a phone's width at most. */
export function AuthPageShell({ documentTitle, title, lead, after, children }: AuthPageShellProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <DocumentTitle title={documentTitle} />
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {lead}
      <div className="mt-6 rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
        {children}
      </div>
      {after}
    </div>
  );
}

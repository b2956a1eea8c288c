import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { DocumentTitle } from '../../components/document-title';

/** The session could not be checked (no signal, server down): say so and offer a retry. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <DocumentTitle title="Connection problem" />
      <h1 className="text-2xl font-bold">We could not reach PipeProof</h1>
      <p className="mt-3 text-base text-slate-800" role="alert">
        Your sign-in could not be checked. Check your signal or connection, then try again.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <DocumentTitle title="Page not found" />
      <p className="text-base font-bold text-brand">404</p>
      <h1 className="mt-1 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-base text-slate-800">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}

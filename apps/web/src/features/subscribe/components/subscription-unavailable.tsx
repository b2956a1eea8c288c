import { Link } from 'react-router';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';

/** product.md §2 Payment unavailable page: shown when this server has no payment key. */
export function SubscriptionUnavailable() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <DocumentTitle title="Subscription Service Unavailable" />
      <CreditCard aria-hidden="true" className="size-12 text-slate-700" />
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">
        Subscription Service Unavailable
      </h1>
      <p className="mt-3 text-base text-slate-800">
        Online payments are not configured on this server, so plans cannot be bought here. If you
        run this server, see the README to connect payments; otherwise ask your administrator to
        change your plan. You have not been charged.
      </p>
      <Button asChild className="mt-6">
        <Link to="/calc">
          <ArrowLeft aria-hidden="true" />
          Back to Application
        </Link>
      </Button>
    </div>
  );
}

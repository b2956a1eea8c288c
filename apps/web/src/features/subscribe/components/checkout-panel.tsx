import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import { TIER_POLICY, type PaidTier } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-client';
import { hardNavigate } from '../../../lib/hard-navigate';
import { useCreateCheckoutSession } from '../api/create-checkout-session';

const CHECKOUT_FAILED = 'Checkout could not be opened. Check your connection and try again.';

/**
 * A new subscription: off to Stripe's secure Checkout page, back with upgraded=true to `returnTo`
 * (the job the engineer was on, decision 0438) or to the account page.
 */
export function CheckoutPanel({ tier, returnTo }: { tier: PaidTier; returnTo: string | null }) {
  const checkout = useCreateCheckoutSession();
  const policy = TIER_POLICY[tier];
  const onCheckout = () =>
    checkout.mutate({ tier, returnTo }, { onSuccess: ({ url }) => hardNavigate(url) });
  const error = checkout.error;
  // Navigating away takes a moment after success: keep the button busy until the page goes.
  const isBusy = checkout.isPending || checkout.isSuccess;
  return (
    <section
      aria-labelledby="checkout-title"
      className="rounded-xl border-2 border-slate-300 bg-white p-5"
    >
      <h2 id="checkout-title" className="text-xl font-bold">
        Checkout
      </h2>
      <p className="mt-2 text-base text-slate-800">
        You pay £{policy.pricePerMonthGbp} a month by card on Stripe&apos;s secure payment page,
        monthly in advance. Cancel at any time: you keep {policy.label} to the end of the month you
        have paid for.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        {error ? (
          <FormAlert message={error instanceof ApiError ? error.userMessage : CHECKOUT_FAILED} />
        ) : null}
        <Button onClick={onCheckout} disabled={isBusy}>
          <CreditCard aria-hidden="true" />
          {isBusy ? 'Opening checkout…' : `Continue to payment`}
        </Button>
        <Button asChild variant="secondary">
          <Link to="/account">Back to your account</Link>
        </Button>
      </div>
    </section>
  );
}

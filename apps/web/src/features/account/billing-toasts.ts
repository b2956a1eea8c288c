import { UPGRADED_RETURN_TOASTS } from './upgraded-return-toasts';

/** Toasts of the account page's billing actions, in product.md's words (product.md §8). */
export const BILLING_TOASTS = {
  ...UPGRADED_RETURN_TOASTS,
  refreshed: 'Subscription Refreshed',
  cancelled: 'Subscription Cancelled',
  cancellationFailed: 'Cancellation Failed',
  planKept: 'Plan Kept',
  planKeepFailed: 'Could Not Keep Your Plan',
} as const;

/** product.md §5: the cancel confirmation, word for word. */
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.';

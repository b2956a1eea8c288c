/** Toasts of the account page's billing actions, in product.md's words (product.md §8). */
export const BILLING_TOASTS = {
  refreshed: 'Subscription Refreshed',
  refreshFailed: 'Refresh Failed',
  cancelled: 'Subscription Cancelled',
  cancellationFailed: 'Cancellation Failed',
  updated: 'Subscription Updated!',
  activated: 'Your subscription has been activated successfully.',
  planKept: 'Plan Kept',
  planKeepFailed: 'Could Not Keep Your Plan',
} as const;

/** product.md §5: the cancel confirmation, word for word. */
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.';

/**
 * The toasts of the return from Stripe Checkout (product.md §8), said by the app layout on any
 * page: in a module of their own, so every page's first load carries these three and not the
 * account page's (billing-toasts.ts).
 */
export const UPGRADED_RETURN_TOASTS = {
  updated: 'Subscription Updated!',
  activated: 'Your subscription has been activated successfully.',
  refreshFailed: 'Refresh Failed',
} as const;

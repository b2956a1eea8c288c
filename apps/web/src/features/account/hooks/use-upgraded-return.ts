import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { invalidateSubscription } from '../../../lib/billing-query-keys';
import { refreshSubscription } from '../api/refresh-subscription';
import { UPGRADED_RETURN_TOASTS as TOASTS } from '../upgraded-return-toasts';

/**
 * The return from Stripe Checkout (product.md §4): the URL carries upgraded=true, on the account page
 * or on the page the engineer upgraded from (decision 0438). Post a subscription refresh (the
 * webhook may not have arrived yet), say so, read the status and the user afresh and drop
 * `upgraded` from the address (keeping the page's own query, e.g. ?job=…), so a reload does not do
 * it again. Mounted once, in the app layout.
 */
export function useUpgradedReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const isReturn = new URLSearchParams(search).get('upgraded') === 'true';

  useEffect(() => {
    if (!isReturn || handled.current === pathname + search) return;
    handled.current = pathname + search;
    const rest = new URLSearchParams(search);
    rest.delete('upgraded');
    const query = rest.toString();
    void navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    refreshSubscription().then(
      () => {
        toast.success(TOASTS.updated, { description: TOASTS.activated });
        void invalidateSubscription(queryClient);
      },
      (error: unknown) => {
        toast.error(TOASTS.refreshFailed, {
          description: error instanceof ApiError ? error.userMessage : undefined,
        });
        void invalidateSubscription(queryClient);
      },
    );
  }, [isReturn, pathname, search, navigate, queryClient]);
}

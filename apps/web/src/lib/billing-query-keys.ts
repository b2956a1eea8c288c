import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './session';

/** GET /api/subscription-status (lib/subscription-status.ts). Kept apart: no zod here. */
export const SUBSCRIPTION_STATUS_QUERY_KEY = ['subscription-status'] as const;

/**
 * After anything that can change the plan (refresh, checkout return, cancel, plan change): the
 * subscription status and the user (whose tier drives the header badge and every gate) are read
 * afresh.
 */
export function invalidateSubscription(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  ]).then(() => undefined);
}

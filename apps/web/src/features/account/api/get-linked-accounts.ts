import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccounts } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
import { readArray, readRecord, readString } from '../../../lib/reply-readers';

export const LINKED_ACCOUNTS_QUERY_KEY = ['account', 'linked-accounts'] as const;

/** GET /api/auth/list-accounts (better-auth): how the user signs in (password, Google, OIDC). */
export async function getLinkedAccounts(): Promise<LinkedAccounts> {
  return readLinkedAccounts(await apiGet<unknown>('/api/auth/list-accounts'));
}

/**
 * The reply, read by hand as contracts' LinkedAccountsSchema reads it (only the provider of each
 * method: better-auth sends more), so the account page's first load carries no zod (decision 0877).
 */
export function readLinkedAccounts(value: unknown): LinkedAccounts {
  return readArray(value, 'accounts').map((item, index) => ({
    providerId: readString(
      readRecord(item, `accounts[${index}]`).providerId,
      `accounts[${index}].providerId`,
    ),
  }));
}

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: LINKED_ACCOUNTS_QUERY_KEY, queryFn: getLinkedAccounts });

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

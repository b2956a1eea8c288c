import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedAccountsSchema, type LinkedAccounts } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

export const LINKED_ACCOUNTS_QUERY_KEY = ['account', 'linked-accounts'] as const;

/** GET /api/auth/list-accounts (better-auth): how the user signs in (password, Google, OIDC). */
export async function getLinkedAccounts(): Promise<LinkedAccounts> {
  return LinkedAccountsSchema.parse(await apiGet<unknown>('/api/auth/list-accounts'));
}

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: LINKED_ACCOUNTS_QUERY_KEY, queryFn: getLinkedAccounts });

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

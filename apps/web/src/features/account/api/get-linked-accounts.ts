import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedAccountsSchema, type LinkedAccounts } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auth/list-accounts (better-auth): how the user signs in (password, Google, OIDC). */
export async function getLinkedAccounts(): Promise<LinkedAccounts> {
  return LinkedAccountsSchema.parse(await apiGet<unknown>('/api/auth/list-accounts'));
}

export const linkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'linked-accounts'], queryFn: getLinkedAccounts });

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions());
}

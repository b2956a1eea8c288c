import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@pipeproof/contracts';
import { apiGet } from './api-client';

export const getAppConfig = (): Promise<AppConfig> => apiGet<AppConfig>('/api/config');

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'] as const, queryFn: getAppConfig });

/** What this deployment offers (sign-in providers, payments, support address). */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

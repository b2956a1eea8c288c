import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@pipeproof/contracts';
import { apiGet } from './api-client';

export const APP_CONFIG_QUERY_KEY = ['config'] as const;

export const getAppConfig = (): Promise<AppConfig> => apiGet<AppConfig>('/api/config');

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: APP_CONFIG_QUERY_KEY, queryFn: getAppConfig });

/** What this deployment offers (sign-in providers, payments, support address). */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

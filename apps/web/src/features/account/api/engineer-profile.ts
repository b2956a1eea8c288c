import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngineerProfile, EngineerProfileBody } from '@pipeproof/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import { useDeviceOwner } from '../../../lib/session';
import {
  readStoredEngineerProfile,
  toEngineerProfile,
  writeStoredEngineerProfile,
} from '../storage/engineer-profile-storage';

export const ENGINEER_PROFILE_QUERY_KEY = ['engineer-profile'] as const;

/** GET /api/profile (product.md §7), kept on the device for the next job without signal. */
export async function getEngineerProfile(owner: Owner): Promise<EngineerProfile> {
  const profile = toEngineerProfile(await apiGet<unknown>('/api/profile'));
  writeStoredEngineerProfile(owner, profile);
  return profile;
}

/** PUT /api/profile: the whole profile; the answer is what the server stored (trimmed). */
export async function saveEngineerProfile(
  owner: Owner,
  body: EngineerProfileBody,
): Promise<EngineerProfile> {
  const profile = toEngineerProfile(await apiRequest<unknown>('PUT', '/api/profile', body));
  writeStoredEngineerProfile(owner, profile);
  return profile;
}

export function engineerProfileQueryOptions(owner: Owner) {
  return queryOptions({
    queryKey: [...ENGINEER_PROFILE_QUERY_KEY, owner],
    queryFn: () => getEngineerProfile(owner),
    enabled: owner !== DEVICE_OWNER,
    // The device copy shows at once, offline too (decision 0406); the server is still asked once
    // per page (updated at 0: already stale) and its answer wins.
    initialData: () => readStoredEngineerProfile(owner),
    initialDataUpdatedAt: 0,
    // The app's queries are never stale by default (product.md §7): without this the device copy
    // would never be checked against the server. Kept 5 minutes, like the signed-in user.
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in engineer's profile (undefined while unknown, or when signed out). */
export function useEngineerProfile() {
  const owner = useDeviceOwner();
  return { owner, ...useQuery(engineerProfileQueryOptions(owner)) };
}

export function useSaveEngineerProfile(owner: Owner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EngineerProfileBody) => saveEngineerProfile(owner, body),
    onSuccess: (profile) =>
      queryClient.setQueryData(engineerProfileQueryOptions(owner).queryKey, profile),
  });
}

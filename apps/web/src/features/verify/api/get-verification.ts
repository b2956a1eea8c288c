import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@pipeproof/contracts';
import { ApiError, apiGet } from '../../../lib/api-client';
import { readVerification } from './read-verification';

/**
 * GET /api/verify/:number (public). Null when there is no such certificate: not found (404), or a
 * number no certificate could have, which the server refuses as malformed (400).
 */
export async function getVerification(number: string): Promise<CertificateVerification | null> {
  try {
    return readVerification(await apiGet<unknown>(`/api/verify/${encodeURIComponent(number)}`));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One certificate's verification; numbers are compared in upper case. */
export const verificationQueryKey = (number: string) => ['verify', number.toUpperCase()] as const;

export function useVerification(number: string) {
  return useQuery(
    queryOptions({
      queryKey: verificationQueryKey(number),
      queryFn: () => getVerification(number),
      enabled: number !== '',
    }),
  );
}

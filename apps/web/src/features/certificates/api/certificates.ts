import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateSummary, JobSummary } from '@pipeproof/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The certificates the signed-in user has issued; issuing one invalidates ['certificates']. */
export const CERTIFICATES_QUERY_KEY = ['certificates'] as const;

/** POST /api/certificates: the server builds it from the saved job (decision 0430). */
export function issueCertificate(jobId: string): Promise<CertificateSummary> {
  return apiPost<CertificateSummary>('/api/certificates', { jobId });
}

/** The server's id of a job the calculator knows by its clientId, or null when not saved yet. */
export async function findServerJobId(jobClientId: string): Promise<string | null> {
  const jobs = await apiGet<JobSummary[]>('/api/jobs');
  return jobs.find((job) => job.clientId === jobClientId)?.id ?? null;
}

export function certificateHtmlUrl(number: string): string {
  return `/api/certificates/${encodeURIComponent(number)}`;
}

export function certificatePdfUrl(number: string): string {
  return `/api/certificates/${encodeURIComponent(number)}/pdf`;
}

export function useCertificates() {
  return useQuery(
    queryOptions({
      queryKey: CERTIFICATES_QUERY_KEY,
      queryFn: () => apiGet<CertificateSummary[]>('/api/certificates'),
      refetchOnMount: 'always',
    }),
  );
}

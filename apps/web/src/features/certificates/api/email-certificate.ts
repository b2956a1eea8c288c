import type { CertificateSummary, EmailCertificateRequestBody, Job } from '@pipeproof/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';

/**
 * POST /api/certificates/:number/email (decision 0812): queued to the customer with the PDF; the
 * answer is the certificate with this sending listed.
 */
export function emailCertificate(
  number: string,
  body: EmailCertificateRequestBody,
): Promise<CertificateSummary> {
  return apiPost<CertificateSummary>(`/api/certificates/${encodeURIComponent(number)}/email`, body);
}

/** The address the job remembers for its customer, or null (GET /api/jobs/:id). */
export async function fetchJobCustomerEmail(jobId: string): Promise<string | null> {
  const job = await apiGet<Job>(`/api/jobs/${encodeURIComponent(jobId)}`);
  return job.customerEmail ?? null;
}

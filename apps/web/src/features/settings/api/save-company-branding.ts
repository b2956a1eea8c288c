import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CompanyBrandingSchema,
  type CompanyBranding,
  type SaveCompanyBrandingRequest,
} from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { COMPANY_BRANDING_QUERY_KEY } from './company-branding-query';

/** POST /api/company-branding: the saved branding, or a 400 naming the field. */
export async function saveCompanyBranding(
  input: SaveCompanyBrandingRequest,
): Promise<CompanyBranding> {
  return CompanyBrandingSchema.parse(await apiPost<unknown>('/api/company-branding', input));
}

/** Saves, then the branding (and with it the theme and job defaults) shows the saved values. */
export function useSaveCompanyBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyBranding,
    onSuccess: (saved) => queryClient.setQueryData(COMPANY_BRANDING_QUERY_KEY, saved),
  });
}

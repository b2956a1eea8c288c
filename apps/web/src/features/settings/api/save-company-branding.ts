import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isHexColor,
  type CompanyBranding,
  type SaveCompanyBrandingRequest,
} from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { readRecord, readString, ReplyShapeError } from '../../../lib/reply-readers';
import { COMPANY_BRANDING_QUERY_KEY } from './company-branding-query';

/** POST /api/company-branding: the saved branding, or a 400 naming the field. */
export async function saveCompanyBranding(
  input: SaveCompanyBrandingRequest,
): Promise<CompanyBranding> {
  return readCompanyBranding(await apiPost<unknown>('/api/company-branding', input));
}

/**
 * The saved branding, read by hand as contracts' CompanyBrandingSchema reads it, so /settings'
 * first load carries no zod (decision 0878). Typed: a field added to CompanyBranding does not
 * compile until it is read here.
 */
export function readCompanyBranding(value: unknown): CompanyBranding {
  const reply = readRecord(value, 'branding');
  const text = (field: keyof CompanyBranding) => readString(reply[field], `branding.${field}`);
  const color = (field: 'primaryColor' | 'secondaryColor') => {
    const hex = text(field);
    if (!isHexColor(hex)) throw new ReplyShapeError(`branding.${field}`);
    return hex;
  };
  return {
    companyName: text('companyName'),
    companyAddress: text('companyAddress'),
    companyPhone: text('companyPhone'),
    companyEmail: text('companyEmail'),
    companyWebsite: text('companyWebsite'),
    footerText: text('footerText'),
    primaryColor: color('primaryColor'),
    secondaryColor: color('secondaryColor'),
    engineerName: text('engineerName'),
    gasSafeNumber: text('gasSafeNumber'),
    engineerSignatureUrl: text('engineerSignatureUrl'),
    logoUrl: text('logoUrl'),
  };
}

/** Saves, then the branding (and with it the theme and job defaults) shows the saved values. */
export function useSaveCompanyBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyBranding,
    onSuccess: (saved) => queryClient.setQueryData(COMPANY_BRANDING_QUERY_KEY, saved),
  });
}

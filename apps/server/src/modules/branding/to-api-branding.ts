import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type CompanyBranding,
} from '@pipeproof/contracts';
import { uploadedImageUrl } from '../uploads/uploaded-image-url';
import type { CompanyBrandingRow } from './branding-row';

/** product.md §3: every field '' until set, colours #2563eb and #64748b. */
export const EMPTY_BRANDING: CompanyBranding = {
  companyName: '',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  companyWebsite: '',
  footerText: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  engineerName: '',
  gasSafeNumber: '',
  engineerSignatureUrl: '',
  logoUrl: '',
};

export function toApiBranding(row: CompanyBrandingRow | undefined): CompanyBranding {
  if (!row) return EMPTY_BRANDING;
  return {
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    companyPhone: row.companyPhone,
    companyEmail: row.companyEmail,
    companyWebsite: row.companyWebsite,
    footerText: row.footerText,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    engineerName: row.engineerName,
    gasSafeNumber: row.gasSafeNumber,
    engineerSignatureUrl: row.signatureImageId ? uploadedImageUrl(row.signatureImageId) : '',
    logoUrl: row.logoImageId ? uploadedImageUrl(row.logoImageId) : '',
  };
}

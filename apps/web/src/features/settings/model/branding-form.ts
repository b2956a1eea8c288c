import type { CompanyBranding, ParsedSaveCompanyBrandingRequest } from '@pipeproof/contracts';

/** The form holds exactly the branding fields, as text (product.md §3 Company branding). */
export type BrandingFormValues = CompanyBranding;
export type BrandingField = keyof BrandingFormValues;
export type BrandingFormErrors = Partial<Record<BrandingField, string>>;

/** In the order the page shows them: the first one with an error gets the focus. */
export const BRANDING_FIELD_ORDER: readonly BrandingField[] = [
  'companyName',
  'companyAddress',
  'companyPhone',
  'companyEmail',
  'companyWebsite',
  'footerText',
  'engineerName',
  'gasSafeNumber',
  'primaryColor',
  'secondaryColor',
];

export type BrandingFormCheck =
  | { ok: true; request: ParsedSaveCompanyBrandingRequest }
  | { ok: false; errors: BrandingFormErrors };

export function firstInvalidField(errors: BrandingFormErrors): BrandingField | undefined {
  return BRANDING_FIELD_ORDER.find((field) => errors[field]);
}

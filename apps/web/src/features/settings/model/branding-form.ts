import {
  SaveCompanyBrandingRequestSchema,
  type CompanyBranding,
  type ParsedSaveCompanyBrandingRequest,
} from '@pipeproof/contracts';

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

/**
 * Checks the form with the same contract the server uses (product.md §5 Company settings): 'Company
 * name is required', 'Invalid email', 'Invalid hex color'; one message per field.
 */
export function checkBrandingForm(values: BrandingFormValues): BrandingFormCheck {
  const parsed = SaveCompanyBrandingRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: BrandingFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as BrandingField]) {
      errors[field as BrandingField] = issue.message;
    }
  }
  return { ok: false, errors };
}

export function firstInvalidField(errors: BrandingFormErrors): BrandingField | undefined {
  return BRANDING_FIELD_ORDER.find((field) => errors[field]);
}

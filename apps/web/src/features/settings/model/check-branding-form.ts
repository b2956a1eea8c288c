import { SaveCompanyBrandingRequestSchema } from '@pipeproof/contracts';
import type {
  BrandingField,
  BrandingFormCheck,
  BrandingFormErrors,
  BrandingFormValues,
} from './branding-form';

/*
 * The form's check before saving, with zod: loaded with import() when the engineer first focuses
 * the form, or on Save, so that /settings' first load does not carry zod (decision 0878).
 */

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

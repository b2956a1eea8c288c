import { z } from 'zod';
import { isEmailAddress } from '../auth/email-address';
import { isStorableText } from '../text/storable-text';
import {
  BRANDING_FIELD_MESSAGES,
  BRANDING_TEXT_MAX_CHARS,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  HEX_COLOR_PATTERN,
  UPLOADED_IMAGE_PATH_PREFIX,
} from './branding-defaults';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `/api/uploads/<uuid>`: an image uploaded through the app (decision 0701). */
export const UPLOADED_IMAGE_PATH_PATTERN = new RegExp(
  `^${UPLOADED_IMAGE_PATH_PREFIX.replaceAll('/', '\\/')}(${UUID})$`,
);

type TextField = keyof typeof BRANDING_TEXT_MAX_CHARS;

/** Optional free text (product.md §5: 'other fields optional free text'), trimmed; absent means ''. */
function freeText(field: TextField, label: string) {
  const max = BRANDING_TEXT_MAX_CHARS[field];
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine(isStorableText, { error: `${label} contains characters that cannot be stored.` })
    .default('');
}

function hexColor() {
  return z
    .string({ error: BRANDING_FIELD_MESSAGES.invalidHexColor })
    .trim()
    .regex(HEX_COLOR_PATTERN, { error: BRANDING_FIELD_MESSAGES.invalidHexColor })
    .transform((hex) => hex.toLowerCase());
}

function imageReference(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .refine((url) => url === '' || UPLOADED_IMAGE_PATH_PATTERN.test(url), {
      error: `${label} must be empty or the address of an uploaded image (/api/uploads/…).`,
    })
    .optional();
}

/**
 * POST /api/company-branding (product.md §5 Company settings): companyName required, companyEmail a
 * valid e-mail or empty, both colours '#rrggbb', the rest free text. logoUrl and
 * engineerSignatureUrl may be left out (kept as they are), '' (removed) or an image the user
 * uploaded; new images arrive through their own upload routes (decision 0700).
 */
export const SaveCompanyBrandingRequestSchema = z.object({
  companyName: z
    .string({ error: BRANDING_FIELD_MESSAGES.companyNameRequired })
    .trim()
    .min(1, { error: BRANDING_FIELD_MESSAGES.companyNameRequired })
    .max(BRANDING_TEXT_MAX_CHARS.companyName, {
      error: `Company name must be at most ${BRANDING_TEXT_MAX_CHARS.companyName} characters.`,
    })
    .refine(isStorableText, { error: 'Company name contains characters that cannot be stored.' }),
  companyAddress: freeText('companyAddress', 'Company address'),
  companyPhone: freeText('companyPhone', 'Company phone'),
  companyEmail: z
    .string({ error: BRANDING_FIELD_MESSAGES.invalidEmail })
    .trim()
    .max(BRANDING_TEXT_MAX_CHARS.companyEmail, { error: BRANDING_FIELD_MESSAGES.invalidEmail })
    .refine((email) => email === '' || isEmailAddress(email), {
      error: BRANDING_FIELD_MESSAGES.invalidEmail,
    })
    .default(''),
  companyWebsite: freeText('companyWebsite', 'Company website'),
  footerText: freeText('footerText', 'Footer text'),
  primaryColor: hexColor().default(DEFAULT_PRIMARY_COLOR),
  secondaryColor: hexColor().default(DEFAULT_SECONDARY_COLOR),
  engineerName: freeText('engineerName', 'Engineer name'),
  gasSafeNumber: freeText('gasSafeNumber', 'Gas Safe number'),
  logoUrl: imageReference('Logo URL'),
  engineerSignatureUrl: imageReference('Engineer signature URL'),
});
export type SaveCompanyBrandingRequest = z.input<typeof SaveCompanyBrandingRequestSchema>;
export type ParsedSaveCompanyBrandingRequest = z.output<typeof SaveCompanyBrandingRequestSchema>;

/**
 * GET and POST /api/company-branding answer (product.md §3 Company branding): every field a string,
 * '' when not set; colours default to #2563eb and #64748b; image URLs are app paths.
 */
export const CompanyBrandingSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  companyPhone: z.string(),
  companyEmail: z.string(),
  companyWebsite: z.string(),
  footerText: z.string(),
  primaryColor: z.string().regex(HEX_COLOR_PATTERN),
  secondaryColor: z.string().regex(HEX_COLOR_PATTERN),
  engineerName: z.string(),
  gasSafeNumber: z.string(),
  engineerSignatureUrl: z.string(),
  logoUrl: z.string(),
});
export type CompanyBranding = z.infer<typeof CompanyBrandingSchema>;

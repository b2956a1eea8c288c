/**
 * Company branding values without zod (decision 0202: the web app's first load applies the theme
 * and must not pull the schema library in). The schemas are in company-branding.ts.
 */

/** product.md §3 Company branding and §9: the colours a company starts with. */
export const DEFAULT_PRIMARY_COLOR = '#2563eb';
export const DEFAULT_SECONDARY_COLOR = '#64748b';

/** '#' and six hex digits (product.md §5 Company settings). */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** product.md §5 and §9: the largest logo or signature accepted, 5 MB (5242880 bytes). */
export const UPLOAD_MAX_BYTES = 5_242_880;

/** Where the app serves an uploaded image: `/api/uploads/<uuid>` (decision 0701). */
export const UPLOADED_IMAGE_PATH_PREFIX = '/api/uploads/';

/** The branding form's messages, word for word from product.md §5. */
export const BRANDING_FIELD_MESSAGES = {
  companyNameRequired: 'Company name is required',
  invalidEmail: 'Invalid email',
  invalidHexColor: 'Invalid hex color',
} as const;

/** Longest text kept per branding field (characters). */
export const BRANDING_TEXT_MAX_CHARS = {
  companyName: 200,
  companyAddress: 500,
  companyPhone: 50,
  companyEmail: 254,
  companyWebsite: 300,
  footerText: 500,
  engineerName: 200,
  gasSafeNumber: 50,
} as const;

import { z } from 'zod';

/** POST /api/company-branding/upload-url answer (product.md §7): where to PUT the raw logo file. */
export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/** POST /api/company-branding/logo body: the upload URL without its query string (product.md §7). */
export const SaveLogoRequestSchema = z.object({
  logoUrl: z
    .string({ error: 'logoUrl is required: send the upload URL without its query string.' })
    .trim()
    .min(1, { error: 'logoUrl is required: send the upload URL without its query string.' })
    .max(2048, { error: 'logoUrl must be at most 2048 characters.' }),
});
export type SaveLogoRequest = z.infer<typeof SaveLogoRequestSchema>;

/** POST /api/company-branding/logo answer: where the app now serves the logo. */
export const SaveLogoResponseSchema = z.object({ logoUrl: z.string() });
export type SaveLogoResponse = z.infer<typeof SaveLogoResponseSchema>;

/** POST /api/upload/signature answer (product.md §7): stored as engineerSignatureUrl. */
export const SignatureUploadResponseSchema = z.object({ url: z.string() });
export type SignatureUploadResponse = z.infer<typeof SignatureUploadResponseSchema>;

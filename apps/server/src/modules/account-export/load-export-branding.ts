import type { CompanyBranding } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { findBrandingRow } from '../branding/branding-row';
import { toApiBranding } from '../branding/to-api-branding';
import type { ImageStorage } from '../uploads/image-storage';

export const LOGO_FILE = 'images/logo.png';
export const SIGNATURE_FILE = 'images/signature.png';

/** company-branding.json: the saved fields, and which files of the ZIP hold the images. */
export type ExportBranding = Omit<CompanyBranding, 'logoUrl' | 'engineerSignatureUrl'> & {
  readonly logoFile: string | null;
  readonly signatureFile: string | null;
};

export interface ExportBrandingWithImages {
  /** Null when the user never saved branding. */
  readonly branding: ExportBranding | null;
  /** The stored PNGs as uploaded and re-encoded (decision 0702), or null. */
  readonly logoPng: Buffer | null;
  readonly signaturePng: Buffer | null;
}

/**
 * The user's company branding and its images, read through the image storage (local disk or S3,
 * decision 0701), whatever the user's plan now: saved branding stays the user's data after a
 * downgrade. A storage failure fails the export rather than leave an image out unnoticed.
 */
export async function loadExportBranding(
  db: Db,
  storage: ImageStorage,
  userId: string,
): Promise<ExportBrandingWithImages> {
  const row = await findBrandingRow(db, userId);
  if (!row) return { branding: null, logoPng: null, signaturePng: null };
  // One at a time; each is a small re-encoded PNG.
  const logoPng = row.logoImageId ? await storage.readImage(row.logoImageId) : null;
  const signaturePng = row.signatureImageId ? await storage.readImage(row.signatureImageId) : null;
  // The app's own image URLs mean nothing outside it: the ZIP names its files instead.
  const { logoUrl: _logoUrl, engineerSignatureUrl: _signatureUrl, ...fields } = toApiBranding(row);
  return {
    branding: {
      ...fields,
      logoFile: logoPng ? LOGO_FILE : null,
      signatureFile: signaturePng ? SIGNATURE_FILE : null,
    },
    logoPng,
    signaturePng,
  };
}

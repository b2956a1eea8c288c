import type { CompanyBranding } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import type { ImageStorage } from '../uploads/image-storage';
import { findBrandingRow } from './branding-row';
import { toApiBranding } from './to-api-branding';

export interface BrandingForCertificate {
  branding: CompanyBranding;
  /** The re-encoded PNGs, or null when there is none. */
  logoPng: Buffer | null;
  signaturePng: Buffer | null;
}

/**
 * What a white-label certificate needs (decision 0430): the company's branding with its logo and the
 * engineer's signature as PNG bytes, read straight from storage (no HTTP round trip). Null when
 * the user has never saved branding. The caller decides whether the tier allows white label.
 */
export async function getBrandingForCertificate(
  db: Db,
  storage: ImageStorage,
  userId: string,
): Promise<BrandingForCertificate | null> {
  const row = await findBrandingRow(db, userId);
  if (!row) return null;
  const [logoPng, signaturePng] = await Promise.all([
    row.logoImageId ? storage.readImage(row.logoImageId) : null,
    row.signatureImageId ? storage.readImage(row.signatureImageId) : null,
  ]);
  return { branding: toApiBranding(row), logoPng, signaturePng };
}

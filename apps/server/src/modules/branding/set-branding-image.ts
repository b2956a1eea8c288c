import type { CompanyBranding } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { deleteUploadedImage } from '../uploads/delete-uploaded-image';
import type { ImageStorage, UploadPurpose } from '../uploads/image-storage';
import { updateBrandingRow } from './branding-row';
import { toApiBranding } from './to-api-branding';

/**
 * Makes `imageId` the user's logo or signature (product.md §7: the logo route and the signature upload
 * save it at once), creating the branding row if needed; the image it replaces is deleted.
 */
export async function setBrandingImage(
  db: Db,
  storage: ImageStorage,
  input: { userId: string; purpose: UploadPurpose; imageId: string },
): Promise<CompanyBranding> {
  const { userId, purpose, imageId } = input;
  const change = purpose === 'logo' ? { logoImageId: imageId } : { signatureImageId: imageId };
  const { row, previous } = await updateBrandingRow(db, userId, change);
  const previousId = previous[purpose];
  if (previousId && previousId !== imageId) await deleteUploadedImage(db, storage, previousId);
  return toApiBranding(row);
}

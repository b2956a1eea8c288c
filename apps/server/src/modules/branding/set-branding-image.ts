import type { CompanyBranding } from '@pipeproof/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyBranding } from '../../db/schema';
import { deleteUploadedImage } from '../uploads/delete-uploaded-image';
import type { ImageStorage, UploadPurpose } from '../uploads/image-storage';
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
  const { previousId, row } = await db.transaction(async (tx) => {
    await tx.insert(companyBranding).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select({ logo: companyBranding.logoImageId, signature: companyBranding.signatureImageId })
      .from(companyBranding)
      .where(eq(companyBranding.userId, userId))
      .for('update');
    const change = purpose === 'logo' ? { logoImageId: imageId } : { signatureImageId: imageId };
    const [updated] = await tx
      .update(companyBranding)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(companyBranding.userId, userId))
      .returning();
    return { previousId: current?.[purpose] ?? null, row: updated };
  });
  if (previousId && previousId !== imageId) await deleteUploadedImage(db, storage, previousId);
  return toApiBranding(row);
}

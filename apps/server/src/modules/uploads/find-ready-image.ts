import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import type { UploadPurpose } from './image-storage';

export interface ReadyImage {
  id: string;
  purpose: UploadPurpose;
}

/** The user's checked image with this id, or null (missing, unfinished or someone else's). */
export async function findReadyImage(
  db: Db,
  userId: string,
  id: string,
): Promise<ReadyImage | null> {
  const [row] = await db
    .select({ id: uploadedImages.id, purpose: uploadedImages.purpose })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, id),
        eq(uploadedImages.userId, userId),
        eq(uploadedImages.status, 'ready'),
      ),
    );
  if (!row) return null;
  return { id: row.id, purpose: row.purpose === 'signature' ? 'signature' : 'logo' };
}

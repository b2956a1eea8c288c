import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import { deleteUploadedImage } from './delete-uploaded-image';
import type { ImageStorage } from './image-storage';

/** Uploads started but never finished are forgotten after an hour. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** Tidies the user's abandoned uploads (started, maybe sent, never saved as their logo). */
export async function deleteStaleUploads(
  db: Db,
  storage: ImageStorage,
  userId: string,
  now: Date,
): Promise<void> {
  const stale = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.userId, userId),
        inArray(uploadedImages.status, ['pending', 'received']),
        lt(uploadedImages.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    );
  for (const { id } of stale) await deleteUploadedImage(db, storage, id);
}

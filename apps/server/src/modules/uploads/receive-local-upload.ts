import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import type { UploadPurpose } from './image-storage';
import type { LocalImageStorage } from './local-image-storage';
import { sniffImage } from './sniff-image';
import { uploadError, UPLOAD_MESSAGES } from './upload-errors';

/**
 * The app's side of `PUT {uploadURL}` for local storage, after the URL's signature and expiry
 * were checked: refuses what is plainly not an image at once (the full check and re-encoding
 * happen when the logo is saved), then keeps the raw file. Each URL works once.
 */
export async function receiveLocalUpload(
  db: Db,
  storage: LocalImageStorage,
  upload: { id: string; purpose: UploadPurpose; bytes: Buffer },
): Promise<void> {
  await sniffImage(upload.bytes);
  const [claimed] = await db
    .update(uploadedImages)
    .set({ status: 'received' })
    .where(
      and(
        eq(uploadedImages.id, upload.id),
        eq(uploadedImages.purpose, upload.purpose),
        eq(uploadedImages.status, 'pending'),
      ),
    )
    .returning({ id: uploadedImages.id });
  if (!claimed) throw uploadError('CONFLICT', UPLOAD_MESSAGES.usedLink);
  try {
    await storage.writeRawUpload(upload.id, upload.bytes);
  } catch (error) {
    await db
      .update(uploadedImages)
      .set({ status: 'pending' })
      .where(eq(uploadedImages.id, upload.id));
    throw error;
  }
}

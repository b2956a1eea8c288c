import { UPLOAD_MAX_BYTES } from '@pipeproof/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import { deleteUploadedImage } from './delete-uploaded-image';
import { UploadTooLargeError, type ImageStorage, type UploadPurpose } from './image-storage';
import { reencodeImage } from './reencode-image';
import { tooLargeError, uploadError, UPLOAD_MESSAGES } from './upload-errors';

/**
 * Turns a direct upload into a servable image: reads the raw file from storage (local folder or
 * S3), checks and re-encodes it to PNG, stores the PNG and marks the upload 'ready'. A bad file
 * spends the upload (row and raw file go); saying so is the caller's 400/413.
 */
export async function finalizeUpload(
  db: Db,
  storage: ImageStorage,
  upload: { userId: string; id: string; purpose: UploadPurpose; field: string },
): Promise<void> {
  const [row] = await db
    .select({ status: uploadedImages.status })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, upload.id),
        eq(uploadedImages.userId, upload.userId),
        eq(uploadedImages.purpose, upload.purpose),
      ),
    );
  if (!row) throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notAnUploadUrl, upload.field);
  if (row.status === 'ready') return;

  let raw: Buffer | null;
  try {
    raw = await storage.readRawUpload(upload.id, UPLOAD_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    await deleteUploadedImage(db, storage, upload.id);
    throw tooLargeError();
  }
  if (raw === null)
    throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notUploaded, upload.field);

  let image;
  try {
    image = await reencodeImage(raw);
  } catch (error) {
    await deleteUploadedImage(db, storage, upload.id);
    throw error;
  }
  await storage.writeImage(upload.id, image.png);
  await db
    .update(uploadedImages)
    .set({
      status: 'ready',
      byteSize: image.png.length,
      widthPx: image.widthPx,
      heightPx: image.heightPx,
    })
    .where(eq(uploadedImages.id, upload.id));
  await storage.deleteRawUpload(upload.id);
}

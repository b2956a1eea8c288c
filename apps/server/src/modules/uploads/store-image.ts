import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import { deleteUploadedImage } from './delete-uploaded-image';
import type { ImageStorage, UploadPurpose } from './image-storage';
import { reencodeImage } from './reencode-image';

/**
 * Stores an image that came in the request itself (the signature's multipart upload): checked and
 * re-encoded first, then a 'ready' row and its PNG. Returns the new image id.
 */
export async function storeImage(
  db: Db,
  storage: ImageStorage,
  input: { userId: string; purpose: UploadPurpose; bytes: Buffer },
): Promise<string> {
  const image = await reencodeImage(input.bytes);
  const [row] = await db
    .insert(uploadedImages)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      status: 'ready',
      byteSize: image.png.length,
      widthPx: image.widthPx,
      heightPx: image.heightPx,
    })
    .returning({ id: uploadedImages.id });
  if (!row) throw new Error('insert returned no row');
  try {
    await storage.writeImage(row.id, image.png);
  } catch (error) {
    await deleteUploadedImage(db, storage, row.id);
    throw error;
  }
  return row.id;
}

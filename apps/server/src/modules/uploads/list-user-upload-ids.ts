import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';

/** Every upload of the user, whatever its state (pending, received, ready; used or not). */
export async function listUserUploadIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(eq(uploadedImages.userId, userId));
  return rows.map((row) => row.id);
}

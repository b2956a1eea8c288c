import type { ImageStorage } from './image-storage';

/**
 * Deletes the stored bytes of these uploads, raw file and served PNG, whichever exist. Never
 * throws: answers the ids whose bytes could not all be deleted (storage unreachable), so the
 * caller can log them and carry on.
 */
export async function deleteStoredUploads(
  storage: ImageStorage,
  ids: readonly string[],
): Promise<{ failedIds: string[]; errors: unknown[] }> {
  const failedIds: string[] = [];
  const errors: unknown[] = [];
  for (const id of ids) {
    const results = await Promise.allSettled([
      storage.deleteImage(id),
      storage.deleteRawUpload(id),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    if (rejected.length > 0) {
      failedIds.push(id);
      errors.push(...rejected.map((result) => result.reason as unknown));
    }
  }
  return { failedIds, errors };
}

import { UPLOADED_IMAGE_PATH_PATTERN, UPLOADED_IMAGE_PATH_PREFIX } from '@pipeproof/contracts';

/** Where the app serves an uploaded image (GET /api/uploads/:id, owner only). */
export function uploadedImageUrl(id: string): string {
  return `${UPLOADED_IMAGE_PATH_PREFIX}${id}`;
}

/** The id in an `/api/uploads/<id>` path, or null. */
export function idFromUploadedImageUrl(url: string): string | null {
  return UPLOADED_IMAGE_PATH_PATTERN.exec(url)?.[1] ?? null;
}

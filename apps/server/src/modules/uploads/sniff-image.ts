import { uploadError, UPLOAD_MESSAGES } from './upload-errors';

/**
 * Formats accepted, by their content (architecture.md §4): what file-type recognises and sharp
 * decodes. SVG is text, which file-type does not recognise: it is refused like any other
 * non-image, with its own sentence (an SVG can carry script).
 */
const ACCEPTED_MIME_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);

export interface SniffedImage {
  mimeType: string;
}

/** The image's real type from its bytes; a 400 naming `field` when it is not one we accept. */
export async function sniffImage(bytes: Buffer, field = 'file'): Promise<SniffedImage> {
  if (bytes.length === 0) throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.empty, field);
  // Loaded on the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && ACCEPTED_MIME_TYPES.has(detected.mime)) return { mimeType: detected.mime };
  if (looksLikeSvg(bytes)) {
    throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.svgRefused, field);
  }
  throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notAnImage, field);
}

/** Only to choose the message: SVG is refused either way. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').toLowerCase();
  return head.includes('<svg');
}

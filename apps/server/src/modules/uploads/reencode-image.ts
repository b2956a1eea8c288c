import { UPLOAD_MAX_BYTES } from '@pipeproof/contracts';
import { tooLargeError, uploadError, UPLOAD_MESSAGES } from './upload-errors';
import { sniffImage } from './sniff-image';

/** Large enough for a sharp print at A4, small enough to keep certificates light. */
const MAX_EDGE_PX = 1600;
/** Refuse decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ReencodedImage {
  png: Buffer;
  widthPx: number;
  heightPx: number;
}

/**
 * Every upload goes through here before it is stored for serving (architecture.md §4): at most 5 MB,
 * an image by its content (not its name or Content-Type), decoded and re-encoded by sharp to a
 * fresh PNG with no metadata, turned upright (EXIF) and fitted within 1600 px. What comes out is
 * pixels only: nothing of the original file survives to be run or sniffed.
 */
export async function reencodeImage(bytes: Buffer, field = 'file'): Promise<ReencodedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLargeError();
  await sniffImage(bytes, field);
  // Loaded on the first upload, not at start-up (sharp is a tenth of a second of every start).
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, widthPx: info.width, heightPx: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.tooManyPixels, field);
    }
    throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.unreadable, field);
  }
}

import { AppError } from '../../app-error';

/** Every refusal an upload can get, in words for the engineer (product.md §5 and §8 where it has them). */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File too large. Please select a file smaller than 5MB.',
  notAnImage: 'Invalid file type. Please select an image file (PNG, JPG, GIF, etc.).',
  svgRefused:
    'Invalid file type. SVG images are not accepted: please select a PNG, JPG, GIF or WebP image.',
  unreadable: 'The image could not be read. Please select another image file.',
  tooManyPixels: 'The image is too large in pixels. Please select an image under 50 megapixels.',
  empty: 'The upload is empty. Please select an image file.',
  badLink: 'This upload link is not valid. Please start the upload again.',
  expiredLink: 'This upload link has expired. Please start the upload again.',
  usedLink: 'This upload link has already been used. Please start the upload again.',
  notUploaded: 'The logo file has not been uploaded yet: PUT the file to the upload URL first.',
  notAnUploadUrl: 'logoUrl is not an upload URL from this server.',
  notMultipart:
    'Send the signature as multipart/form-data with the PNG image in a file part named file.',
  noFilePart: 'The request has no file part: send the signature image in a part named file.',
  malformedMultipart:
    'The upload is not a complete multipart/form-data body. Please select the image and try again.',
  tooManyParts: 'The form has too many parts: send only the signature image, in a part named file.',
  rateLimited:
    'You have uploaded a lot of files in a short time. Please wait a minute and try again.',
  imageNotFound: 'Image not found.',
} as const;

export function uploadError(
  code: 'VALIDATION_ERROR' | 'PAYLOAD_TOO_LARGE' | 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND',
  message: string,
  field?: string,
): AppError {
  return new AppError(code, message, field === undefined ? {} : { field });
}

export const tooLargeError = () =>
  uploadError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge, 'file');
export const imageNotFoundError = () => uploadError('NOT_FOUND', UPLOAD_MESSAGES.imageNotFound);

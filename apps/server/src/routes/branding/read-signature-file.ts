import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { tooLargeError, uploadError, UPLOAD_MESSAGES } from '../../modules/uploads/upload-errors';

/** @fastify/multipart's limit errors: the form, not the file, is too big. */
const FORM_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The bytes of the signature's file part (POST /api/upload/signature). Everything read here is
 * the client's stream, so whatever goes wrong while reading it — no boundary, a truncated body,
 * a broken part header (busboy's plain `Error`s), a limit, a closed connection — is the client's
 * mistake: 400 (413 for the file's size), never a 500 (docs/decisions/0109).
 */
export async function readSignatureFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notMultipart, 'file');
  }
  try {
    const part = await request.file();
    if (!part) throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.noFilePart, 'file');
    return await part.toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
}

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeError();
  if (typeof code === 'string' && FORM_LIMIT_CODES.has(code)) {
    return uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.tooManyParts, 'file');
  }
  return uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.malformedMultipart, 'file');
}

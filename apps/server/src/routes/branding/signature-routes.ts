import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, type SignatureUploadResponse } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { assertCanBrand } from '../../modules/branding/assert-can-brand';
import { setBrandingImage } from '../../modules/branding/set-branding-image';
import { storeImage } from '../../modules/uploads/store-image';
import { tooLargeError, uploadError, UPLOAD_MESSAGES } from '../../modules/uploads/upload-errors';
import type { BrandingRouteDeps } from './branding-plugin';

/**
 * POST /api/upload/signature (spec §7): a multipart form with the signature PNG in a file part.
 * Checked and re-encoded like every upload, saved as the engineer's signature at once
 * ('Signature Saved'), answered with its URL (engineerSignatureUrl).
 */
export async function registerSignatureRoutes(
  app: FastifyInstance,
  deps: BrandingRouteDeps,
): Promise<void> {
  const { database, sessions, storage, limitUploads } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(
    '/api/upload/signature',
    { onRequest: limitUploads },
    async (request, reply): Promise<SignatureUploadResponse> => {
      const user = await sessions.requireUser(request, reply);
      assertCanBrand(user.subscriptionTier);
      if (!request.isMultipart()) {
        throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notMultipart, 'file');
      }
      const part = await request.file();
      if (!part) throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.noFilePart, 'file');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) throw tooLargeError();
        throw error;
      }
      const imageId = await storeImage(database.db, storage, {
        userId: user.id,
        purpose: 'signature',
        bytes,
      });
      const branding = await setBrandingImage(database.db, storage, {
        userId: user.id,
        purpose: 'signature',
        imageId,
      });
      return { url: branding.engineerSignatureUrl };
    },
  );
}

function isFileTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

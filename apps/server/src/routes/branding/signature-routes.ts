import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, type SignatureUploadResponse } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { setBrandingImage } from '../../modules/branding/set-branding-image';
import { storeImage } from '../../modules/uploads/store-image';
import { assertFeature } from '../../modules/users/assert-feature';
import type { BrandingRouteDeps } from './branding-plugin';
import { readSignatureFile } from './read-signature-file';

/**
 * POST /api/upload/signature (product.md §7): a multipart form with the signature PNG in a file part.
 * Checked and re-encoded like every upload, saved as the engineer's signature at once
 * ('Signature Saved'), answered with its URL (engineerSignatureUrl).
 */
export async function registerSignatureRoutes(
  app: FastifyInstance,
  deps: BrandingRouteDeps,
): Promise<void> {
  const { database, sessions, imageStorage: storage, limitUploads } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(
    '/api/upload/signature',
    { onRequest: limitUploads },
    async (request, reply): Promise<SignatureUploadResponse> => {
      const user = await sessions.requireUser(request, reply);
      assertFeature(user.subscriptionTier, 'branding');
      const bytes = await readSignatureFile(request);
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

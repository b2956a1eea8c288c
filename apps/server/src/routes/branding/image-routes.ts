import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findReadyImage } from '../../modules/uploads/find-ready-image';
import { isUploadId, UPLOAD_PURPOSES } from '../../modules/uploads/image-storage';
import { LocalImageStorage } from '../../modules/uploads/local-image-storage';
import { readLimitedBody } from '../../modules/uploads/read-limited-body';
import { receiveLocalUpload } from '../../modules/uploads/receive-local-upload';
import {
  imageNotFoundError,
  uploadError,
  UPLOAD_MESSAGES,
} from '../../modules/uploads/upload-errors';
import { UPLOAD_MAX_BYTES } from '@pipeproof/contracts';
import type { BrandingRouteDeps } from './branding-plugin';

const IdParamsSchema = z.object({ id: z.string().refine(isUploadId) });

const UploadQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});

/**
 * Served images can never run as a page (architecture.md §4): always image/png (they were re-encoded),
 * never sniffed, shown inline, and a CSP that sandboxes them and allows nothing to load.
 */
const IMAGE_HEADERS = {
  'content-type': 'image/png',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  // An id's bytes never change (a new upload gets a new id); cached by this browser only.
  'cache-control': 'private, max-age=31536000, immutable',
} as const;

/**
 * GET /api/uploads/:id — the owner's checked PNG (404 for anything else, another user's image
 * included); PUT /api/uploads/:id?purpose&expires&signature — local storage's upload URL.
 */
export function registerImageRoutes(app: FastifyInstance, deps: BrandingRouteDeps): void {
  const { database, sessions, imageStorage: storage, limitUploads } = deps;

  app.get('/api/uploads/:id', async (request, reply) => {
    const user = await sessions.requireUser(request, reply);
    const params = IdParamsSchema.safeParse(request.params);
    if (!params.success) throw imageNotFoundError();
    const image = await findReadyImage(database.db, user.id, params.data.id);
    const png = image ? await storage.readImage(image.id) : null;
    if (!image || !png) throw imageNotFoundError();
    return reply
      .headers(IMAGE_HEADERS)
      .header('content-disposition', `inline; filename="${image.purpose}.png"`)
      .send(png);
  });

  if (!(storage instanceof LocalImageStorage)) return;
  const localStorage = storage;

  // The raw file is the body, whatever its Content-Type says (it is sniffed, never trusted).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readLimitedBody(payload, UPLOAD_MAX_BYTES, request.headers['content-length']).then(
      (body) => done(null, body),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    '/api/uploads/:id',
    {
      // The link is checked before a byte of the body is read.
      onRequest: [
        limitUploads,
        async (request) => {
          const params = IdParamsSchema.safeParse(request.params);
          const query = UploadQuerySchema.safeParse(request.query);
          if (!params.success || !query.success) {
            throw uploadError('FORBIDDEN', UPLOAD_MESSAGES.badLink);
          }
          const check = localStorage.checkUploadUrl(params.data.id, query.data, new Date());
          if (check === 'bad-signature') throw uploadError('FORBIDDEN', UPLOAD_MESSAGES.badLink);
          if (check === 'expired') throw uploadError('FORBIDDEN', UPLOAD_MESSAGES.expiredLink);
        },
      ],
    },
    async (request, reply) => {
      const { id } = IdParamsSchema.parse(request.params);
      const { purpose } = UploadQuerySchema.parse(request.query);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.empty, 'file');
      }
      await receiveLocalUpload(database.db, localStorage, { id, purpose, bytes: body });
      return reply.code(204).send();
    },
  );
}

import {
  SaveCompanyBrandingRequestSchema,
  SaveLogoRequestSchema,
  type CompanyBranding,
  type SaveLogoResponse,
  type UploadUrlResponse,
} from '@pipeproof/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseWith } from '../../http/validation-error';
import { getCompanyBranding } from '../../modules/branding/get-company-branding';
import { saveCompanyBranding } from '../../modules/branding/save-company-branding';
import { setBrandingImage } from '../../modules/branding/set-branding-image';
import { createPendingUpload } from '../../modules/uploads/create-pending-upload';
import { finalizeUpload } from '../../modules/uploads/finalize-upload';
import { uploadError, UPLOAD_MESSAGES } from '../../modules/uploads/upload-errors';
import { assertFeature } from '../../modules/users/assert-feature';
import type { BrandingRouteDeps } from './branding-plugin';

/**
 * GET/POST /api/company-branding, POST /api/company-branding/upload-url and
 * POST /api/company-branding/logo (product.md §7). Order of checks: signed in (401), Professional
 * (403 UPGRADE_REQUIRED), then the body (400 naming the field).
 */
export function registerBrandingRoutes(app: FastifyInstance, deps: BrandingRouteDeps): void {
  const { database, sessions, imageStorage: storage, limitUploads } = deps;
  const { db } = database;

  async function requireBrandingUser(request: FastifyRequest, reply: FastifyReply) {
    const user = await sessions.requireUser(request, reply);
    assertFeature(user.subscriptionTier, 'branding');
    return user;
  }

  app.get('/api/company-branding', async (request, reply): Promise<CompanyBranding> => {
    const user = await requireBrandingUser(request, reply);
    return getCompanyBranding(db, user.id);
  });

  app.post('/api/company-branding', async (request, reply): Promise<CompanyBranding> => {
    const user = await requireBrandingUser(request, reply);
    const input = parseWith(SaveCompanyBrandingRequestSchema, request.body);
    return saveCompanyBranding(db, storage, user.id, input);
  });

  app.post(
    '/api/company-branding/upload-url',
    { onRequest: limitUploads },
    async (request, reply): Promise<UploadUrlResponse> => {
      const user = await requireBrandingUser(request, reply);
      const { uploadURL } = await createPendingUpload(db, storage, {
        userId: user.id,
        purpose: 'logo',
        now: new Date(),
      });
      return { uploadURL };
    },
  );

  app.post('/api/company-branding/logo', async (request, reply): Promise<SaveLogoResponse> => {
    const user = await requireBrandingUser(request, reply);
    const { logoUrl } = parseWith(SaveLogoRequestSchema, request.body);
    const id = await storage.uploadIdFromUrl(logoUrl);
    if (id === null) {
      throw uploadError('VALIDATION_ERROR', UPLOAD_MESSAGES.notAnUploadUrl, 'logoUrl');
    }
    await finalizeUpload(db, storage, { userId: user.id, id, purpose: 'logo', field: 'logoUrl' });
    const branding = await setBrandingImage(db, storage, {
      userId: user.id,
      purpose: 'logo',
      imageId: id,
    });
    return { logoUrl: branding.logoUrl };
  });
}

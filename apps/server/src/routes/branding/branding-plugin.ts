import type { FastifyInstance } from 'fastify';
import { rateLimitedError } from '../../http/rate-limited-error';
import { UPLOAD_MESSAGES } from '../../modules/uploads/upload-errors';
import type { RouteDeps } from '../route-deps';
import { registerBrandingRoutes } from './branding-routes';
import { registerImageRoutes } from './image-routes';
import { registerSignatureRoutes } from './signature-routes';

/** What the branding routes share: the app's deps and one upload budget. */
export interface BrandingRouteDeps extends RouteDeps {
  /** onRequest hook: UPLOAD_RATE_LIMIT_MAX per minute per IP across every upload route. */
  limitUploads: ReturnType<FastifyInstance['rateLimit']>;
}

/**
 * Company branding (product.md §2 Company Settings, §7; decision 0430): GET/POST /api/company-branding, the
 * logo's direct upload (upload-url → PUT → logo), the signature upload and the image route.
 */
export function brandingPlugin(deps: RouteDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const routeDeps: BrandingRouteDeps = {
      ...deps,
      limitUploads: app.rateLimit({
        groupId: 'uploads',
        max: deps.env.uploadRateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: () => rateLimitedError(UPLOAD_MESSAGES.rateLimited),
      }),
    };
    registerBrandingRoutes(app, routeDeps);
    await app.register(async (scope) => registerImageRoutes(scope, routeDeps));
    await app.register(async (scope) => registerSignatureRoutes(scope, routeDeps));
  };
}

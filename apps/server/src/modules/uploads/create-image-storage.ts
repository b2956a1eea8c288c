import path from 'node:path';
import type { Env } from '../../env';
import type { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { createUploadUrlSigner } from './upload-url-signature';

/**
 * The image storage this server uses (architecture.md §2): S3-compatible when S3_BUCKET is set, else
 * the local folder DATA_DIR/uploads. `serverSecret` signs local upload URLs. The AWS SDK is only
 * loaded when S3 is configured (it is large, and most installs keep files locally).
 */
export async function createImageStorage(env: Env, serverSecret: string): Promise<ImageStorage> {
  if (env.s3) {
    const { S3ImageStorage } = await import('./s3-image-storage');
    return new S3ImageStorage(env.s3);
  }
  return new LocalImageStorage(
    path.join(env.dataDir, 'uploads'),
    createUploadUrlSigner(serverSecret),
  );
}

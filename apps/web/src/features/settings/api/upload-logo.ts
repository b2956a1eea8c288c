import { SaveLogoResponseSchema, UploadUrlResponseSchema } from '@pipeproof/contracts';
import { ApiError, apiPost } from '../../../lib/api-client';
import { describePutFailure, SETTINGS_MESSAGES } from '../model/settings-messages';

/** A failed logo upload; `message` is the toast description (product.md §8). */
export class LogoUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoUploadError';
  }
}

/** The progress steps of product.md §4: asking, URL received, file sent, logo saved. */
export const LOGO_UPLOAD_PROGRESS = { started: 10, urlReceived: 30, sent: 70, saved: 100 } as const;

/**
 * The logo upload of product.md §7: POST /api/company-branding/upload-url → PUT the raw file to
 * uploadURL (the app itself, or S3 directly) → POST /api/company-branding/logo with the URL
 * without its query string. Resolves to the logo's address; rejects with a LogoUploadError.
 */
export async function uploadLogo(
  file: File,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  try {
    onProgress(LOGO_UPLOAD_PROGRESS.started);
    const answer = UploadUrlResponseSchema.safeParse(
      await apiPost<unknown>('/api/company-branding/upload-url'),
    );
    const uploadURL = answer.success ? answer.data.uploadURL : '';
    if (!uploadURL) throw new LogoUploadError(SETTINGS_MESSAGES.noUploadUrl);
    onProgress(LOGO_UPLOAD_PROGRESS.urlReceived);

    const sent = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      // The bytes, read once: the same body in every browser (and in jsdom tests).
      body: await file.arrayBuffer(),
    });
    if (!sent.ok) {
      throw new LogoUploadError(describePutFailure(sent.status, await failureText(sent)));
    }
    onProgress(LOGO_UPLOAD_PROGRESS.sent);

    const saved = SaveLogoResponseSchema.parse(
      await apiPost<unknown>('/api/company-branding/logo', {
        logoUrl: uploadURL.split('?')[0],
      }),
    );
    onProgress(LOGO_UPLOAD_PROGRESS.saved);
    return saved.logoUrl;
  } catch (error) {
    if (error instanceof LogoUploadError) throw error;
    if (error instanceof ApiError) throw new LogoUploadError(error.userMessage);
    throw new LogoUploadError(SETTINGS_MESSAGES.uploadFailed.fallback);
  }
}

/** Our server's sentence when it sent one (JSON), else the raw text (e.g. S3's XML), else the status. */
async function failureText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON.
  }
  return text || response.statusText;
}

import { ApiError } from '../../../lib/api-client';
import { readRecord, readString } from '../../../lib/reply-readers';

/**
 * POST /api/upload/signature (product.md §7): the signature PNG as a multipart file part. The server
 * saves it as the engineer's signature at once and answers its address (engineerSignatureUrl).
 */
export async function uploadSignature(png: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', png, 'signature.png');
  const response = await fetch('/api/upload/signature', {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let body = null;
    try {
      body = JSON.parse(text) as ApiError['body'];
    } catch {
      // Not JSON: the raw text is the message.
    }
    throw new ApiError(response.status, text, body);
  }
  // Read as contracts' SignatureUploadResponseSchema reads it, without zod (decision 0878).
  return readString(readRecord(await response.json(), 'reply').url, 'reply.url');
}

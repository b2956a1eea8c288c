import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadPurpose } from './image-storage';

/**
 * Signs local upload URLs (decision 0701): an HMAC-SHA256 over the upload id, its purpose and
 * the expiry, keyed by a key derived from the server secret, so a URL works for one upload of
 * one kind until it expires and cannot be edited to name another upload, purpose or time.
 */
export interface UploadUrlSigner {
  sign(fields: SignedUploadFields): string;
  /** 'valid', or why not. Checks the signature before the clock. */
  verify(fields: SignedUploadFields, signature: string, now: Date): UploadUrlCheck;
}

export interface SignedUploadFields {
  id: string;
  purpose: UploadPurpose;
  /** Unix seconds. */
  expires: number;
}

export type UploadUrlCheck = 'valid' | 'bad-signature' | 'expired';

export function createUploadUrlSigner(serverSecret: string): UploadUrlSigner {
  // A key of its own: a leaked upload signature says nothing about session cookies.
  const key = createHmac('sha256', serverSecret).update('pipeproof upload URL key v1').digest();
  const sign = ({ id, purpose, expires }: SignedUploadFields) =>
    createHmac('sha256', key).update(`upload\n${id}\n${purpose}\n${expires}`).digest('base64url');
  return {
    sign,
    verify(fields, signature, now) {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'bad-signature';
      }
      return fields.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createUploadUrlSigner } from './upload-url-signature';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const NOW = new Date('2026-11-21T12:00:00Z');
const IN_TEN_MINUTES = NOW.getTime() / 1000 + 600;

describe('upload URL signatures', () => {
  const signer = createUploadUrlSigner('a server secret of at least thirty-two characters');
  const fields = { id: ID, purpose: 'logo' as const, expires: IN_TEN_MINUTES };
  const signature = signer.sign(fields);

  it('is valid for the same fields before expiry', () => {
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify(fields, signature, NOW)).toBe('valid');
  });

  it('expires at the expiry second', () => {
    expect(signer.verify(fields, signature, new Date(IN_TEN_MINUTES * 1000 - 1))).toBe('valid');
    expect(signer.verify(fields, signature, new Date(IN_TEN_MINUTES * 1000))).toBe('expired');
  });

  it.each([
    ['another id', { ...fields, id: '3b241101-e2bb-4255-8caf-4136c566a963' }],
    ['another purpose', { ...fields, purpose: 'signature' as const }],
    ['a later expiry', { ...fields, expires: IN_TEN_MINUTES + 1 }],
  ])('does not cover %s', (_label, changed) => {
    expect(signer.verify(changed, signature, NOW)).toBe('bad-signature');
  });

  it('another server secret signs differently', () => {
    const other = createUploadUrlSigner('another server secret of thirty-two characters!!');
    expect(other.verify(fields, signature, NOW)).toBe('bad-signature');
    expect(signer.verify(fields, '', NOW)).toBe('bad-signature');
  });
});

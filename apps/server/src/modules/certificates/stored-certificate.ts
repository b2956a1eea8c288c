import type { CertificateDocument } from './certificate-document';
import type { CertificateJobDetails, CertificateTestInput } from './certificate-source';

type WithoutImages<T> = Omit<T, 'logoPng' | 'signaturePng'>;

/**
 * What the certificates table keeps (jsonb): the document exactly as issued, so a re-print never
 * changes even when the engine does, and the inputs it came from, so it can be recomputed and
 * checked (product.md §10). Images are kept as base64 PNG.
 */
export interface StoredCertificate {
  readonly version: 1;
  readonly document: Omit<CertificateDocument, 'issuer' | 'signature'> & {
    readonly issuer: WithoutImages<CertificateDocument['issuer']> & { logoPng: string | null };
    readonly signature: WithoutImages<CertificateDocument['signature']> & {
      signaturePng: string | null;
      /**
       * Only in certificates issued before it was removed, and always null there: a typed name
       * reaches the server as a PNG like a drawn signature (decision 0705). Never read.
       */
      readonly typedSignature?: null;
    };
  };
  readonly inputs: {
    readonly jobDetails: CertificateJobDetails;
    /** The tests printed, in the document's order. */
    readonly tests: readonly CertificateTestInput[];
    /** Records replaced by a later one (decision 0923); absent when none, and before 0923. */
    readonly replacedTests?: readonly CertificateTestInput[];
  };
}

export function toStoredCertificate(
  document: CertificateDocument,
  inputs: StoredCertificate['inputs'],
): StoredCertificate {
  return {
    version: 1,
    document: {
      ...document,
      issuer: { ...document.issuer, logoPng: document.issuer.logoPng?.toString('base64') ?? null },
      signature: {
        ...document.signature,
        signaturePng: document.signature.signaturePng?.toString('base64') ?? null,
      },
    },
    inputs,
  };
}

export function fromStoredCertificate(stored: StoredCertificate): CertificateDocument {
  const { document } = stored;
  const { signature } = document;
  return {
    ...document,
    issuer: {
      ...document.issuer,
      logoPng:
        document.issuer.logoPng === null ? null : Buffer.from(document.issuer.logoPng, 'base64'),
    },
    // Field by field, so an older certificate's `typedSignature: null` is left behind.
    signature: {
      engineerName: signature.engineerName,
      gasSafeNumber: signature.gasSafeNumber,
      signaturePng:
        signature.signaturePng === null ? null : Buffer.from(signature.signaturePng, 'base64'),
    },
  };
}

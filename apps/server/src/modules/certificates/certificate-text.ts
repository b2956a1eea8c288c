import type {
  CertificateDocument,
  CertificateField,
  CertificatePipeworkGroup,
  CertificateSignature,
} from './certificate-document';

/**
 * Text both renderings print that is not a field of the document itself: worded once, so the
 * HTML page and the PDF say the same (decision 0430).
 */

/** The engine version is always printed, so the certificate can be recomputed and checked. */
export function engineLine(document: CertificateDocument): string {
  return `Calculation engine version ${document.engineVersion}.`;
}

/** At the foot of the certificate (of every page of the PDF). */
export function footerLine(document: CertificateDocument): string {
  return `${document.issuer.footer} ${engineLine(document)}`;
}

export function pipeworkTitle(group: CertificatePipeworkGroup): string {
  return group.appliesTo ? `Pipework and volume: ${group.appliesTo}` : 'Pipework and volume';
}

/** Under the signature. */
export function signerFields(signature: CertificateSignature): CertificateField[] {
  return [
    { label: 'Engineer', value: signature.engineerName },
    { label: 'Gas Safe registration', value: signature.gasSafeNumber },
  ];
}

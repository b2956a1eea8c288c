import type {
  CertificateDocument,
  CertificateField,
  CertificatePipeworkGroup,
  CertificateReplacedRecord,
  CertificateSignature,
} from './certificate-document';
import { ACTION_TAKEN_LABEL } from './certificate-test-sections';

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

/**
 * Above the earlier records of a test (decision 0923): what they are, and that the result above
 * does not count them.
 */
export function replacedRecordsHeading(records: readonly CertificateReplacedRecord[]): string {
  return records.length === 1
    ? 'An earlier record of this test was replaced by the one above and is not part of its result:'
    : 'Earlier records of this test were replaced by the one above and are not part of its result:';
}

/** 'Recorded 07/12/2026, 22:31: FAIL. Action taken: Remade the joint at the cooker' */
export function replacedRecordLine(record: CertificateReplacedRecord): string {
  const verdict = record.verdict ?? 'no result (outside IGEM/UP/1B)';
  const action = record.actionNote ? ` ${ACTION_TAKEN_LABEL}: ${record.actionNote}` : '';
  return `Recorded ${record.recordedAt}: ${verdict}.${action}`;
}

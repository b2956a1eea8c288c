import type { VerdictStatus } from '@pipeproof/engine';

/**
 * What a certificate says, laid out once and rendered twice: as the print-ready HTML page and as
 * the PDF download (product.md §10: 'The HTML certificate (print) and the PDF download show the
 * same content'). Every value is already formatted text; the renderers only place it.
 */

export interface CertificateField {
  readonly label: string;
  readonly value: string;
}

export interface CertificateTable {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface CertificatePipeworkGroup {
  /** null when the group covers every test; else e.g. 'Strength Test, Tightness Test'. */
  readonly appliesTo: string | null;
  readonly tables: readonly CertificateTable[];
  readonly volume: readonly CertificateField[];
}

/**
 * One stage of a test that is one procedure with several verdicts: the domestic test's let-by,
 * 2-minute test and pipework-only retest (decision 0821). Printed inside its test's box.
 */
export interface CertificateTestPart {
  readonly title: string;
  readonly verdict: VerdictStatus;
  readonly parameters: readonly CertificateField[];
  readonly readings: readonly CertificateField[];
  readonly reasons: readonly string[];
}

/** One saved test record: a certificate has one section per record, in the records' order. */
export interface CertificateTestSection {
  /** 'Strength Test', 'Let-by Test', 'Tightness Test', 'Purge', 'Domestic Tightness Test'. */
  readonly title: string;
  readonly verdict: VerdictStatus;
  readonly parameters: readonly CertificateField[];
  readonly readings: readonly CertificateField[];
  /** Date and time, whether the duration was timed in PipeProof, site name, section, GPS. */
  readonly record: readonly CertificateField[];
  /** Why the verdict is what it is, in the engine's words. */
  readonly reasons: readonly string[];
  /**
   * What the engineer did about a failed test, in their words, printed full width (decision 0414).
   * Absent in certificates issued before it was recorded.
   */
  readonly actionNote?: string | null;
  /**
   * The stages of a domestic test (decision 0821), after the section's own fields; absent for the
   * IGE tests, whose stages are records of their own.
   */
  readonly parts?: readonly CertificateTestPart[];
}

/**
 * An earlier record of a domestic test that a later record replaced (decision 0923): said in one
 * line after the tests, so the customer sees what was found before (a FAIL and the action taken)
 * without it counting in the result.
 */
export interface CertificateReplacedRecord {
  /** dd/mm/yyyy, HH:mm (Europe/London). */
  readonly recordedAt: string;
  /** The engine's verdict for that record; null where it gave none (outside IGEM/UP/1B). */
  readonly verdict: VerdictStatus | null;
  readonly actionNote: string | null;
}

export interface CertificateIssuer {
  /** PipeProof, or the Professional engineer's company (white label). */
  readonly name: string;
  /** Address, phone, email, website, registration: one per line. */
  readonly details: readonly string[];
  readonly footer: string;
  /** '#rrggbb'. */
  readonly primaryColor: string;
  readonly secondaryColor: string;
  /** PNG bytes, already re-encoded on upload. */
  readonly logoPng: Buffer | null;
}

export interface CertificateSignature {
  readonly engineerName: string;
  readonly gasSafeNumber: string;
  /**
   * The engineer's signature as uploaded (decision 0705): drawn on the pad or typed as a name,
   * it reaches the server as the same PNG. Null when none was saved: a blank line to sign on.
   */
  readonly signaturePng: Buffer | null;
}

export interface CertificateDocument {
  readonly title: string;
  readonly standard: string;
  readonly number: string;
  /** dd/mm/yyyy, HH:mm (Europe/London). */
  readonly issuedAt: string;
  readonly verifyUrl: string;
  readonly issuer: CertificateIssuer;
  /** Job details and the installation's settings. */
  readonly job: readonly CertificateField[];
  readonly installation: readonly CertificateField[];
  /**
   * The pipework, meters, hoses and volumes. One group when every test was run on the same
   * installation (the usual chain); otherwise one group per installation, naming its tests.
   */
  readonly pipework: readonly CertificatePipeworkGroup[];
  readonly tests: readonly CertificateTestSection[];
  /** Every test passed (no FAIL, none pending). Replaced records do not count. */
  readonly overallVerdict: VerdictStatus;
  /**
   * Earlier records of the test, replaced by the one printed (decision 0923), oldest first.
   * Absent in certificates issued before they were told apart, and when there are none.
   */
  readonly replacedRecords?: readonly CertificateReplacedRecord[];
  /**
   * Standing notes printed once, after the tests: a domestic certificate's note that its
   * IGEM/UP/1B figures come from public material (decision 0917). Absent in certificates issued
   * before it was printed.
   */
  readonly notes?: readonly string[];
  readonly signature: CertificateSignature;
  readonly engineVersion: string;
}

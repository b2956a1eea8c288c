import type { CertificateField } from './certificate-document';

/** Label and value, both already text. */
export function field(label: string, value: string): CertificateField {
  return { label, value };
}

/** The fields that apply: null marks one left out (no value to print). */
export function present(fields: readonly (CertificateField | null)[]): CertificateField[] {
  return fields.filter((item): item is CertificateField => item !== null);
}

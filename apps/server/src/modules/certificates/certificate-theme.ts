import type { CertificateIssuer } from './certificate-document';

/**
 * The certificate's colours, for both renderings (decision 0430: one document, two renderings).
 * The issuer's two colours come from the user (white label): only '#rrggbb' is used, anything
 * else falls back to PipeProof's own, so a stored value can never reach a style rule as CSS.
 */

/** PipeProof's own colours: its certificates, and the fallback for an unusable issuer colour. */
export const PIPEPROOF_PRIMARY_COLOR = '#2563eb';
export const PIPEPROOF_SECONDARY_COLOR = '#0f172a';

export const TEXT_COLOR = '#0f172a';
/** Labels, reasons and the footer. */
export const MUTED_COLOR = '#475569';
/** Lines and borders. */
export const RULE_COLOR = '#cbd5e1';
/** Table heads. */
export const HEAD_FILL_COLOR = '#f1f5f9';

export const VERDICT_COLORS = { PASS: '#15803d', FAIL: '#b91c1c', PENDING: '#b45309' } as const;

/** Only '#rrggbb' is a colour here; anything else is the fallback. */
export function safeColor(color: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : fallback;
}

export interface IssuerColors {
  /** Rules, headings and the test bars. */
  readonly primary: string;
  /** The issuer's name and the title. */
  readonly secondary: string;
}

export function issuerColors(issuer: CertificateIssuer): IssuerColors {
  return {
    primary: safeColor(issuer.primaryColor, PIPEPROOF_PRIMARY_COLOR),
    secondary: safeColor(issuer.secondaryColor, PIPEPROOF_SECONDARY_COLOR),
  };
}

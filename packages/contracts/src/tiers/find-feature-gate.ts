import { SUBSCRIPTION_TIERS, type Tier } from './tier-names';
import { TIER_POLICY, type TierPolicy } from './tier-policy';

/**
 * Tier-gated features beyond a calculation (product.md §10 Output column, product.md §6): printable
 * reports from Basic, PDF certificates and emailing them to customers from Premium, company
 * branding and the Company Settings page for Professional. Calculations have their own gate
 * (find-calculation-gate.ts).
 */
export const GATED_FEATURES = [
  'printReport',
  'pdfExport',
  'emailCertificate',
  'branding',
  'settings',
] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

/** What each feature reads from TIER_POLICY: one policy, no second table of tiers. */
const FEATURE_POLICY_FLAG = {
  printReport: 'canPrintReport',
  pdfExport: 'canExportPdf',
  // 'Email to customer' sends the PDF, so it opens with it (decision 0812).
  emailCertificate: 'canExportPdf',
  branding: 'canBrand',
  settings: 'canBrand',
} as const satisfies Record<GatedFeature, keyof TierPolicy>;

/**
 * product.md §6, word for word: one complete sentence per feature naming the plan that unlocks it
 * (decision 0436; PDF at Premium, as product.md §10 has it).
 */
export const FEATURE_GATE_MESSAGES = {
  printReport: 'Print Report needs a Basic subscription.',
  pdfExport: 'Export PDF needs a Premium subscription.',
  emailCertificate: 'Email to customer needs a Premium subscription.',
  branding: 'Company branding needs a Professional subscription.',
  settings: 'Company Settings need a Professional subscription.',
} as const satisfies Record<GatedFeature, string>;

export interface FeatureGate {
  readonly feature: GatedFeature;
  readonly requiredTier: Exclude<Tier, 'free'>;
  readonly message: string;
}

export function canUseFeature(tier: Tier, feature: GatedFeature): boolean {
  return TIER_POLICY[tier][FEATURE_POLICY_FLAG[feature]];
}

/**
 * Null when `tier` may use `feature`, else the cheapest tier that may and the message to show.
 * The server refuses with it (403 UPGRADE_REQUIRED); the web app hides or explains with it.
 */
export function findFeatureGate(tier: Tier, feature: GatedFeature): FeatureGate | null {
  if (canUseFeature(tier, feature)) return null;
  const requiredTier = SUBSCRIPTION_TIERS.find((t) => canUseFeature(t, feature));
  if (requiredTier === undefined || requiredTier === 'free') return null;
  return { feature, requiredTier, message: FEATURE_GATE_MESSAGES[feature] };
}

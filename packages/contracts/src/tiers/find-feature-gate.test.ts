import { describe, expect, it } from 'vitest';
import {
  FEATURE_GATE_MESSAGES,
  GATED_FEATURES,
  canUseFeature,
  findFeatureGate,
  type GatedFeature,
} from './find-feature-gate';
import { SUBSCRIPTION_TIERS, type Tier } from './tier-names';

// product.md §10: Basic + printable report; Premium + PDF certificate; Professional + branding
// (and so the Company Settings page, product.md §2: Professional only). Columns: free, basic, premium,
// professional; each cell the tier the gate asks for, or null when allowed.
const EXPECTED: Record<GatedFeature, readonly (Tier | null)[]> = {
  printReport: ['basic', null, null, null],
  pdfExport: ['premium', 'premium', null, null],
  emailCertificate: ['premium', 'premium', null, null],
  branding: ['professional', 'professional', 'professional', null],
  settings: ['professional', 'professional', 'professional', null],
};

describe('findFeatureGate: every feature × tier (product.md §10)', () => {
  const rows = GATED_FEATURES.flatMap((feature) =>
    SUBSCRIPTION_TIERS.map((tier, i) => [feature, tier, EXPECTED[feature][i] ?? null] as const),
  );

  it.each(rows)('%s for %s → %s', (feature, tier, requiredTier) => {
    const gate = findFeatureGate(tier, feature);
    expect(gate?.requiredTier ?? null).toBe(requiredTier);
    expect(canUseFeature(tier, feature)).toBe(requiredTier === null);
    if (gate) expect(gate.message).toBe(FEATURE_GATE_MESSAGES[feature]);
  });

  it('uses the product.md §6 sentences word for word, each naming its plan (decision 0436)', () => {
    expect(FEATURE_GATE_MESSAGES).toEqual({
      printReport: 'Print Report needs a Basic subscription.',
      pdfExport: 'Export PDF needs a Premium subscription.',
      emailCertificate: 'Email to customer needs a Premium subscription.',
      branding: 'Company branding needs a Professional subscription.',
      settings: 'Company Settings need a Professional subscription.',
    });
  });
});

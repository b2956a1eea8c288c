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

  it('uses the product.md §5 PDF sentence and the product.md §6 generic message word for word', () => {
    expect(FEATURE_GATE_MESSAGES.pdfExport).toBe(
      'Premium Subscription Required: PDF export requires Premium subscription. Upgrade to export professional reports and access advanced features.',
    );
    expect(FEATURE_GATE_MESSAGES.settings).toBe(
      'Subscription upgrade required to access this feature.',
    );
  });
});

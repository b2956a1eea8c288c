import { findFeatureGate, type GatedFeature, type Tier } from '@pipeproof/contracts';
import { AppError } from '../../app-error';

/**
 * A tier-gated feature, enforced on the server (product.md §6, the one tier policy in
 * packages/contracts): 403 UPGRADE_REQUIRED with the product.md §6 gate message when the tier
 * does not include it. Company branding and every upload route are Professional only
 * (product.md §10); printing a certificate is Basic and up, its PDF Premium and up (decision 0430).
 */
export function assertFeature(tier: Tier, feature: GatedFeature): void {
  const gate = findFeatureGate(tier, feature);
  if (gate) throw new AppError('UPGRADE_REQUIRED', gate.message);
}

import { findFeatureGate, type Tier } from '@pipeproof/contracts';
import { AppError } from '../../app-error';

/**
 * Company branding is Professional only (product.md §10, product.md §6), enforced here for every branding
 * and upload route: 403 UPGRADE_REQUIRED with the product.md §6 gate message otherwise.
 */
export function assertCanBrand(tier: Tier): void {
  const gate = findFeatureGate(tier, 'branding');
  if (gate) throw new AppError('UPGRADE_REQUIRED', gate.message);
}

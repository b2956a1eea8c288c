import type { CalculateRequest } from '../calculation/calculate-request';
import { SUBSCRIPTION_TIERS, tierRank, type Tier } from './tier';
import { TIER_POLICY } from './tier-policy';

/**
 * Gate messages of product.md §6, word for word: each a complete sentence naming the plan that
 * unlocks it (decision 0436), shared so the web app and the server say the same thing.
 */
export const CALCULATION_GATE_MESSAGES = {
  industrial: 'The Industrial calculator needs a Professional subscription.',
  purge: 'Purge calculations need a Premium subscription.',
  pipeSize: {
    basic: 'Pipes larger than 1 inch need a Basic subscription.',
    premium: 'Pipes larger than 3 inches need a Premium subscription.',
    professional: 'Pipes larger than 6 inches need a Professional subscription.',
  },
} as const;

export type CalculationGateReason = 'industrial' | 'purge' | 'pipeSize';

export interface CalculationGate {
  readonly reason: CalculationGateReason;
  readonly requiredTier: Exclude<Tier, 'free'>;
  readonly message: string;
}

/** The parts of a calculate request the gate looks at (sizes already in mm). */
export type CalculationGateRequest = Pick<CalculateRequest, 'calculatorType'> & {
  readonly project: Pick<CalculateRequest['project'], 'operationType'>;
  readonly pipeConfigurations: readonly { readonly nominalSize: number }[];
  readonly purgeConfigurations?: readonly { readonly nominalSize: number }[] | null;
};

function cheapestTier(allows: (tier: Tier) => boolean): Exclude<Tier, 'free'> | null {
  const tier = SUBSCRIPTION_TIERS.find(allows);
  return tier === undefined || tier === 'free' ? null : tier;
}

function largestSizeMm(request: CalculationGateRequest): number {
  const lines = [...request.pipeConfigurations, ...(request.purgeConfigurations ?? [])];
  return Math.max(0, ...lines.map((line) => line.nominalSize));
}

/**
 * The tier gate for a calculation (product.md §10, product.md §6): null when `tier` may run it, else the
 * message and the cheapest tier that may. Industrial needs Professional; purge needs Premium; a
 * pipe, hose or stack larger than the tier's largest size needs the cheapest tier that offers it
 * (a size no tier offers is left to the engine, which names the field). When several gates
 * apply, the one asking the most wins, so a single upgrade clears them all. Signed-out callers
 * are Free. The domestic calculator has no gate.
 */
export function findCalculationGate(
  tier: Tier,
  request: CalculationGateRequest,
): CalculationGate | null {
  // The domestic calculator is open to every tier (docs/product.md; decision 0820): its pipes are
  // 35 mm at most by IGEM/UP/1B's own scope, and the engine refuses anything larger.
  if (request.calculatorType === 'domestic') return null;
  const gates: CalculationGate[] = [];
  if (request.calculatorType === 'industrial' && !TIER_POLICY[tier].canUseIndustrial) {
    const requiredTier = cheapestTier((t) => TIER_POLICY[t].canUseIndustrial);
    if (requiredTier)
      gates.push({
        reason: 'industrial',
        requiredTier,
        message: CALCULATION_GATE_MESSAGES.industrial,
      });
  }
  if (request.project.operationType === 'Purge' && !TIER_POLICY[tier].canPurge) {
    const requiredTier = cheapestTier((t) => TIER_POLICY[t].canPurge);
    if (requiredTier)
      gates.push({ reason: 'purge', requiredTier, message: CALCULATION_GATE_MESSAGES.purge });
  }
  const sizeMm = largestSizeMm(request);
  if (sizeMm > TIER_POLICY[tier].maxPipeSizeMm) {
    const requiredTier = cheapestTier((t) => TIER_POLICY[t].maxPipeSizeMm >= sizeMm);
    if (requiredTier) {
      const message = CALCULATION_GATE_MESSAGES.pipeSize[requiredTier];
      gates.push({ reason: 'pipeSize', requiredTier, message });
    }
  }
  return gates.reduce<CalculationGate | null>(
    (most, gate) =>
      most === null || tierRank(gate.requiredTier) > tierRank(most.requiredTier) ? gate : most,
    null,
  );
}

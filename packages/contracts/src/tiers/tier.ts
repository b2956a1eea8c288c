import { z } from 'zod';
import { PAID_TIERS, SUBSCRIPTION_TIERS, type PaidTier, type Tier } from './tier-names';

// The plain lists, their types and helpers live in tier-names.ts (no zod); re-exported here so
// existing imports of './tier' keep working without reaching the schemas below.
export {
  PAID_TIERS,
  SUBSCRIPTION_TIERS,
  isTierAtLeast,
  tierRank,
  type PaidTier,
  type Tier,
} from './tier-names';

export const TierSchema = z.enum(SUBSCRIPTION_TIERS);
export const PaidTierSchema = z.enum(PAID_TIERS);

// The schemas parse to the plain types: a change on either side fails to compile here.
type _TierMatches = [z.infer<typeof TierSchema>, Tier] extends [Tier, z.infer<typeof TierSchema>]
  ? true
  : never;
const _tierMatches: _TierMatches = true;
type _PaidTierMatches = [z.infer<typeof PaidTierSchema>, PaidTier] extends [
  PaidTier,
  z.infer<typeof PaidTierSchema>,
]
  ? true
  : never;
const _paidTierMatches: _PaidTierMatches = true;

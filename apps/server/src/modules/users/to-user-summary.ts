import { TierSchema } from '@pipeproof/contracts';
import type { user } from '../../db/schema';
import type { UserSummary } from './user-summary';

export function toUserSummary(row: typeof user.$inferSelect): UserSummary {
  const tier = TierSchema.safeParse(row.subscriptionTier);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    subscriptionTier: tier.success ? tier.data : 'free',
    createdAt: row.createdAt.toISOString(),
  };
}

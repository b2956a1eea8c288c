import type { Tier } from '@pipeproof/contracts';

/** One user as the admin tool shows it. */
export interface UserSummary {
  id: string;
  email: string;
  name: string;
  subscriptionTier: Tier;
  /** ISO 8601. */
  createdAt: string;
}

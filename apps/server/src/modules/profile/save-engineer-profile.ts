import type { EngineerProfile } from '@pipeproof/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { engineerProfiles } from '../../db/schema';
import { toEngineerProfile } from './get-engineer-profile';

/**
 * Replaces the user's engineer profile (decision 0406): one upsert, so a retried PUT lands on the
 * same row and two at once leave one of them whole.
 */
export async function saveEngineerProfile(
  db: Db,
  userId: string,
  profile: EngineerProfile,
): Promise<EngineerProfile> {
  const values = {
    engineerName: profile.engineerName,
    gasSafeNumber: profile.gasSafeNumber,
    defaultGaugeType: profile.defaultGaugeType,
    defaultTestMedium: profile.defaultTestMedium,
  };
  const [row] = await db
    .insert(engineerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: engineerProfiles.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('The engineer profile upsert returned no row.');
  return toEngineerProfile(row);
}

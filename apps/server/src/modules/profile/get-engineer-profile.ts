import {
  EMPTY_ENGINEER_PROFILE,
  ProfileGaugeTypeSchema,
  ProfileTestMediumSchema,
  type EngineerProfile,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { engineerProfiles } from '../../db/schema';

type ProfileRow = typeof engineerProfiles.$inferSelect;

/** A stored row as the API's profile (the table's checks keep gauge and medium to these words). */
export function toEngineerProfile(row: ProfileRow): EngineerProfile {
  return {
    engineerName: row.engineerName,
    gasSafeNumber: row.gasSafeNumber,
    defaultGaugeType: row.defaultGaugeType
      ? ProfileGaugeTypeSchema.parse(row.defaultGaugeType)
      : null,
    defaultTestMedium: row.defaultTestMedium
      ? ProfileTestMediumSchema.parse(row.defaultTestMedium)
      : null,
  };
}

/** The user's engineer profile (decision 0406); blank until first saved. */
export async function getEngineerProfile(db: Db, userId: string): Promise<EngineerProfile> {
  const [row] = await db
    .select()
    .from(engineerProfiles)
    .where(eq(engineerProfiles.userId, userId))
    .limit(1);
  return row ? toEngineerProfile(row) : EMPTY_ENGINEER_PROFILE;
}

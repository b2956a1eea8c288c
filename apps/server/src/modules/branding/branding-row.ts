import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyBranding } from '../../db/schema';

/** The user's one company_branding row (decision 0700), read and written only through here. */

export type CompanyBrandingRow = typeof companyBranding.$inferSelect;

/** What a save or an upload may change: everything but the key and the timestamps. */
export type BrandingChange = Partial<
  Omit<typeof companyBranding.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>
>;

/** The image ids a row held before a change. */
export interface BrandingImageIds {
  readonly logo: string | null;
  readonly signature: string | null;
}

/** The user's row, or undefined before their first save or upload. */
export async function findBrandingRow(
  db: Db,
  userId: string,
): Promise<CompanyBrandingRow | undefined> {
  const [row] = await db.select().from(companyBranding).where(eq(companyBranding.userId, userId));
  return row;
}

/**
 * Applies `change` to the user's row, creating it if needed, in one transaction that holds the
 * row's lock: returns the row after, and the image ids it held before (so the caller can delete
 * the images no longer referenced once the transaction has committed).
 */
export async function updateBrandingRow(
  db: Db,
  userId: string,
  change: BrandingChange,
): Promise<{ row: CompanyBrandingRow | undefined; previous: BrandingImageIds }> {
  return db.transaction(async (tx) => {
    await tx.insert(companyBranding).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select({ logo: companyBranding.logoImageId, signature: companyBranding.signatureImageId })
      .from(companyBranding)
      .where(eq(companyBranding.userId, userId))
      .for('update');
    const [row] = await tx
      .update(companyBranding)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(companyBranding.userId, userId))
      .returning();
    return {
      row,
      previous: { logo: current?.logo ?? null, signature: current?.signature ?? null },
    };
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingAccounts } from '../../db/schema';

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

export async function findBillingAccountByUser(
  db: Db,
  userId: string,
): Promise<BillingAccountRow | null> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function findBillingAccountByCustomer(
  db: Db,
  customerId: string,
): Promise<BillingAccountRow | null> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId))
    .limit(1);
  return row ?? null;
}

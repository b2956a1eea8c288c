import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tierChanges } from '../../db/schema';
import { afterKeyset, keysetPages, keysetTime } from './keyset-pages';

const CHANGES_PER_PAGE = 100;

/** One change of plan, as plan-history.json gives it. */
export interface ExportedPlanChange {
  readonly changedAt: string;
  readonly fromPlan: string;
  readonly toPlan: string;
  /** TIER_CHANGE_CAUSES (modules/billing/record-tier-change.ts); README.txt says what each means. */
  readonly cause: string;
  /** The Stripe event that led to it, when one did. */
  readonly stripeEventId: string | null;
}

/** Every change of the user's plan (the tier log, decision 0500), oldest first. */
export async function* listPlanHistoryPages(
  db: Db,
  userId: string,
): AsyncGenerator<ExportedPlanChange[]> {
  const pages = keysetPages(CHANGES_PER_PAGE, (after, limit) =>
    db
      .select({
        row: tierChanges,
        keyset: { at: keysetTime(tierChanges.createdAt), id: tierChanges.id },
      })
      .from(tierChanges)
      .where(
        and(
          eq(tierChanges.userId, userId),
          afterKeyset(tierChanges.createdAt, tierChanges.id, after),
        ),
      )
      .orderBy(asc(tierChanges.createdAt), asc(tierChanges.id))
      .limit(limit),
  );
  for await (const page of pages) {
    yield page.map(({ row }) => ({
      changedAt: row.createdAt.toISOString(),
      fromPlan: row.fromTier,
      toPlan: row.toTier,
      cause: row.cause,
      stripeEventId: row.stripeEventId,
    }));
  }
}

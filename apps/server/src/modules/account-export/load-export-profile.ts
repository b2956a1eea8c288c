import type { EngineerProfile } from '@pipeproof/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { account, billingAccounts, session, user } from '../../db/schema';
import { getEngineerProfile } from '../profile/get-engineer-profile';

/** profile.json: the account, its engineer profile, sign-ins and subscription (decision 0813). */
export interface ExportProfile {
  readonly account: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly emailVerified: boolean;
    readonly pictureUrl: string | null;
    readonly plan: string;
    readonly createdAt: string;
    readonly updatedAt: string;
  };
  readonly engineerProfile: EngineerProfile;
  readonly signInMethods: readonly {
    readonly provider: string;
    readonly providerAccountId: string;
    readonly linkedAt: string;
  }[];
  readonly sessions: readonly {
    readonly startedAt: string;
    readonly lastUsedAt: string;
    readonly expiresAt: string;
    readonly ipAddress: string | null;
    readonly browser: string | null;
  }[];
  readonly subscription: {
    readonly stripeCustomerId: string;
    readonly stripeSubscriptionId: string | null;
    readonly status: string | null;
    readonly plan: string | null;
    readonly currentPeriodEnd: string | null;
    readonly cancelAtPeriodEnd: boolean;
    readonly scheduledPlan: string | null;
    readonly lastCheckedWithStripeAt: string | null;
  } | null;
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * Everything of profile.json, or null when the user has gone. Each query names its columns, so
 * secrets (password hashes, session tokens, provider access and refresh tokens) are never read,
 * let alone written into the export.
 */
export async function loadExportProfile(db: Db, userId: string): Promise<ExportProfile | null> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!row) return null;
  const signIns = await db
    .select({
      provider: account.providerId,
      providerAccountId: account.accountId,
      linkedAt: account.createdAt,
    })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  // Sessions end and are deleted: a handful per account, never a long list.
  const sessions = await db
    .select({
      startedAt: session.createdAt,
      lastUsedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      browser: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const [billing] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .limit(1);

  return {
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      pictureUrl: row.image,
      plan: row.subscriptionTier,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    engineerProfile: await getEngineerProfile(db, userId),
    signInMethods: signIns.map((signIn) => ({
      ...signIn,
      linkedAt: signIn.linkedAt.toISOString(),
    })),
    sessions: sessions.map((one) => ({
      ...one,
      startedAt: one.startedAt.toISOString(),
      lastUsedAt: one.lastUsedAt.toISOString(),
      expiresAt: one.expiresAt.toISOString(),
    })),
    subscription: billing
      ? {
          // The user's own reference at Stripe (not a secret: it opens nothing without our
          // Stripe key), so they can ask Stripe for what Stripe holds (decision 0813).
          stripeCustomerId: billing.stripeCustomerId,
          stripeSubscriptionId: billing.stripeSubscriptionId,
          status: billing.status,
          plan: billing.planTier,
          currentPeriodEnd: iso(billing.currentPeriodEnd),
          cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
          scheduledPlan: billing.scheduledTier,
          lastCheckedWithStripeAt: iso(billing.syncedAt),
        }
      : null,
  };
}

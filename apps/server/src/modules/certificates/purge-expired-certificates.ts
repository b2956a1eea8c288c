import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';
import { purgeRetentionCutoff } from './purge-retention-cutoff';

export interface CertificatePurgeResult {
  /** Certificates deleted: their account closed before `cutoff`. */
  readonly removedCount: number;
  /**
   * Certificates of deleted accounts that had no closing date (issued while the account was
   * being deleted) and were given `now`: their six years start at this run.
   */
  readonly datedCount: number;
  /** Accounts closed before this instant have had their certificates deleted. */
  readonly cutoff: Date;
}

/**
 * Deletes the certificates whose account was deleted more than six calendar years before `now`
 * (Privacy Policy, decision 0432). A certificate of an account that still exists is never
 * touched, however old. Safe to run in several processes at once: each statement only deletes
 * rows that still match, and a row deleted by another run is simply not counted here.
 */
export async function purgeExpiredCertificates(db: Db, now: Date): Promise<CertificatePurgeResult> {
  // A certificate can lose its user between account deletion stamping the closing date and the
  // user row going (a concurrent issue): give it one now rather than keep it forever.
  const dated = await db
    .update(certificates)
    .set({ accountClosedAt: now })
    .where(and(isNull(certificates.userId), isNull(certificates.accountClosedAt)))
    .returning({ id: certificates.id });

  const cutoff = purgeRetentionCutoff(now);
  const removed = await db
    .delete(certificates)
    .where(and(isNull(certificates.userId), lt(certificates.accountClosedAt, cutoff)))
    .returning({ id: certificates.id });
  return { removedCount: removed.length, datedCount: dated.length, cutoff };
}

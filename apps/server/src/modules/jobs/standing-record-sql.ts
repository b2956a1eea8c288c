import { sql } from 'drizzle-orm';
import { jobs, testRecords } from '../../db/schema';

/**
 * Whether the test record `t` (the alias a query gives it, inside a query over `jobs`) is one the
 * job's certificate judges: every record of a commercial or industrial job, and a domestic job's
 * last, its earlier records having been replaced by 'Record Changes' (decision 0923; the
 * certificate's own split is certificates/standing-records.ts). Later as a job's records are
 * ordered: recorded, then created, then id.
 */
export const isStandingRecord = sql`(${jobs}.calculator_type <> 'domestic' or not exists (
  select 1 from ${testRecords} as later
  where later.job_id = t.job_id
    and (later.recorded_at, later.created_at, later.id) > (t.recorded_at, t.created_at, t.id)
))`;

import type { JobListQuery, JobVerdictFilter } from '@pipeproof/contracts';
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { jobs, testRecords } from '../../db/schema';
import { ACCENTED_LETTERS, foldAccents, PLAIN_LETTERS } from './fold-accents';
import { isStandingRecord } from './standing-record-sql';

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The column contains the folded search text, in any case, accents or none (decision 0925). */
function containsFolded(column: AnyColumn, pattern: string): SQL {
  return sql`translate(${column}, ${ACCENTED_LETTERS}, ${PLAIN_LETTERS}) ilike ${pattern}`;
}

// Written out with table names: in the subquery an unqualified "id" would be the record's. A
// job has a standing record whenever it has any, so only a verdict asks which records stand.
const hasRecord = (testResult?: 'FAIL') =>
  testResult
    ? sql`exists (select 1 from ${testRecords} as t where t.job_id = ${jobs}.id and t.test_result = ${testResult} and ${isStandingRecord})`
    : sql`exists (select 1 from ${testRecords} as t where t.job_id = ${jobs}.id)`;

/**
 * A job's verdict as a certificate's overall result would be (decision 0408): FAIL when any
 * recorded test it judges failed, PASS when it has tests and none failed, PENDING with no test
 * recorded (a PENDING result is never stored, decision 0402). A domestic record replaced by a
 * later one is not judged (decision 0923).
 */
function verdictCondition(verdict: JobVerdictFilter): SQL {
  switch (verdict) {
    case 'FAIL':
      return hasRecord('FAIL');
    case 'PASS':
      return sql`(${hasRecord()} and not ${hasRecord('FAIL')})`;
    case 'PENDING':
      return sql`not ${hasRecord()}`;
  }
}

// Calendar days as the history shows them (format-job-date: dd/mm/yyyy in Europe/London).
const createdOnDay = sql`(${jobs.createdAt} at time zone 'Europe/London')::date`;

/** The WHERE conditions of the job history's search and filter (decision 0408), all ANDed. */
export function jobFilterConditions(query: JobListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(foldAccents(query.search));
    const text = or(
      ...[jobs.jobNumber, jobs.customerName, jobs.location, jobs.siteName].map((column) =>
        containsFolded(column, pattern),
      ),
    );
    if (text) conditions.push(text);
  }
  if (query.verdict) conditions.push(verdictCondition(query.verdict));
  if (query.from) conditions.push(sql`${createdOnDay} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${createdOnDay} <= ${query.to}::date`);
  return conditions;
}

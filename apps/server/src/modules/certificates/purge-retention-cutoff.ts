/**
 * The Privacy Policy keeps issued certificates for 6 years after the account closes, then deletes
 * them (decisions 0150, 0432).
 */
export const CERTIFICATE_RETENTION_YEARS = 6;

/**
 * The oldest account closing time still kept at `now`: the same instant six calendar years
 * earlier, in UTC. A certificate whose account closed strictly before it is purged; one closed
 * exactly at it is kept until the next run. 29 February falls back to 28 February, as
 * PostgreSQL's `- interval '6 years'` does (JavaScript would roll over to 1 March).
 */
export function purgeRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(now.getUTCFullYear() - CERTIFICATE_RETENTION_YEARS);
  // Rolled over into the next month (29 Feb → 1 Mar): day 0 is the last day of the month before.
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0);
  return cutoff;
}

import { describe, expect, it } from 'vitest';
import { purgeRetentionCutoff } from './purge-retention-cutoff';

describe('purgeRetentionCutoff', () => {
  it.each([
    ['2032-11-22T03:00:00.000Z', '2026-11-22T03:00:00.000Z'],
    // Across a leap day: calendar years, not 6 × 365 days.
    ['2030-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    // 29 February has no match six years earlier: 28 February, like PostgreSQL.
    ['2028-02-29T12:30:00.000Z', '2022-02-28T12:30:00.000Z'],
    ['2030-02-28T23:59:59.999Z', '2024-02-28T23:59:59.999Z'],
    ['2027-01-01T00:00:00.000Z', '2021-01-01T00:00:00.000Z'],
  ])('at %s keeps accounts closed since %s', (now, cutoff) => {
    expect(purgeRetentionCutoff(new Date(now)).toISOString()).toBe(cutoff);
  });
});

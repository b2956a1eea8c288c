import { describe, expect, it } from 'vitest';
import { splitReplacedRecords } from './standing-records';

describe('splitReplacedRecords (decision 0923)', () => {
  it('a domestic job’s last record stands and the earlier ones are replaced, oldest first', () => {
    expect(splitReplacedRecords('domestic', ['a', 'b', 'c'])).toEqual({
      standing: ['c'],
      replaced: ['a', 'b'],
    });
    expect(splitReplacedRecords('domestic', ['a'])).toEqual({ standing: ['a'], replaced: [] });
    expect(splitReplacedRecords('domestic', [])).toEqual({ standing: [], replaced: [] });
  });

  it('every record of a commercial or industrial job stands: each is a test of its own', () => {
    for (const calculatorType of ['commercial', 'industrial'] as const) {
      expect(splitReplacedRecords(calculatorType, ['a', 'b', 'c'])).toEqual({
        standing: ['a', 'b', 'c'],
        replaced: [],
      });
    }
  });
});

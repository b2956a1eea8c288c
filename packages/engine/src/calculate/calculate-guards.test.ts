import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineInputError } from '../errors';
import type * as largestPipeModule from '../installation-volume/find-largest-pipe';
import { findLargestPipe } from '../installation-volume/find-largest-pipe';
import type { CalculationInput } from './calculation-input';
import { calculate } from './calculate';

// Defence in depth inside calculate(): once normaliseCalculationInput has passed an input these
// paths cannot be reached with the real modules, so one module is replaced to drive them.
vi.mock('../installation-volume/find-largest-pipe', async (importOriginal) => {
  const actual = await importOriginal<typeof largestPipeModule>();
  return { ...actual, findLargestPipe: vi.fn(actual.findLargestPipe) };
});

const valid: CalculationInput = {
  calculatorType: 'commercial',
  project: { installationType: 'new', operationType: 'Strength Test' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

afterEach(() => {
  vi.mocked(findLargestPipe).mockReset();
});

describe('calculate: guards behind input validation', () => {
  it('still answers with the real module', () => {
    expect(calculate(valid).ok).toBe(true);
  });

  it('no pipe with a length after validation → an issue on pipeConfigurations, not a throw', () => {
    vi.mocked(findLargestPipe).mockReturnValueOnce(null);
    expect(calculate(valid)).toEqual({
      ok: false,
      errors: [
        {
          field: 'pipeConfigurations',
          code: 'required',
          reason: 'add at least one pipe with a length greater than 0',
        },
      ],
    });
  });

  it('an EngineInputError from a lower-level function becomes an issue', () => {
    vi.mocked(findLargestPipe).mockImplementationOnce(() => {
      throw new EngineInputError({ field: 'f', code: 'out_of_range', reason: 'r' });
    });
    expect(calculate(valid)).toEqual({
      ok: false,
      errors: [{ field: 'f', code: 'out_of_range', reason: 'r' }],
    });
  });

  it('any other error is a bug and is thrown, not dressed up as bad input', () => {
    vi.mocked(findLargestPipe).mockImplementationOnce(() => {
      throw new RangeError('bug');
    });
    expect(() => calculate(valid)).toThrow(RangeError);
  });
});

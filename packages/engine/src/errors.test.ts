import { describe, expect, it } from 'vitest';
import { parseNominalSizeMm } from './calculate/input-parsers';
import type { GasType, PipeMaterial } from './domain-types';
import { EngineInputError, requireNumberInRange } from './errors';
import { lookupPipeSize } from './installation-volume/lookup-pipe-size';
import { computeLetByTest } from './let-by-test/compute-let-by-test';
import { computeMaximumPermittedLeakRateM3h } from './tightness-test/compute-maximum-permitted-leak-rate';

function issueOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineInputError) return error.toIssue();
    throw error;
  }
  throw new Error('expected an EngineInputError');
}

describe('EngineInputError carries field, code and reason', () => {
  it.each([
    [
      'a string where a number belongs',
      () => requireNumberInRange('5' as unknown as number, 'f', {}),
      'not_a_number',
    ],
    ['Infinity', () => requireNumberInRange(Number.POSITIVE_INFINITY, 'f', {}), 'not_a_number'],
    ['below a minimum', () => requireNumberInRange(-1, 'f', { min: 0 }), 'out_of_range'],
    [
      'at an exclusive minimum',
      () => requireNumberInRange(0, 'f', { min: 0, minExclusive: true }),
      'out_of_range',
    ],
    ['above a maximum', () => requireNumberInRange(2, 'f', { max: 1 }), 'out_of_range'],
    [
      'an unknown material',
      () => lookupPipeSize('lead' as PipeMaterial, 15, 'industrial', 'f'),
      'unknown_value',
    ],
    [
      'an unknown gas',
      () =>
        computeMaximumPermittedLeakRateM3h({
          gasType: 'Hydrogen' as GasType,
          installationType: 'new',
        }),
      'unknown_value',
    ],
    [
      'a negative let-by duration',
      () =>
        computeLetByTest({ calculatorType: 'industrial', mopMbar: 21, tightnessDurationMin: -1 }),
      'out_of_range',
    ],
    ['a size with no digits', () => parseNominalSizeMm('mm', 'f'), 'not_a_number'],
  ])('%s', (_label, run, code) => {
    const issue = issueOf(run);
    expect(issue.code).toBe(code);
    expect(issue.reason).not.toBe('');
  });

  it('is an Error with a readable message', () => {
    const error = new EngineInputError({
      field: 'project.roomVolume',
      code: 'required',
      reason: 'is required',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('EngineInputError');
    expect(error.message).toBe('project.roomVolume: is required');
  });

  it.each([
    [25, 25],
    ['25', 25],
    ['25mm', 25],
    [' 25 MM ', 25],
  ])('nominal size %o → %s mm', (input, size) => {
    expect(parseNominalSizeMm(input, 'f')).toBe(size);
  });
});

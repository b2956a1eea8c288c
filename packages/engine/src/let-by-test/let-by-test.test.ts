import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { assessLetByTest } from './assess-let-by-test';
import { computeLetByTest } from './compute-let-by-test';

describe('let-by test (standards.md §3)', () => {
  it.each([
    // [IV m³, commercial duration min] — IV ≤ 0.5 → 2, ≤ 0.8 → 3, ≤ 1.0 → 4; a boundary IV belongs to its row
    [0.0001, 2],
    [0.5, 2],
    [0.5001, 3],
    [0.8, 3],
    [0.8001, 4],
    [1, 4],
  ])('commercial IV %s m³ → %s min', (iv, durationMin) => {
    expect(
      computeLetByTest({ calculatorType: 'commercial', mopMbar: 21, installationVolumeM3: iv })
        .durationMin,
    ).toBe(durationMin);
  });

  it.each([
    [21, 10.5],
    [40, 20],
    [75, 37.5],
  ])('pressure is half the MOP: %s → %s mbar', (mop, pressure) => {
    expect(
      computeLetByTest({ calculatorType: 'commercial', mopMbar: mop, installationVolumeM3: 0.1 })
        .testPressureMbar,
    ).toBe(pressure);
  });

  it('industrial: lasts the tightness test duration', () => {
    const p = computeLetByTest({
      calculatorType: 'industrial',
      mopMbar: 300,
      tightnessDurationMin: 11,
    });
    expect(p).toMatchObject({
      standard: 'IGE/UP/1',
      testPressureMbar: 150,
      durationMin: 11,
      maxRiseMbar: 0,
    });
  });

  it('commercial above 1 m³ is out of scope (typed error)', () => {
    expect(() =>
      computeLetByTest({ calculatorType: 'commercial', mopMbar: 21, installationVolumeM3: 1.0001 }),
    ).toThrow(EngineInputError);
  });

  it.each([
    [0, 'PASS'],
    [-0.2, 'PASS'],
    [0.01, 'FAIL'],
    [null, 'PENDING'],
    [undefined, 'PENDING'],
  ])('rise %s mbar → %s (PASS when the rise is ≤ 0)', (reading, status) => {
    const verdict = assessLetByTest({ letByPressureReading: reading });
    expect(verdict.status).toBe(status);
    expect(verdict.reasons).toHaveLength(1);
  });

  it('rejects a non-number reading', () => {
    expect(() => assessLetByTest({ letByPressureReading: Number.POSITIVE_INFINITY })).toThrow(
      'readings.letByPressureReading',
    );
  });
});

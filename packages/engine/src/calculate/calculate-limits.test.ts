import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../tables/scope-limits';
import { calculate } from './calculate';
import type { CalculationInput } from './calculation-input';

// Input limits that are not from the standard (tables/scope-limits.ts): far beyond any real
// installation, they exist so that a typing slip is refused by field, never turned into Infinity.

const purge: CalculationInput = {
  calculatorType: 'industrial',
  project: {
    installationType: 'new',
    operationType: 'Purge',
    safetyFactor: 3,
    purgeDirection: 'gas-to-air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 250, length: 4 }],
  purgeConfigurations: [{ type: 'hose', nominalSize: 50, length: 2 }],
  readings: { actualFlowRate: 200, actualGasContent: 1 },
};

const strength: CalculationInput = {
  calculatorType: 'industrial',
  project: {
    installationType: 'new',
    operationType: 'Strength Test',
    gasType: 'Natural Gas',
    maxOperatingPressure: 21,
    maxIncidentalPressure: 30,
    gaugeType: 'water',
    testMedium: 'Air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
  readings: { actualPressureDrop: 0 },
};

const tightness: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    maxOperatingPressure: 21,
    roomVolume: 20,
    gaugeType: 'water',
    testMedium: 'Air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
  readings: { letByPressureReading: 0, actualPressureDrop: 0 },
};

type Case = [string, CalculationInput, (value: number) => CalculationInput, number];

const CASES: Case[] = [
  [
    'pipeConfigurations[0].length',
    purge,
    (v) => ({ ...purge, pipeConfigurations: [{ material: 'steel', nominalSize: 250, length: v }] }),
    INPUT_LIMITS.maxLineLengthM,
  ],
  [
    'purgeConfigurations[0].length',
    purge,
    (v) => ({ ...purge, purgeConfigurations: [{ type: 'hose', nominalSize: 50, length: v }] }),
    INPUT_LIMITS.maxLineLengthM,
  ],
  [
    'readings.actualFlowRate',
    purge,
    (v) => ({ ...purge, readings: { actualFlowRate: v, actualGasContent: 1 } }),
    INPUT_LIMITS.maxFlowRateM3h,
  ],
  [
    'project.maxIncidentalPressure',
    strength,
    (v) => ({ ...strength, project: { ...strength.project, maxIncidentalPressure: v } }),
    INPUT_LIMITS.maxPressureMbar,
  ],
  [
    'readings.actualPressureDrop',
    strength,
    (v) => ({ ...strength, readings: { actualPressureDrop: v } }),
    INPUT_LIMITS.maxPressureMbar,
  ],
  [
    'readings.letByPressureReading',
    tightness,
    (v) => ({ ...tightness, readings: { letByPressureReading: v } }),
    INPUT_LIMITS.maxPressureMbar,
  ],
  [
    'project.roomVolume',
    tightness,
    (v) => ({ ...tightness, project: { ...tightness.project, roomVolume: v } }),
    INPUT_LIMITS.maxRoomVolumeM3,
  ],
  [
    'meterConfigurations[0].quantity',
    tightness,
    (v) => ({ ...tightness, meterConfigurations: [{ meterType: 'U16', quantity: v }] }),
    INPUT_LIMITS.maxMeterQuantity,
  ],
];

/** Every number anywhere in the output is finite (JSON would turn Infinity into null). */
function nonFinitePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => nonFinitePaths(inner, `${path}.${key}`));
}

describe('input limits against typing slips (tables/scope-limits.ts)', () => {
  it.each(CASES)(
    '%s: the limit itself is accepted, just above it is refused',
    (field, base, at, max) => {
      expect(calculate(base).ok).toBe(true);
      const atMax = calculate(at(max));
      expect(atMax.ok).toBe(true);
      if (atMax.ok) expect(nonFinitePaths(atMax.output)).toEqual([]);
      expect(calculate(at(max * 1.000001))).toEqual({
        ok: false,
        errors: [{ field, code: 'out_of_range', reason: `must be ${max} or less` }],
      });
    },
  );

  it('a let-by reading may fall as far as it may rise', () => {
    const [, , at] = CASES[5] as Case;
    expect(calculate(at(-INPUT_LIMITS.maxPressureMbar)).ok).toBe(true);
    expect(calculate(at(-INPUT_LIMITS.maxPressureMbar - 1))).toMatchObject({ ok: false });
  });

  it('whatever numbers are typed, an answer never carries Infinity or NaN', () => {
    const huge = fc.oneof(
      fc.double({ min: 0, max: 1e308, noNaN: true }),
      fc.constantFrom(1e308, 1e300, 1e100, 1e6, 100_000),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CASES), huge, ([, , at], value) => {
        const result = calculate(at(value));
        if (result.ok) expect(nonFinitePaths(result.output)).toEqual([]);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

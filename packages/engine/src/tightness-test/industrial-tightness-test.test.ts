import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_TYPES, GAS_TYPES, GAUGE_TYPES, TEST_MEDIA } from '../domain-types';
import { EngineInputError } from '../errors';
import { assessTightnessTest } from './assess-tightness-test';
import {
  computeIndustrialTightnessTest,
  type IndustrialTightnessTestInput,
} from './compute-industrial-tightness-test';
import { computeLeakRateM3h } from './compute-leak-rate';
import { computeMaximumPermittedLeakRateM3h } from './compute-maximum-permitted-leak-rate';

const base: IndustrialTightnessTestInput = {
  installationType: 'new',
  installationVolumeM3: 0.5,
  gasType: 'Natural Gas',
  testMedium: 'Gas',
  gaugeType: 'water',
  mopMbar: 21,
};

describe('IGE/UP/1 tightness test worked examples (standards.md §2, §3)', () => {
  it.each<[string, Partial<IndustrialTightnessTestInput>, Record<string, unknown>]>([
    [
      'NG new, gas, GRM 0.5, IV 0.5: 0.5×0.5×42 = 10.5 → 11 min; PDmax 0.0014×11/(0.059×0.5) = 0.522 → 0.52',
      {},
      {
        durationMin: 11,
        stabilisationMin: 15,
        mplrM3h: 0.0014,
        maxDropMbar: 0.52,
        f1: 42,
        f3: 0.059,
        testPressureMbar: 21,
      },
    ],
    [
      'NG new, gas, IV 0.05: 1.05 → minimum 2 min',
      { installationVolumeM3: 0.05 },
      { durationMin: 2, stabilisationMin: 15 },
    ],
    [
      'NG new, air, GRM 0.5, IV 1.2: 40.2 → 41 min, over the 30-min gauge maximum',
      { installationVolumeM3: 1.2, testMedium: 'Air', gaugeType: 'electronic05' },
      { durationMin: 41, exceedsGaugeMaxDuration: true, stabilisationMin: 41, maxDropMbar: 0.5 },
    ],
    [
      'NG new, air, GRM 0.1, IV 1.2: 8.04 → 9 min; PDmax 0.0126/0.1128 = 0.1117 → 0.11',
      { installationVolumeM3: 1.2, testMedium: 'Air', gaugeType: 'electronic01' },
      { durationMin: 9, exceedsGaugeMaxDuration: false, maxDropMbar: 0.11 },
    ],
    [
      'Propane existing Type B RV 20, gas, GRM 0.1, IV 2: 2.8×0.1×2×102/20 = 2.856 → 3; MPLR 0.000203 (0.126/221/2.8 down to 3 figures) × 20 = 0.00406; PDmax 0.1032 → 0.10',
      {
        installationType: 'existing',
        areaType: 'Type B',
        roomVolumeM3: 20,
        gasType: 'Propane',
        gaugeType: 'electronic01',
        installationVolumeM3: 2,
      },
      { durationMin: 3, mplrM3h: 0.00406, maxDropMbar: 0.1, areaType: 'Type B', roomVolumeM3: 20 },
    ],
    [
      'NG existing Type C, gas, GRM 0.5, IV 10, MOP 75: 0.047×0.5×10×42 = 9.87 → 10; MPLR 0.03; PDmax 0.3/0.59 = 0.508 → 0.50',
      { installationType: 'existing', areaType: 'Type C', installationVolumeM3: 10, mopMbar: 75 },
      {
        durationMin: 10,
        mplrM3h: 0.03,
        maxDropMbar: 0.5,
        testPressureMbar: 75,
        roomVolumeM3: null,
      },
    ],
    [
      'NG existing Type A = new formula: GRM 0.5 × 0.5 × 42 → 11; MPLR 0.0014',
      { installationType: 'existing', areaType: 'Type A' },
      { durationMin: 11, mplrM3h: 0.0014 },
    ],
    [
      'NG existing Type B RV 10: 2.8×0.5×0.5×42/10 = 2.94 → 3; MPLR 0.005; PDmax 0.015/0.0295 = 0.508 → 0.50',
      { installationType: 'existing', areaType: 'Type B', roomVolumeM3: 10 },
      { durationMin: 3, mplrM3h: 0.005, maxDropMbar: 0.5 },
    ],
    [
      'SNG new, air, GRM 0.1, IV 1.5: 0.1×1.5×60 = 9 exactly (not 10); MPLR 0.0013; PDmax 0.0117/0.117 = 0.10 exactly',
      {
        gasType: 'LPG/Air (SNG)',
        testMedium: 'Air',
        gaugeType: 'electronic01',
        installationVolumeM3: 1.5,
      },
      { durationMin: 9, mplrM3h: 0.0013, maxDropMbar: 0.1 },
    ],
    [
      'SNG existing Type B RV 2.8, air, GRM 0.1, IV 1.5: 2.8×9/2.8 = 9 exactly; MPLR 0.000464 × 2.8',
      {
        installationType: 'existing',
        areaType: 'Type B',
        roomVolumeM3: 2.8,
        gasType: 'LPG/Air (SNG)',
        testMedium: 'Air',
        gaugeType: 'electronic01',
        installationVolumeM3: 1.5,
      },
      { durationMin: 9, mplrM3h: 0.0012992 },
    ],
    [
      'Butane existing Type A, air, GRM 0.5, IV 0.2: 30.5 → 31, over the gauge maximum',
      {
        installationType: 'existing',
        areaType: 'Type A',
        gasType: 'Butane',
        testMedium: 'Air',
        installationVolumeM3: 0.2,
      },
      { durationMin: 31, exceedsGaugeMaxDuration: true, f1: 305, f3: 0.134 },
    ],
    [
      'SMG new, gas: F1 28 → 0.5×0.5×28 = 7',
      { gasType: 'LPG/Air (SMG)' },
      { durationMin: 7, f1: 28, f3: 0.059 },
    ],
    [
      'Type B room of 59.9 m³ is accepted',
      { installationType: 'existing', areaType: 'Type B', roomVolumeM3: 59.9 },
      { durationMin: 2 },
    ],
    ['MOP 2000 → TP 2000', { mopMbar: 2000 }, { testPressureMbar: 2000 }],
  ])('%s', (_label, overrides, expected) => {
    const p = computeIndustrialTightnessTest({ ...base, ...overrides });
    expect(p).toMatchObject({ standard: 'IGE/UP/1', ...expected });
    expect(p.durationBasis.kind).toBe('industrial-formula');
  });

  it('shows the formula with the numbers used', () => {
    const p = computeIndustrialTightnessTest({
      ...base,
      installationType: 'existing',
      areaType: 'Type B',
      roomVolumeM3: 10,
    });
    expect(p.durationBasis).toEqual({
      kind: 'industrial-formula',
      unroundedMin: 2.94,
      formula:
        'TTD = 2.8 × GRM 0.5 × IV 0.5 × F1 42 / RV 10 = 2.94 min → 3 min (rounded up, minimum 2)',
    });
  });

  it('leak rate LR = F3 × PD × IV / TTD, up to 3 figures: at PDmax it is the MPLR or under, 0.01 mbar more is over', () => {
    const p = computeIndustrialTightnessTest(base);
    const lr = (drop: number) =>
      computeLeakRateM3h({
        f3: p.f3,
        dropMbar: drop,
        installationVolumeM3: 0.5,
        durationMin: p.durationMin,
        mplrM3h: p.mplrM3h,
      });
    expect(lr(0.52)).toBe(0.0014); // 0.059 × 0.52 × 0.5 / 11 = 0.00139454… → 0.00140
    expect(lr(0.53)).toBe(0.00143); // 0.00142136… → 0.00143
    expect(assessTightnessTest(p, { actualPressureDrop: 0.52 })).toMatchObject({
      status: 'PASS',
      leakRateM3h: 0.0014,
      reasons: [
        'Drop 0.52 mbar is within the 0.52 mbar maximum (leak rate 0.0014 m³/h against an MPLR of 0.0014 m³/h).',
      ],
    });
    expect(assessTightnessTest(p, { actualPressureDrop: 0.53 }).status).toBe('FAIL');
  });
});

describe('IGE/UP/1 input errors', () => {
  it.each<[Partial<IndustrialTightnessTestInput>, string, string]>([
    [{ installationType: 'existing' }, 'project.zoneType', 'required'],
    [{ installationType: 'existing', areaType: 'Type B' }, 'project.roomVolume', 'required'],
    [
      { installationType: 'existing', areaType: 'Type B', roomVolumeM3: 60 },
      'project.roomVolume',
      'out_of_range',
    ],
    [
      { installationType: 'existing', areaType: 'Type B', roomVolumeM3: 0.99 },
      'project.roomVolume',
      'out_of_range',
    ],
    [{ mopMbar: 16001 }, 'project.maxOperatingPressure', 'out_of_range'],
    [{ installationVolumeM3: -1 }, 'installationVolumeM3', 'out_of_range'],
  ])('%o → %s %s', (overrides, field, code) => {
    expect(() => computeIndustrialTightnessTest({ ...base, ...overrides })).toThrow(
      EngineInputError,
    );
    try {
      computeIndustrialTightnessTest({ ...base, ...overrides });
    } catch (error) {
      expect(error).toMatchObject({ field, code });
    }
  });

  it('MPLR needs the room classification for an existing installation', () => {
    expect(() =>
      computeMaximumPermittedLeakRateM3h({ gasType: 'Propane', installationType: 'existing' }),
    ).toThrow('project.zoneType');
    expect(
      computeMaximumPermittedLeakRateM3h({ gasType: 'Propane', installationType: 'new' }),
    ).toBe(0.00057);
  });
});

describe('IGE/UP/1 properties', () => {
  const input = fc.record({
    installationType: fc.constantFrom('new' as const, 'existing' as const),
    areaType: fc.constantFrom(...AREA_TYPES),
    roomVolumeM3: fc.integer({ min: 10, max: 599 }).map((n) => n / 10),
    gasType: fc.constantFrom(...GAS_TYPES),
    testMedium: fc.constantFrom(...TEST_MEDIA),
    gaugeType: fc.constantFrom(...GAUGE_TYPES),
    mopMbar: fc.integer({ min: 1, max: 16000 }),
    installationVolumeM3: fc.integer({ min: 1, max: 500000 }).map((n) => n / 10000),
  });

  it('more volume never shortens a test', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100000 }), (i, extra) => {
        const bigger = { ...i, installationVolumeM3: i.installationVolumeM3 + extra / 10000 };
        expect(computeIndustrialTightnessTest(i).durationMin).toBeLessThanOrEqual(
          computeIndustrialTightnessTest(bigger).durationMin,
        );
      }),
    );
  });

  it('PASS flips exactly at PDmax, and more drop never turns FAIL into PASS', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 500 }), (i, hundredths) => {
        const p = computeIndustrialTightnessTest(i);
        expect(p.durationMin).toBeGreaterThanOrEqual(2);
        expect(Number.isFinite(p.maxDropMbar)).toBe(true);
        expect(assessTightnessTest(p, { actualPressureDrop: p.maxDropMbar }).status).toBe('PASS');
        expect(assessTightnessTest(p, { actualPressureDrop: p.maxDropMbar + 0.01 }).status).toBe(
          'FAIL',
        );
        const status = assessTightnessTest(p, { actualPressureDrop: hundredths / 100 }).status;
        expect(status).toBe(hundredths / 100 <= p.maxDropMbar + 1e-9 ? 'PASS' : 'FAIL');
      }),
    );
  });

  it('for any reading to 0.01 mbar, the leak rate shown is at or under the MPLR shown exactly when it passes', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 2000 }), (i, hundredths) => {
        const p = computeIndustrialTightnessTest(i);
        const verdict = assessTightnessTest(p, { actualPressureDrop: hundredths / 100 });
        expect(verdict.leakRateM3h! <= p.mplrM3h!).toBe(verdict.status === 'PASS');
      }),
    );
  });

  it('stabilisation is max(15, TTD)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = computeIndustrialTightnessTest(i);
        expect(p.stabilisationMin).toBe(Math.max(15, p.durationMin));
      }),
    );
  });
});

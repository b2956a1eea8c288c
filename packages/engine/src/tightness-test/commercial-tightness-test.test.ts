import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GaugeType, TestMedium } from '../domain-types';
import { EngineInputError } from '../errors';
import { assessTightnessTest } from './assess-tightness-test';
import {
  computeCommercialTightnessTest,
  type CommercialTightnessTestInput,
} from './compute-commercial-tightness-test';
import { lookupCommercialTestDuration } from './lookup-commercial-test-duration';
import {
  lookupMapdColumnIndex,
  lookupMaximumAllowablePressureDrop,
} from './lookup-maximum-allowable-pressure-drop';

const newInstall = (
  iv: number,
  gaugeType: GaugeType,
  testMedium: TestMedium = 'Gas',
  mopMbar = 21,
): CommercialTightnessTestInput => ({
  installationType: 'new',
  installationVolumeM3: iv,
  gaugeType,
  testMedium,
  mopMbar,
});

describe('IGE/UP/1A new installation (standards.md §3: TTD = max(2, ceil(GRM × IVrow / 0.015)); PDmax from MPLR 0.0014)', () => {
  it.each<[string, CommercialTightnessTestInput, Record<string, unknown>]>([
    [
      'IV 0.06 exactly on the first row, water gauge, gas: 2 min; PDmax 0.0028 / (0.059 × 0.06) = 0.7909 → 0.79',
      newInstall(0.06, 'water'),
      {
        durationMin: 2,
        stabilisationMin: 6,
        testPressureMbar: 21,
        mplrM3h: 0.0014,
        maxDropMbar: 0.79,
        exceedsGaugeMaxDuration: false,
      },
    ],
    [
      'IV 0.0601 falls in the 0.09 row: 3 min; PDmax 0.0042 / (0.059 × 0.0601) = 1.1844 → 1.18',
      newInstall(0.0601, 'water'),
      { durationMin: 3, maxDropMbar: 1.18 },
    ],
    [
      'air test uses F3 0.094: PDmax 0.0028 / (0.094 × 0.06) = 0.4964 → 0.49',
      newInstall(0.06, 'electronic05', 'Air'),
      { durationMin: 2, f3: 0.094, maxDropMbar: 0.49 },
    ],
    [
      'IV 0.45, GRM 0.1: 3 min (not 4); PDmax 0.0042 / 0.02655 = 0.1581 → 0.15',
      newInstall(0.45, 'electronic01'),
      { durationMin: 3, maxDropMbar: 0.15 },
    ],
    ['IV 0.4501, GRM 0.1: 4 min', newInstall(0.4501, 'electronic01'), { durationMin: 4 }],
    [
      'IV 0.90, water gauge: 30 min, stabilisation 30, PDmax 0.042 / 0.0531 = 0.7909 → 0.79',
      newInstall(0.9, 'water'),
      { durationMin: 30, stabilisationMin: 30, maxDropMbar: 0.79, exceedsGaugeMaxDuration: false },
    ],
    [
      'IV 0.9001, water gauge: 34 min exceeds the 30-min gauge maximum',
      newInstall(0.9001, 'water'),
      { durationMin: 34, exceedsGaugeMaxDuration: true, gaugeMaxDurationMin: 30 },
    ],
    [
      'IV 0.9001, GRM 0.1 gauge: 7 min',
      newInstall(0.9001, 'electronic01'),
      { durationMin: 7, exceedsGaugeMaxDuration: false, gaugeMaxDurationMin: 15 },
    ],
    ['IV 1.0, GRM 0.1 gauge: 7 min', newInstall(1, 'electronic01'), { durationMin: 7 }],
    ['MOP 30 → TP 30', newInstall(0.1, 'water', 'Gas', 30), { testPressureMbar: 30 }],
    ['MOP 10 → TP 20', newInstall(0.1, 'water', 'Gas', 10), { testPressureMbar: 20 }],
  ])('%s', (_label, input, expected) => {
    const p = computeCommercialTightnessTest(input);
    expect(p).toMatchObject({
      standard: 'IGE/UP/1A',
      gasType: 'Natural Gas',
      f1: null,
      ...expected,
    });
    expect(p.maxDropBasis.kind).toBe('MPLR');
  });
});

describe('IGE/UP/1A existing installation (standards.md §3: TTD table by medium; MAPD by room volume)', () => {
  const existing = (
    iv: number,
    testMedium: TestMedium,
    roomVolumeM3: number | null,
  ): CommercialTightnessTestInput => ({
    installationType: 'existing',
    installationVolumeM3: iv,
    gaugeType: 'water',
    testMedium,
    mopMbar: 21,
    roomVolumeM3,
  });

  it.each<[string, CommercialTightnessTestInput, number, number, number, number]>([
    // [label, input, TTD, IV band, RV column, MAPD]
    ['IV 0.15 gas, RV 20: published row', existing(0.15, 'Gas', 20), 2, 0.15, 20, 1.4],
    [
      'IV 0.1501 air, RV 20: 250×20×3/(47×20) = 15.96 → 1.5',
      existing(0.1501, 'Air', 20),
      3,
      0.2,
      20,
      1.5,
    ],
    ['IV 1.0 air, RV 9 → column 10', existing(1, 'Air', 9), 10, 1, 10, 0.5],
    [
      'IV 0.5 gas, RV 34.9 → column 30: 250×30×6/(47×50) = 19.1 → 1.9',
      existing(0.5, 'Gas', 34.9),
      4,
      0.5,
      30,
      1.9,
    ],
    ['IV 0.5 gas, RV 75 → column 60: 38.3 → 3.8', existing(0.5, 'Gas', 75), 4, 0.5, 60, 3.8],
    [
      'IV 0.15 gas, RV 11 (published 0.8, formula 0.7 kept)',
      existing(0.15, 'Gas', 11),
      2,
      0.15,
      11,
      0.7,
    ],
  ])('%s', (_label, input, ttd, band, column, mapd) => {
    const p = computeCommercialTightnessTest(input);
    expect(p.durationMin).toBe(ttd);
    expect(p.stabilisationMin).toBe(Math.max(6, ttd));
    expect(p.mplrM3h).toBeNull();
    expect(p.maxDropMbar).toBe(mapd);
    expect(p.maxDropBasis).toMatchObject({
      kind: 'MAPD',
      ivBandUpToM3: band,
      roomVolumeColumnM3: column,
    });
  });

  it.each([
    [0.15, 2, 2],
    [0.1501, 3, 2],
    [0.3, 3, 2],
    [0.45, 5, 3],
    [0.6, 6, 4],
    [0.75, 8, 5],
    [0.9, 9, 6],
    [0.9001, 10, 6],
    [1, 10, 6],
  ])('IV %s m³: air %s min, natural gas %s min', (iv, air, gas) => {
    const lookup = (testMedium: TestMedium) =>
      lookupCommercialTestDuration({
        installationType: 'existing',
        installationVolumeM3: iv,
        grmMbar: 0.5,
        testMedium,
      }).durationMin;
    expect(lookup('Air')).toBe(air);
    expect(lookup('Gas')).toBe(gas);
  });

  it.each([
    [5, 10],
    [10, 10],
    [10.99, 10],
    [11, 11],
    [30.5, 30],
    [35, 35],
    [59.99, 55],
    [60, 60],
    [200, 60],
  ])(
    'room volume %s m³ → column %s (below 10 → 10; between → next lower; above 60 → 60)',
    (rv, column) => {
      expect(lookupMaximumAllowablePressureDrop(0.1, rv).roomVolumeColumnM3).toBe(column);
      expect(lookupMapdColumnIndex(rv)).toBeGreaterThanOrEqual(0);
    },
  );

  it.each([
    [existing(0.5, 'Gas', null), 'project.roomVolume', 'required'],
    [existing(0.5, 'Gas', 0.5), 'project.roomVolume', 'out_of_range'],
    [existing(1.0001, 'Gas', 20), 'installationVolumeM3', 'out_of_range'],
    [
      { ...existing(0.5, 'Gas', 20), gaugeType: 'dial' as GaugeType },
      'project.gaugeType',
      'unknown_value',
    ],
    [existing(0, 'Gas', 20), 'installationVolumeM3', 'out_of_range'],
  ])('rejects %o on %s', (input, field, code) => {
    try {
      computeCommercialTightnessTest(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect(error).toMatchObject({ field, code });
    }
  });

  it('a MAPD above 1 m³ is a typed error', () => {
    expect(() => lookupMaximumAllowablePressureDrop(1.01, 20)).toThrow(EngineInputError);
  });
});

describe('commercial verdict at the limit', () => {
  it.each([
    newInstall(0.06, 'water'),
    newInstall(0.45, 'electronic01', 'Air'),
    { ...newInstall(0.15, 'water'), installationType: 'existing' as const, roomVolumeM3: 27 },
  ])('drop = maximum → PASS; maximum + 0.01 → FAIL (%#)', (input) => {
    const p = computeCommercialTightnessTest(input);
    expect(assessTightnessTest(p, { actualPressureDrop: p.maxDropMbar }).status).toBe('PASS');
    expect(assessTightnessTest(p, { actualPressureDrop: p.maxDropMbar + 0.01 }).status).toBe(
      'FAIL',
    );
  });
});

describe('commercial properties', () => {
  const ivArb = fc.integer({ min: 1, max: 10000 }).map((n) => n / 10000);
  it('more volume never shortens a test (new: both gauges; existing: both media)', () => {
    fc.assert(
      fc.property(
        ivArb,
        ivArb,
        fc.constantFrom<GaugeType>('water', 'electronic05', 'electronic01'),
        fc.constantFrom<TestMedium>('Air', 'Gas'),
        fc.constantFrom('new' as const, 'existing' as const),
        (a, b, gaugeType, testMedium, installationType) => {
          const ttd = (iv: number) =>
            computeCommercialTightnessTest({
              installationType,
              installationVolumeM3: iv,
              gaugeType,
              testMedium,
              mopMbar: 21,
              roomVolumeM3: 20,
            }).durationMin;
          expect(ttd(Math.min(a, b))).toBeLessThanOrEqual(ttd(Math.max(a, b)));
        },
      ),
    );
  });

  it('a bigger room never lowers the MAPD', () => {
    fc.assert(
      fc.property(
        ivArb,
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (iv, a, b) => {
          const mapd = (rv: number) => lookupMaximumAllowablePressureDrop(iv, rv).maxDropMbar;
          expect(mapd(Math.min(a, b))).toBeLessThanOrEqual(mapd(Math.max(a, b)));
        },
      ),
    );
  });
});

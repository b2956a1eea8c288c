import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFETY_FACTORS, type PurgeDirection } from '../domain-types';
import { EngineInputError } from '../errors';
import { computeInstallationVolume } from '../installation-volume/compute-installation-volume';
import { findLargestPipe } from '../installation-volume/find-largest-pipe';
import { COPPER_STEEL_EQUIVALENTS } from '../tables/copper-steel-equivalents';
import { assessPurge } from './assess-purge';
import { computePurge, type PurgeInput } from './compute-purge';
import { lookupMinimumPurgeFlow } from './lookup-minimum-purge-flow';
import { lookupPurgePointBoreMm } from './lookup-purge-point-bore';

describe('purge worked example (standards.md §5)', () => {
  it('steel 50 × 20 m, 25 mm hose × 5 m, U16: PV = 1.5 × (0.0528 + 0.0032) + 5 × 0.006 = 0.114; Qp 4.5; 91.2 s → 01:31; bore 25', () => {
    const volume = computeInstallationVolume({
      calculatorType: 'commercial',
      pipeRuns: [{ material: 'steel', nominalSizeMm: 50, lengthM: 20 }],
      meters: [{ meterType: 'U16', quantity: 1 }],
      hoseStacks: [{ type: 'hose', nominalSizeMm: 25, lengthM: 5 }],
    });
    const largest = findLargestPipe(volume.pipeRuns)!;
    const p = computePurge({
      pipeworkWithFittingsM3: volume.pipeworkM3 + volume.fittingsM3,
      hoseStackM3: volume.hoseStackM3,
      meterCyclicM3: volume.meterCyclicM3,
      largestSteelEquivalentSizeMm: largest.steelEquivalentSizeMm,
    });
    expect(p).toMatchObject({
      safetyFactor: 1.5,
      meterPurgeVolumeM3: 0.03,
      purgeVolumeM3: 0.114,
      minimumFlowM3h: 4.5,
      flowRowNominalSizeMm: 50,
      maximumPurgeTimeSeconds: 91,
      maximumPurgeTime: '01:31',
      purgePointBoreMm: 25,
    });
  });

  const purge = (overrides: Partial<PurgeInput>) =>
    computePurge({
      pipeworkWithFittingsM3: 0.1,
      hoseStackM3: 0,
      meterCyclicM3: 0,
      largestSteelEquivalentSizeMm: 50,
      ...overrides,
    });

  it.each([
    [1.5, 0.15],
    [2, 0.2],
    [3, 0.3],
  ] as const)('safety factor %s → PV %s m³', (safetyFactor, pv) => {
    expect(purge({ safetyFactor }).purgeVolumeM3).toBe(pv);
  });

  it('PV 0.0233 m³ at 0.7 m³/h: 119.83 s → "01:59", never "1:60"', () => {
    const p = purge({ pipeworkWithFittingsM3: 0.0233 / 1.5, largestSteelEquivalentSizeMm: 15 });
    expect(p.purgeVolumeM3).toBe(0.0233);
    expect(p.maximumPurgeTime).toBe('01:59');
  });

  it('rejects an unknown safety factor with a typed error', () => {
    expect(() => purge({ safetyFactor: 2.5 as 2 })).toThrow(EngineInputError);
  });
});

describe('minimum purge flow Qp by largest size: next larger row, never smaller (standards.md §5)', () => {
  it.each([
    [15, 20, 0.7],
    [20, 20, 0.7],
    [25, 25, 1.0],
    [32, 32, 1.7],
    [40, 40, 2.5],
    [50, 50, 4.5],
    [65, 80, 11], // the earlier app fell back to 0.7 here
    [80, 80, 11],
    [100, 100, 20],
    [125, 125, 30],
    [150, 150, 38],
    [200, 200, 79], // the earlier app gave 141 (rows shifted)
    [250, 250, 141],
    [300, 300, 216],
  ])('DN%s → row DN%s, %s m³/h', (size, row, qp) => {
    expect(lookupMinimumPurgeFlow(size)).toEqual({ nominalSizeMm: row, minimumFlowM3h: qp });
  });

  it.each(COPPER_STEEL_EQUIVALENTS.map((e) => [e.copperSizeMm, e.steelNominalSizeMm]))(
    'copper %s mm maps to DN%s',
    (copper, steel) => {
      const volume = computeInstallationVolume({
        calculatorType: 'industrial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: copper, lengthM: 1 }],
      });
      expect(findLargestPipe(volume.pipeRuns)?.steelEquivalentSizeMm).toBe(steel);
    },
  );

  it('beyond DN300 there is no row: typed error, never a default', () => {
    expect(() => lookupMinimumPurgeFlow(350)).toThrow(EngineInputError);
  });
});

describe('purge-point bore (standards.md §5)', () => {
  it.each([
    [15, 20],
    [40, 20],
    [50, 25],
    [65, 25],
    [80, 25],
    [100, 40],
    [150, 40],
    [200, 80],
    [250, 80],
    [300, 150],
  ])('DN%s → %s mm', (size, bore) => {
    expect(lookupPurgePointBoreMm(size)).toBe(bore);
  });

  it('beyond DN300: typed error', () => {
    expect(() => lookupPurgePointBoreMm(301)).toThrow(EngineInputError);
  });
});

describe('purge verdict (standards.md §5: flow ≥ Qp and gas ≥ 90 % air→gas or ≤ 1.8 % gas→air)', () => {
  const qp = { minimumFlowM3h: 4.5 };
  it.each<[PurgeDirection | null, number | null, number | null, string]>([
    ['air-to-gas', 4.5, 90, 'PASS'],
    ['air-to-gas', 4.49, 90, 'FAIL'],
    ['air-to-gas', 4.5, 89.9, 'FAIL'],
    ['air-to-gas', 10, 100, 'PASS'],
    ['gas-to-air', 4.5, 1.8, 'PASS'],
    ['gas-to-air', 4.5, 1.81, 'FAIL'],
    ['gas-to-air', 4.4, 0, 'FAIL'],
    [null, 4.5, 90, 'PENDING'],
    ['air-to-gas', null, 90, 'PENDING'],
    ['gas-to-air', 4.5, null, 'PENDING'],
  ])(
    '%s, flow %s m³/h, gas %s per cent → %s',
    (purgeDirection, actualFlowRate, actualGasContent, status) => {
      const verdict = assessPurge(qp, { purgeDirection, actualFlowRate, actualGasContent });
      expect(verdict.status).toBe(status);
      expect(verdict.reasons.length).toBeGreaterThan(0);
    },
  );

  it.each<[PurgeDirection | null, number | null, number | null, string]>([
    ['air-to-gas', null, 90, 'Record the measured flow rate.'],
    ['air-to-gas', null, null, 'Record the measured flow rate and the gas content.'],
    [null, null, null, 'Record the purge direction, the measured flow rate and the gas content.'],
  ])('pending: %s, flow %s, gas %s says “%s”', (direction, flow, gas, reason) => {
    const readings = { purgeDirection: direction, actualFlowRate: flow, actualGasContent: gas };
    expect(assessPurge(qp, readings)).toEqual({ status: 'PENDING', reasons: [reason] });
  });

  it.each([
    [
      { purgeDirection: 'air-to-gas' as const, actualFlowRate: -1, actualGasContent: 90 },
      'readings.actualFlowRate',
    ],
    [
      { purgeDirection: 'air-to-gas' as const, actualFlowRate: 5, actualGasContent: 101 },
      'readings.actualGasContent',
    ],
    [
      { purgeDirection: 'sideways' as PurgeDirection, actualFlowRate: 5, actualGasContent: 90 },
      'project.purgeDirection',
    ],
  ])('rejects %o on %s', (readings, field) => {
    expect(() => assessPurge(qp, readings)).toThrow(field);
  });
});

describe('purge properties', () => {
  const input = fc.record({
    pipeworkWithFittingsM3: fc.integer({ min: 1, max: 100000 }).map((n) => n / 10000),
    hoseStackM3: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10000),
    meterCyclicM3: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
    largestSteelEquivalentSizeMm: fc.constantFrom(
      15,
      20,
      25,
      32,
      40,
      50,
      65,
      80,
      100,
      125,
      150,
      200,
      250,
      300,
    ),
  });

  it('PV never falls as the safety factor grows', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pvs = SAFETY_FACTORS.map(
          (safetyFactor) => computePurge({ ...i, safetyFactor }).purgeVolumeM3,
        );
        // Non-decreasing: PV is shown to 0.0001 m³, so tiny volumes can tie.
        expect(pvs[0]!).toBeLessThanOrEqual(pvs[1]!);
        expect(pvs[1]!).toBeLessThanOrEqual(pvs[2]!);
      }),
    );
  });

  it('more volume never shortens the purge (same largest size)', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 10000 }), (i, extra) => {
        const more = computePurge({
          ...i,
          pipeworkWithFittingsM3: i.pipeworkWithFittingsM3 + extra / 10000,
        });
        const less = computePurge(i);
        expect(less.purgeVolumeM3).toBeLessThanOrEqual(more.purgeVolumeM3);
        expect(less.maximumPurgeTimeSeconds).toBeLessThanOrEqual(more.maximumPurgeTimeSeconds);
      }),
    );
  });

  it('a bigger largest size never lowers Qp', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (a, b) => {
        expect(lookupMinimumPurgeFlow(Math.min(a, b)).minimumFlowM3h).toBeLessThanOrEqual(
          lookupMinimumPurgeFlow(Math.max(a, b)).minimumFlowM3h,
        );
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { COPPER_PIPE_VOLUMES } from '../tables/copper-pipe-volumes';
import { STEEL_PIPE_VOLUMES } from '../tables/steel-pipe-volumes';
import {
  computeInstallationVolume,
  type InstallationVolumeInput,
} from './compute-installation-volume';
import { findLargestPipe } from './find-largest-pipe';
import { listPipeSizesMm, lookupPipeSize } from './lookup-pipe-size';

function errorOf(run: () => unknown): EngineInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineInputError) return error;
  }
  throw new Error('expected an EngineInputError');
}

describe('installation volume worked examples (standards.md §1: IV = Σ pipe × 1.10 + Σ meter internal × qty)', () => {
  it.each<
    [
      string,
      InstallationVolumeInput,
      { pipeworkM3: number; fittingsM3: number; metersM3: number; totalM3: number },
    ]
  >([
    [
      'steel 25 mm × 30 m + U16 (0.0192 + 0.00192 + 0.025 = 0.04612 → 0.0462)',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 25, lengthM: 30 }],
        meters: [{ meterType: 'U16', quantity: 1 }],
      },
      { pipeworkM3: 0.0192, fittingsM3: 0.00192, metersM3: 0.025, totalM3: 0.0462 },
    ],
    [
      'copper 22 mm × 10 m + 2 × G4/U6 (0.0032 + 0.00032 + 0.016 = 0.01952 → 0.0196)',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: 22, lengthM: 10 }],
        meters: [{ meterType: 'G4/U6', quantity: 2 }],
      },
      { pipeworkM3: 0.0032, fittingsM3: 0.00032, metersM3: 0.016, totalM3: 0.0196 },
    ],
    [
      'commercial gets the 10 % too: steel 150 mm × 40 m (0.8 + 0.08 = 0.88)',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 150, lengthM: 40 }],
      },
      { pipeworkM3: 0.8, fittingsM3: 0.08, metersM3: 0, totalM3: 0.88 },
    ],
    [
      'industrial steel DN300 × 10 m + U160 (0.74 + 0.074 + 0.304 = 1.118)',
      {
        calculatorType: 'industrial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 300, lengthM: 10 }],
        meters: [{ meterType: 'U160', quantity: 1 }],
      },
      { pipeworkM3: 0.74, fittingsM3: 0.074, metersM3: 0.304, totalM3: 1.118 },
    ],
    [
      'industrial copper 159 mm × 5 m (0.09 + 0.009 = 0.099)',
      {
        calculatorType: 'industrial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: 159, lengthM: 5 }],
      },
      { pipeworkM3: 0.09, fittingsM3: 0.009, metersM3: 0, totalM3: 0.099 },
    ],
    [
      'mixed steel and copper, Domestic meter (0.00024×3 + 0.00014×2 = 0.001; + 0.0001 + 0.0024 = 0.0035)',
      {
        calculatorType: 'commercial',
        pipeRuns: [
          { material: 'steel', nominalSizeMm: 15, lengthM: 3 },
          { material: 'copper', nominalSizeMm: 15, lengthM: 2 },
        ],
        meters: [{ meterType: 'Domestic', quantity: 1 }],
      },
      { pipeworkM3: 0.001, fittingsM3: 0.0001, metersM3: 0.0024, totalM3: 0.0035 },
    ],
    [
      'tiny IV is rounded UP to 0.0001 m³ (copper 15 × 1 m: 0.000154 → 0.0002)',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: 15, lengthM: 1 }],
      },
      { pipeworkM3: 0.00014, fittingsM3: 0.000014, metersM3: 0, totalM3: 0.0002 },
    ],
  ])('%s', (_label, input, expected) => {
    expect(computeInstallationVolume(input)).toMatchObject(expected);
  });

  it('keeps hose and stack volume out of IV, from the steel table (standards.md §5)', () => {
    const volume = computeInstallationVolume({
      calculatorType: 'commercial',
      pipeRuns: [{ material: 'steel', nominalSizeMm: 50, lengthM: 20 }],
      meters: [{ meterType: 'U16', quantity: 2 }],
      hoseStacks: [
        { type: 'hose', nominalSizeMm: 25, lengthM: 5 },
        { type: 'stack', nominalSizeMm: 100, lengthM: 1 },
      ],
    });
    expect(volume.hoseStackM3).toBe(0.0122); // 0.0032 + 0.009
    expect(volume.meterCyclicM3).toBe(0.012); // 2 × 0.006
    expect(volume.totalM3).toBe(0.1028); // 0.048 + 0.0048 + 0.05
  });

  it('gives each meter line its volume, internal × quantity; the lines add up to the meters’ total', () => {
    const volume = computeInstallationVolume({
      calculatorType: 'commercial',
      pipeRuns: [{ material: 'steel', nominalSizeMm: 25, lengthM: 1 }],
      meters: [
        { meterType: 'U16', quantity: 3 },
        { meterType: 'G4/U6', quantity: 2 },
      ],
    });
    expect(volume.meters.map((meter) => meter.volumeM3)).toEqual([0.075, 0.016]);
    expect(volume.metersM3).toBe(0.091);
  });

  it('gives every published size a volume (standards.md §1)', () => {
    for (const row of STEEL_PIPE_VOLUMES)
      expect(lookupPipeSize('steel', row.nominalSizeMm, 'industrial', 'f').volumeM3PerM).toBe(
        row.volumeM3PerM,
      );
    for (const row of COPPER_PIPE_VOLUMES)
      expect(lookupPipeSize('copper', row.nominalSizeMm, 'industrial', 'f').volumeM3PerM).toBe(
        row.volumeM3PerM,
      );
  });

  it('offers industrial-only sizes in the industrial calculator only', () => {
    expect(listPipeSizesMm('steel', 'commercial')).toEqual([
      15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150,
    ]);
    expect(listPipeSizesMm('steel', 'industrial').slice(-3)).toEqual([200, 250, 300]);
    expect(listPipeSizesMm('copper', 'commercial')).toEqual([15, 22, 28, 35, 42, 54, 67]);
    expect(listPipeSizesMm('copper', 'industrial').slice(-4)).toEqual([76, 108, 133, 159]);
  });
});

describe('installation volume input errors name the field', () => {
  it.each<[string, InstallationVolumeInput, string, string]>([
    [
      'negative length',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 25, lengthM: -1 }],
      },
      'pipeConfigurations[0].length',
      'out_of_range',
    ],
    [
      'NaN length',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 25, lengthM: Number.NaN }],
      },
      'pipeConfigurations[0].length',
      'not_a_number',
    ],
    [
      'unknown steel size',
      {
        calculatorType: 'industrial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 22, lengthM: 1 }],
      },
      'pipeConfigurations[0].nominalSize',
      'unknown_value',
    ],
    [
      'unknown copper size',
      {
        calculatorType: 'industrial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: 25, lengthM: 1 }],
      },
      'pipeConfigurations[0].nominalSize',
      'unknown_value',
    ],
    [
      'DN200 in commercial',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'steel', nominalSizeMm: 200, lengthM: 1 }],
      },
      'pipeConfigurations[0].nominalSize',
      'not_applicable',
    ],
    [
      'copper 76 in commercial',
      {
        calculatorType: 'commercial',
        pipeRuns: [{ material: 'copper', nominalSizeMm: 76, lengthM: 1 }],
      },
      'pipeConfigurations[0].nominalSize',
      'not_applicable',
    ],
    [
      'meter quantity 0',
      { calculatorType: 'commercial', pipeRuns: [], meters: [{ meterType: 'U16', quantity: 0 }] },
      'meterConfigurations[0].quantity',
      'out_of_range',
    ],
    [
      'meter quantity 1.5',
      { calculatorType: 'commercial', pipeRuns: [], meters: [{ meterType: 'U16', quantity: 1.5 }] },
      'meterConfigurations[0].quantity',
      'out_of_range',
    ],
    [
      'unknown meter',
      {
        calculatorType: 'commercial',
        pipeRuns: [],
        meters: [{ meterType: 'U6' as 'U16', quantity: 1 }],
      },
      'meterConfigurations[0].meterType',
      'unknown_value',
    ],
    [
      'hose size 32',
      {
        calculatorType: 'commercial',
        pipeRuns: [],
        hoseStacks: [{ type: 'hose', nominalSizeMm: 32, lengthM: 1 }],
      },
      'purgeConfigurations[0].nominalSize',
      'unknown_value',
    ],
    [
      'negative hose length',
      {
        calculatorType: 'commercial',
        pipeRuns: [],
        hoseStacks: [{ type: 'hose', nominalSizeMm: 20, lengthM: -2 }],
      },
      'purgeConfigurations[0].length',
      'out_of_range',
    ],
  ])('%s → %s', (_label, input, field, code) => {
    const error = errorOf(() => computeInstallationVolume(input));
    expect(error.field).toBe(field);
    expect(error.code).toBe(code);
    expect(error.reason.length).toBeGreaterThan(0);
  });
});

describe('largest pipe (standards.md §5 copper mapping)', () => {
  const runs = (list: ['steel' | 'copper', number, number][]) =>
    computeInstallationVolume({
      calculatorType: 'industrial',
      pipeRuns: list.map(([material, nominalSizeMm, lengthM]) => ({
        material,
        nominalSizeMm,
        lengthM,
      })),
    }).pipeRuns;

  it.each<
    [
      string,
      ['steel' | 'copper', number, number][],
      { material: string; nominalSizeMm: number; steelEquivalentSizeMm: number } | null,
    ]
  >([
    [
      'copper 67 (→ DN80) outranks steel DN65',
      [
        ['steel', 65, 5],
        ['copper', 67, 1],
      ],
      { material: 'copper', nominalSizeMm: 67, steelEquivalentSizeMm: 80 },
    ],
    [
      'a tie goes to the larger nominal size',
      [
        ['copper', 76, 1],
        ['steel', 80, 1],
      ],
      { material: 'steel', nominalSizeMm: 80, steelEquivalentSizeMm: 80 },
    ],
    [
      'a tie the other way round',
      [
        ['steel', 80, 1],
        ['copper', 76, 1],
      ],
      { material: 'steel', nominalSizeMm: 80, steelEquivalentSizeMm: 80 },
    ],
    [
      'zero-length runs are ignored',
      [
        ['steel', 25, 3],
        ['steel', 150, 0],
      ],
      { material: 'steel', nominalSizeMm: 25, steelEquivalentSizeMm: 25 },
    ],
    ['no length at all → null', [['steel', 25, 0]], null],
  ])('%s', (_label, list, expected) => {
    expect(findLargestPipe(runs(list))).toEqual(expected);
  });
});

describe('volume properties', () => {
  const sizes = STEEL_PIPE_VOLUMES.map((r) => r.nominalSizeMm);
  it('more pipe never gives a smaller installation volume', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sizes),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (size, a, b) => {
          const iv = (lengthM: number) =>
            computeInstallationVolume({
              calculatorType: 'industrial',
              pipeRuns: [{ material: 'steel', nominalSizeMm: size, lengthM }],
            }).totalM3;
          expect(iv(Math.min(a, b))).toBeLessThanOrEqual(iv(Math.max(a, b)));
        },
      ),
    );
  });
});

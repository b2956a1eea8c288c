import { describe, expect, it } from 'vitest';
import type { CalculatorType, MeterType, PipeMaterial } from '../domain-types';
import { computeInstallationVolume } from '../installation-volume/compute-installation-volume';
import { assessScope } from './assess-scope';

function scope(options: {
  calculatorType?: CalculatorType;
  ivM3: number;
  mopMbar?: number | null;
  pipe?: [PipeMaterial, number, number];
  meter?: MeterType;
}) {
  const [material, nominalSizeMm, lengthM] = options.pipe ?? ['copper', 22, 1];
  const volume = computeInstallationVolume({
    calculatorType: 'industrial',
    pipeRuns: [{ material, nominalSizeMm, lengthM }],
    meters: options.meter ? [{ meterType: options.meter, quantity: 1 }] : [],
  });
  return assessScope({
    calculatorType: options.calculatorType ?? 'commercial',
    installationVolumeM3: options.ivM3,
    mopMbar: options.mopMbar ?? null,
    pipeRuns: volume.pipeRuns,
    meters: volume.meters,
  }).map((w) => `${w.code}:${w.severity}`);
}

describe('scope checks (standards.md §6)', () => {
  it.each([
    ['IV exactly 1 m³ stays commercial', { ivM3: 1 }, []],
    [
      'IV 1.0001 m³ blocks the commercial calculator',
      { ivM3: 1.0001 },
      ['COMMERCIAL_VOLUME_EXCEEDED:blocking'],
    ],
    [
      'the industrial calculator has no volume limit',
      { ivM3: 5, calculatorType: 'industrial' as const },
      [],
    ],
    ['OP exactly 40 mbar stays commercial', { ivM3: 0.5, mopMbar: 40 }, []],
    [
      'OP 41 mbar warns: use the industrial calculator',
      { ivM3: 0.5, mopMbar: 41 },
      ['COMMERCIAL_PRESSURE_EXCEEDED:warning'],
    ],
    ['a blank MOP raises no pressure warning', { ivM3: 0.5, mopMbar: null }, []],
    [
      'IV 0.035 m³, copper 22, G4/U6: domestic territory',
      { ivM3: 0.035, meter: 'G4/U6' as const },
      ['DOMESTIC_TERRITORY:info'],
    ],
    [
      'IV 0.035 m³, copper 35, U16: domestic territory',
      {
        ivM3: 0.035,
        meter: 'U16' as const,
        pipe: ['copper', 35, 1] as [PipeMaterial, number, number],
      },
      ['DOMESTIC_TERRITORY:info'],
    ],
    ['IV 0.0351 m³ is not', { ivM3: 0.0351 }, []],
    ['a U25 meter (25 m³/h) is not', { ivM3: 0.02, meter: 'U25' as const }, []],
    [
      'steel DN40 is not',
      { ivM3: 0.02, pipe: ['steel', 40, 1] as [PipeMaterial, number, number] },
      [],
    ],
    [
      'copper 133 mm is flagged as a single-source figure',
      {
        ivM3: 2,
        calculatorType: 'industrial' as const,
        pipe: ['copper', 133, 1] as [PipeMaterial, number, number],
      },
      ['SINGLE_SOURCE_FIGURE:info'],
    ],
  ])('%s', (_label, options, expected) => {
    expect(scope(options)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { calculate, type CalculationInput, type ReadingsInput } from '../index';

const pipes = { pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 20 }] } as const;

function run(
  project: Partial<CalculationInput['project']>,
  readings: ReadingsInput,
  calculatorType: CalculationInput['calculatorType'] = 'commercial',
) {
  const result = calculate({
    calculatorType,
    project: { installationType: 'new', operationType: 'Purge', ...project },
    ...pipes,
    readings,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

const tightnessNew = {
  operationType: 'Tightness Test',
  gaugeType: 'water',
  testMedium: 'Gas',
} as const;
const tightnessExisting = {
  ...tightnessNew,
  installationType: 'existing',
  roomVolume: 20,
} as const;

describe('compliance: next steps follow the verdict (product.md §3, §4)', () => {
  it.each<[string, Partial<CalculationInput['project']>, ReadingsInput, string, boolean]>([
    [
      'strength pending',
      { operationType: 'Strength Test' },
      {},
      'Raise the pressure to 82.5 mbar, stabilise for 5 min, then record the drop over 5 min.',
      true,
    ],
    [
      'strength fail',
      { operationType: 'Strength Test' },
      { actualPressureDrop: 17 },
      'Strength test failed: find and repair the leak, then repeat the strength test.',
      false,
    ],
    [
      'new tightness pass → purge',
      tightnessNew,
      { actualPressureDrop: 0 },
      'Tightness test passed: purge the installation.',
      true,
    ],
    [
      'tightness fail',
      tightnessNew,
      { actualPressureDrop: 5 },
      'Tightness test failed: do not bring the installation into use; find and repair the leak, then repeat the test.',
      false,
    ],
    [
      'existing tightness pass → back into service',
      tightnessExisting,
      { letByPressureReading: 0, actualPressureDrop: 0 },
      'Tightness test passed: the installation may be put back into service.',
      true,
    ],
    [
      'existing tightness pending after let-by pass',
      tightnessExisting,
      { letByPressureReading: 0 },
      'Pressurise to 21 mbar, stabilise for 6 min, then record the drop over 2 min.',
      true,
    ],
    [
      'purge pending',
      { purgeDirection: 'air-to-gas' },
      { actualFlowRate: 4.5 },
      'Purge through a 25 mm purge point at no less than 4.5 m³/h; choose the purge direction and record the flow rate and gas content.',
      true,
    ],
    [
      'purge pass',
      { purgeDirection: 'air-to-gas' },
      { actualFlowRate: 4.5, actualGasContent: 95 },
      'Purge complete: record the result and make the purge point safe.',
      true,
    ],
    [
      'purge fail',
      { purgeDirection: 'gas-to-air' },
      { actualFlowRate: 4.5, actualGasContent: 3 },
      'Purge not complete: keep the flow at or above the minimum and continue purging until the gas content criterion is met.',
      false,
    ],
  ])('%s', (_label, project, readings, step, isCompliant) => {
    const out = run(project, readings);
    expect(out.compliance.nextSteps).toEqual([step]);
    expect(out.compliance.isCompliant).toBe(isCompliant);
  });

  it('notes name the standard, the volume breakdown and the source of each figure', () => {
    const out = run(tightnessExisting, {});
    expect(out.compliance.notes).toEqual([
      'Calculated to IGE/UP/1A: Natural Gas installations of up to 1 m³ installation volume and 40 mbar operating pressure.',
      'Installation volume 0.0528 m³ = pipework 0.048 m³ + 10 % fittings allowance 0.0048 m³ + meters 0 m³ (rounded up to 0.0001 m³).',
      'Let-by test (IGE/UP/1A, existing installations, before the tightness test): 10.5 mbar (50 % of MOP) for 2 min (IGE/UP/1A let-by table: installation volume up to 0.5 m³); no pressure rise is allowed.',
      'Tightness test (IGE/UP/1A, Natural Gas, gas test): 21 mbar (the greater of MOP and 20 mbar); stabilise 6 min, then test for 2 min.',
      'Test duration: IGE/UP/1A existing-installation table, installation volume up to 0.15 m³, natural gas test.',
      'Maximum pressure drop: IGE/UP/1A maximum allowable pressure drop table: installation volume up to 0.15 m³, room volume column 20 m³ (room volume 20 m³) = 1.4 mbar.',
    ]);
  });

  it('industrial notes carry the formula and the room classification', () => {
    const out = run(
      {
        ...tightnessExisting,
        gasType: 'Natural Gas',
        maxOperatingPressure: 21,
        zoneType: 'Type C',
        testMedium: 'Air',
        gaugeType: 'electronic01',
      },
      {},
      'industrial',
    );
    expect(out.compliance.notes).toContain(
      'Calculated to IGE/UP/1 Edition 2 +A: 2005 for Natural Gas.',
    );
    expect(out.compliance.notes).toContain(
      'Test duration: TTD = 0.047 × GRM 0.1 × IV 0.0528 × F1 67 = 0.01662672 min → 2 min (rounded up, minimum 2).',
    );
    expect(out.compliance.notes).toContain(
      'Room classification: Type C (ventilated 60 m³ or more, external or underground).',
    );
    expect(
      out.compliance.notes.some((n) =>
        n.startsWith('Maximum pressure drop: PDmax = MPLR 0.03 × TTD 2 / (F3 0.094 × IV 0.0528)'),
      ),
    ).toBe(true);
  });

  it('a GRM 0.1 gauge that is still too slow asks for a more sensitive gauge', () => {
    const out = run(
      {
        ...tightnessNew,
        testMedium: 'Air',
        gaugeType: 'electronic01',
        gasType: 'Natural Gas',
        maxOperatingPressure: 21,
      },
      {},
      'industrial',
    );
    expect(out.tightnessTest?.durationMin).toBe(2);
    const big = calculate({
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        ...tightnessNew,
        testMedium: 'Air',
        gaugeType: 'electronic01',
        gasType: 'Natural Gas',
        maxOperatingPressure: 21,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 300, length: 40 }], // 3.256 m³: 0.1 × 3.256 × 67 = 21.8 → 22 min
    });
    if (!big.ok) throw new Error('rejected');
    expect(big.output.warnings).toEqual([
      {
        code: 'GAUGE_DURATION_EXCEEDED',
        severity: 'warning',
        message:
          'The 22-minute test is longer than the 15-minute maximum for the chosen gauge (Electronic gauge (2 decimal places), GRM 0.1 mbar): a more sensitive gauge is needed.',
      },
    ]);
  });
});

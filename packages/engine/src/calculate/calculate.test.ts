import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, calculate, type CalculationInput, type CalculationOutput } from '../index';

function ok(input: CalculationInput): CalculationOutput {
  const result = calculate(input);
  if (!result.ok) throw new Error(`unexpected input errors: ${JSON.stringify(result.errors)}`);
  return result.output;
}

const commercialPipes = {
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
} as const;

describe('calculate: commercial (IGE/UP/1A) end to end', () => {
  it('strength test, MOP blank → 21 assumed; STP 82.5; drop 16.5 mbar passes at exactly 20 % (standards.md §3, §4)', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Strength Test' },
      ...commercialPipes,
      readings: { actualPressureDrop: 16.5 },
    });
    expect(out).toMatchObject({
      engineVersion: ENGINE_VERSION,
      standard: 'IGE/UP/1A',
      gasType: 'Natural Gas',
      totalSystemVolume: 0.0462,
      testPressure: 82.5,
      testDuration: '05:00',
      testDurationSeconds: 300,
      stabilizationTime: 5,
      maxPressureDrop: 16.5,
      maxPressureDropPercent: 20,
      minimumFlowRate: null,
      requiredPurgeVolume: null,
      maximumPurgeTime: null,
      purgePointBore: null,
      largestPipeDiameter: 25,
      testResult: 'PASS',
      letByTest: null,
      tightnessTest: null,
      purge: null,
    });
    expect(out.warnings.map((w) => w.code)).toEqual(['MOP_ASSUMED']);
    expect(out.compliance.isCompliant).toBe(true);
    expect(out.compliance.nextSteps).toEqual([
      'Strength test passed: carry out the tightness test.',
    ]);
    expect(out.compliance.notes[1]).toContain('10 % fittings allowance');
  });

  it('new tightness test with the synonyms of product.md: "New Installation", "Water Gauge", "Natural Gas" medium, "25mm"', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: {
        installationType: 'New Installation',
        operationType: 'Tightness Test',
        gaugeType: 'Water Gauge',
        testMedium: 'Natural Gas',
        maxOperatingPressure: 21,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: '25mm', length: 30 }],
      meterConfigurations: [
        { meterType: 'U16', quantity: 1 },
        { meterType: 'none', quantity: 0 },
      ],
    });
    // IV 0.0462 → row 0.06 → 2 min; PDmax 0.0014 × 2 / (0.059 × 0.0462) = 1.0272 → 1.02
    expect(out).toMatchObject({
      testPressure: 21,
      testDuration: '02:00',
      testDurationSeconds: 120,
      stabilizationTime: 6,
      maxPressureDrop: 1.02,
      testResult: 'PENDING',
    });
    expect(out.tightnessTest).toMatchObject({
      gaugeType: 'water',
      testMedium: 'Gas',
      installationType: 'new',
    });
    expect(out.compliance.nextSteps[0]).toMatch(/stabilise for 6 min/);
  });

  it('existing: let-by first (IV ≤ 0.5 → 2 min at 10.5 mbar), then MAPD by room volume', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gaugeType: 'electronic01',
        testMedium: 'Air',
        roomVolume: 27,
      },
      ...commercialPipes,
      readings: { letByPressureReading: 0, actualPressureDrop: 1.8 },
    });
    expect(out.letByTest).toMatchObject({
      testPressureMbar: 10.5,
      durationMin: 2,
      verdict: { status: 'PASS' },
    });
    expect(out).toMatchObject({ maxPressureDrop: 1.8, testResult: 'PASS', testDuration: '02:00' });
    // LR 0.094 × 1.8 × 0.0462 / 2 = 0.00390852, up to 3 significant figures (no MPLR: MAPD).
    expect(out.tightnessTest?.verdict.leakRateM3h).toBe(0.00391);
  });

  it.each([
    [
      0.5,
      null,
      'FAIL',
      'PENDING',
      'Let-by test failed. Resolve gas leakage before continuing to tightness test.',
    ],
    [
      null,
      0.1,
      'PENDING',
      'PENDING',
      'Carry out the let-by test at 10.5 mbar for 2 min and record any pressure rise.',
    ],
  ])(
    'let-by rise %s: tightness waits (drop %s) → operation %s',
    (rise, drop, testResult, tightnessStatus, step) => {
      const out = ok({
        calculatorType: 'commercial',
        project: {
          installationType: 'existing',
          operationType: 'Tightness Test',
          gaugeType: 'water',
          testMedium: 'Gas',
          roomVolume: 20,
        },
        ...commercialPipes,
        readings: { letByPressureReading: rise, actualPressureDrop: drop },
      });
      expect(out.testResult).toBe(testResult);
      expect(out.tightnessTest?.verdict.status).toBe(tightnessStatus);
      expect(out.compliance.nextSteps).toEqual([step]);
      expect(out.compliance.isCompliant).toBe(testResult !== 'FAIL');
    },
  );

  it('IV above 1 m³ blocks: no test figures, a blocking warning, not compliant (standards.md §6)', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gaugeType: 'water',
        testMedium: 'Gas',
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 150, length: 50 }],
    });
    expect(out.totalSystemVolume).toBe(1.1);
    expect(out).toMatchObject({
      testPressure: null,
      testDuration: null,
      maxPressureDrop: null,
      tightnessTest: null,
      testResult: null,
    });
    expect(out.warnings).toEqual([
      expect.objectContaining({ code: 'COMMERCIAL_VOLUME_EXCEEDED', severity: 'blocking' }),
    ]);
    expect(out.compliance.isCompliant).toBe(false);
    expect(out.compliance.nextSteps[0]).toMatch(/Industrial Calculator/);
  });

  it('OP above 40 mbar still calculates, but warns and is not compliant', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gaugeType: 'water',
        testMedium: 'Gas',
        maxOperatingPressure: 50,
      },
      ...commercialPipes,
    });
    expect(out.testPressure).toBe(50);
    expect(out.warnings.map((w) => w.code)).toEqual(['COMMERCIAL_PRESSURE_EXCEEDED']);
    expect(out.compliance.isCompliant).toBe(false);
  });

  it('a GRM 0.5 gauge above 0.90 m³ is flagged and a GRM 0.1 gauge is asked for', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gaugeType: 'water',
        testMedium: 'Gas',
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 150, length: 41 }], // 0.82 × 1.1 = 0.902
    });
    expect(out.testDuration).toBe('34:00');
    const warning = out.warnings.find((w) => w.code === 'GAUGE_DURATION_EXCEEDED');
    expect(warning?.message).toMatch(/GRM 0.1 mbar/);
    expect(out.compliance.isCompliant).toBe(false);
  });

  it('purge: the domestic-territory note is info only', () => {
    const out = ok({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'gas-to-air' },
      pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 10 }],
      meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
      purgeConfigurations: [{ type: 'hose', nominalSize: '20mm', length: 2 }],
      readings: { actualFlowRate: 0.7, actualGasContent: 1.8 },
    });
    // PV = 1.5 × (0.00352 + 0.00092) + 5 × 0.002 = 0.01666 → 0.0167; Qp 0.7 (22 → DN20); 85.88 s → 01:25
    expect(out).toMatchObject({
      requiredPurgeVolume: 0.0167,
      minimumFlowRate: 0.7,
      maximumPurgeTime: '01:25',
      purgePointBore: 20,
      testResult: 'PASS',
    });
    expect(out.warnings.map((w) => `${w.code}:${w.severity}`)).toEqual(['DOMESTIC_TERRITORY:info']);
    expect(out.compliance.isCompliant).toBe(true);
  });
});

describe('calculate: industrial (IGE/UP/1) end to end', () => {
  it('purge, copper 67 (→ DN80 row), hose, 2 × U40, safety factor 2', () => {
    const out = ok({
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        operationType: 'Purge',
        safetyFactor: 2,
        purgeDirection: 'air-to-gas',
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: '67mm', length: 10 }],
      meterConfigurations: [{ meterType: 'U40', quantity: 2 }],
      purgeConfigurations: [{ type: 'hose', nominalSize: 25, length: 3 }],
      readings: { actualFlowRate: 11, actualGasContent: 90 },
    });
    // PV = 2 × (0.0363 + 0.00192) + 5 × 0.04 = 0.27644 → 0.2765; Qp 11; 90.49 s → 01:30; bore 25
    expect(out).toMatchObject({
      requiredPurgeVolume: 0.2765,
      minimumFlowRate: 11,
      maximumPurgeTime: '01:30',
      purgePointBore: 25,
      largestPipeDiameter: 67,
      largestPipe: { material: 'copper', steelEquivalentSizeMm: 80 },
      testResult: 'PASS',
      gasType: null,
    });
  });

  it('existing Type B propane: let-by = TTD; synonyms "Existing", "Electronic Gauge"', () => {
    const out = ok({
      calculatorType: 'industrial',
      project: {
        installationType: 'Existing',
        operationType: 'Tightness Test',
        gasType: 'Propane',
        testMedium: 'Gas',
        gaugeType: 'Electronic Gauge',
        maxOperatingPressure: 37,
        zoneType: 'Type B',
        roomVolume: 20,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 100 }],
      meterConfigurations: [{ meterType: 'U65', quantity: 1 }],
      readings: { letByPressureReading: -0.1, actualPressureDrop: 0.38 },
    });
    // IV 0.264 + 0.1 = 0.364; TTD 2.8 × 0.1 × 0.364 × 102 / 20 = 0.52 → 2;
    // MPLR 0.000203 (0.126 / 221 / 2.8 down to 3 figures) × 20 = 0.00406; PDmax 0.3780 → 0.37
    // LR 0.059 × 0.38 × 0.364 / 2 = 0.00408044 → 0.00409 (up), above the MPLR: FAIL
    expect(out).toMatchObject({
      totalSystemVolume: 0.364,
      testDuration: '02:00',
      stabilizationTime: 15,
      maxPressureDrop: 0.37,
      testPressure: 37,
      testResult: 'FAIL',
    });
    expect(out.letByTest).toMatchObject({
      testPressureMbar: 18.5,
      durationMin: 2,
      verdict: { status: 'PASS' },
    });
    expect(out.tightnessTest?.mplrM3h).toBe(0.00406);
    expect(out.tightnessTest?.verdict.leakRateM3h).toBe(0.00409);
    expect(out.compliance.nextSteps[0]).toMatch(/Tightness test failed/);
  });

  it('strength test MOP 100: STP 150, stabilisation 10, test 10 min', () => {
    const out = ok({
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 100,
        maxIncidentalPressure: 120,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 200, length: 10 }],
      readings: { actualPressureDrop: 30.01 },
    });
    expect(out).toMatchObject({
      testPressure: 150,
      stabilizationTime: 10,
      testDuration: '10:00',
      maxPressureDrop: 30,
      testResult: 'FAIL',
    });
    expect(out.compliance.isCompliant).toBe(false);
  });
});

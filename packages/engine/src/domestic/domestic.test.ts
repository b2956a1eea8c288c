import { describe, expect, it } from 'vitest';
import {
  DOMESTIC_CHECK_YOUR_COPY_NOTE,
  ENGINE_VERSION,
  SMELL_OF_GAS_NOTE,
  assessDomesticTest,
  calculate,
  calculateDomestic,
  computeDomesticPurgeVolumeM3,
  computeDomesticTest,
  listPipeSizesMm,
  lookupDomesticBand,
  lookupPipeSize,
  type CalculationInput,
  type CalculationOutput,
  type DomesticTestInput,
  type EngineInputIssue,
  type GasType,
} from '../index';

// IGEM/UP/1B Edition 4 (standards.md §7; decision 0820). Expected figures are written out from
// the standard's published tables, not read back from the engine's own tables.

// Every input below is also given to calculateDomestic(), which must answer exactly as calculate()
// does for a domestic input (decision 0235): the domestic page calls it.
function calculateBoth(input: CalculationInput) {
  const result = calculate(input);
  expect(calculateDomestic(input)).toEqual(result);
  return result;
}

function ok(input: CalculationInput): CalculationOutput {
  const result = calculateBoth(input);
  if (!result.ok) throw new Error(`unexpected input errors: ${JSON.stringify(result.errors)}`);
  return result.output;
}

function issues(input: CalculationInput): EngineInputIssue[] {
  const result = calculateBoth(input);
  if (result.ok) throw new Error('expected input errors');
  return [...result.errors];
}

/** 4 m of 15 mm copper + 2 m of 22 mm + an E6 meter: 0.00056+0.00064 → ×1.1 = 0.00132 + 0.0024 = 0.0038 m³. */
const kitchen: CalculationInput = {
  calculatorType: 'domestic',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    gaugeType: 'water',
    appliancesConnected: true,
  },
  pipeConfigurations: [
    { material: 'copper', nominalSize: 15, length: 4 },
    { material: 'copper', nominalSize: 22, length: 2 },
  ],
  meterConfigurations: [{ meterType: 'Domestic', quantity: 1 }],
};

function withProject(
  input: CalculationInput,
  project: Partial<CalculationInput['project']>,
): CalculationInput {
  return { ...input, project: { ...input.project, ...project } };
}

const base: DomesticTestInput = {
  installationType: 'existing',
  gasType: 'Natural Gas',
  gaugeType: 'water',
  appliancesConnected: true,
  installationVolumeM3: 0.004,
  testPressureMbar: null,
  stabilisationMin: null,
};

describe('domestic volume (standards.md §7.2)', () => {
  it('IV = pipework × 1.10 + meter, rounded up to 0.0001 m³', () => {
    const out = ok(kitchen);
    expect(out.volume).toMatchObject({ pipeworkM3: 0.0012, fittingsM3: 0.00012, metersM3: 0.0024 });
    expect(out.totalSystemVolume).toBe(0.0038);
  });

  it.each([
    ['pe', 20, 0.00019],
    ['pe', 25, 0.00033],
    ['pe', 32, 0.00053],
    ['csst', 15, 0.00024],
    ['csst', 20, 0.00046],
    ['csst', 25, 0.00064],
    ['csst', 32, 0.0011],
    ['steel', 32, 0.0011],
    ['copper', 35, 0.00084],
  ] as const)('%s %d mm: %d m³/m', (material, nominalSize, perMetre) => {
    const out = ok({
      ...kitchen,
      pipeConfigurations: [{ material, nominalSize, length: 10 }],
      meterConfigurations: [],
    });
    expect(out.volume.pipeworkM3).toBeCloseTo(perMetre * 10, 12);
  });

  it('offers copper 15–35, steel and CSST 15–32, PE 20–32', () => {
    expect(listPipeSizesMm('copper', 'domestic')).toEqual([15, 22, 28, 35]);
    expect(listPipeSizesMm('steel', 'domestic')).toEqual([15, 20, 25, 32]);
    expect(listPipeSizesMm('csst', 'domestic')).toEqual([15, 20, 25, 32]);
    expect(listPipeSizesMm('pe', 'domestic')).toEqual([20, 25, 32]);
  });

  it('keeps PE and CSST out of the IGE calculators', () => {
    expect(listPipeSizesMm('pe', 'commercial')).toEqual([]);
    expect(listPipeSizesMm('csst', 'industrial')).toEqual([]);
    for (const calculatorType of ['commercial', 'industrial'] as const) {
      const errors = issues({
        calculatorType,
        project: { installationType: 'new', operationType: 'Purge' },
        pipeConfigurations: [{ material: 'pe', nominalSize: 25, length: 3 }],
      });
      expect(errors).toEqual([
        expect.objectContaining({ field: 'pipeConfigurations[0].material', code: 'unknown_value' }),
      ]);
    }
  });

  it.each([
    ['copper', 42, 'copper 42 mm is larger than IGEM/UP/1B allows (copper up to 35 mm)'],
    ['steel', 40, 'steel 40 mm is larger than IGEM/UP/1B allows (steel up to 32 mm)'],
    ['csst', 40, 'CSST 40 mm is larger than IGEM/UP/1B allows (CSST up to 32 mm)'],
  ] as const)(
    'refuses %s %d mm with a pointer to the commercial calculator',
    (material, size, words) => {
      const [issue] = issues({
        ...kitchen,
        pipeConfigurations: [{ material, nominalSize: size, length: 1 }],
      });
      expect(issue).toMatchObject({
        field: 'pipeConfigurations[0].nominalSize',
        code: 'not_applicable',
      });
      expect(issue!.reason).toContain(words);
      expect(issue!.reason).toContain('commercial calculator (IGE/UP/1A)');
    },
  );

  it('lookupPipeSize refuses PE and CSST to the IGE calculators', () => {
    expect(() => lookupPipeSize('csst', 20, 'commercial', 'f')).toThrow(
      expect.objectContaining({
        code: 'not_applicable',
        reason: 'CSST pipe is offered in the domestic calculator (IGEM/UP/1B) only',
      }),
    );
  });

  it('refuses a PE size the table does not hold, naming the sizes', () => {
    const [issue] = issues({
      ...kitchen,
      pipeConfigurations: [{ material: 'pe', nominalSize: 15, length: 1 }],
    });
    expect(issue).toMatchObject({
      field: 'pipeConfigurations[0].nominalSize',
      code: 'unknown_value',
    });
    expect(issue!.reason).toBe(
      '15 mm is not a PE size in the IGEM/UP/1B pipe volume table (sizes: 20, 25, 32 mm)',
    );
  });

  it.each(['Domestic', 'G4/U6', 'U16'] as const)('accepts a %s meter', (meterType) => {
    expect(
      calculateBoth({ ...kitchen, meterConfigurations: [{ meterType, quantity: 1 }] }).ok,
    ).toBe(true);
  });

  it('refuses a meter above 16 m³/h, and purge hoses', () => {
    const errors = issues({
      ...kitchen,
      meterConfigurations: [{ meterType: 'U25', quantity: 1 }],
      purgeConfigurations: [{ type: 'hose', nominalSize: 20, length: 2 }],
    });
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'meterConfigurations[0].meterType',
        code: 'not_applicable',
      }),
      expect.objectContaining({ field: 'purgeConfigurations', code: 'not_applicable' }),
    ]);
  });
});

describe('the permissible drop bands (standards.md §7.7): both sides of every bound', () => {
  // [gas, IV, expected band bound, expected drop (null = no perceptible movement)]
  it.each([
    ['Natural Gas', 0, 0.005, 8],
    ['Natural Gas', 0.005, 0.005, 8],
    ['Natural Gas', 0.0051, 0.01, 4],
    ['Natural Gas', 0.01, 0.01, 4],
    ['Natural Gas', 0.0101, 0.015, 2.5],
    ['Natural Gas', 0.015, 0.015, 2.5],
    ['Natural Gas', 0.0151, 0.035, 1],
    ['Natural Gas', 0.035, 0.035, 1],
    ['Propane', 0.0025, 0.0025, 2],
    ['Propane', 0.0026, 0.005, 1],
    ['Butane', 0.005, 0.005, 1],
    ['Butane', 0.0051, 0.01, 0.5],
    ['Propane', 0.01, 0.01, 0.5],
    ['Propane', 0.0101, 0.035, null],
    ['Butane', 0.035, 0.035, null],
    ['LPG/Air (SNG)', 0.025, 0.025, 1.5],
    ['LPG/Air (SMG)', 0.0251, 0.035, 0.5],
    ['LPG/Air (SNG)', 0.035, 0.035, 0.5],
  ] as const)('%s at IV %d m³ → row up to %d m³, drop %s', (gasType, iv, upTo, drop) => {
    const p = computeDomesticTest({
      ...base,
      gasType,
      installationVolumeM3: iv,
      testPressureMbar: gasType === 'Natural Gas' ? null : 30,
    });
    expect(p.band).toEqual({ ivUpToM3: upTo, maxDropMbar: drop });
    expect(p.maxDropMbar).toBe(drop ?? 0);
    expect(p.criterion).toBe(drop === null ? 'no-perceptible-movement' : 'band');
  });

  it('has no row above 0.035 m³ for any gas', () => {
    for (const family of ['Natural Gas', 'LPG', 'LPG/Air'] as const) {
      expect(lookupDomesticBand(family, 0.0351)).toBeNull();
    }
    expect(() => computeDomesticTest({ ...base, installationVolumeM3: 0.0351 })).toThrow(
      expect.objectContaining({ field: 'installationVolumeM3', code: 'out_of_range' }),
    );
  });
});

describe('when the band applies (standards.md §7.8)', () => {
  it.each([
    ['existing', true, 'band', 8],
    ['existing', false, 'no-perceptible-movement', 0],
    ['new', true, 'no-perceptible-movement', 0],
    ['new', false, 'no-perceptible-movement', 0],
  ] as const)(
    '%s installation, appliances connected %s → %s, max drop %d',
    (installationType, appliancesConnected, criterion, maxDrop) => {
      const out = ok(withProject(kitchen, { installationType, appliancesConnected }));
      expect(out.domesticTest).toMatchObject({ criterion, maxDropMbar: maxDrop });
      expect(out.maxPressureDrop).toBe(maxDrop);
    },
  );
});

describe('test pressure (standards.md §7.4): the 18/20 mbar rule', () => {
  it('Natural Gas: blank → 20 mbar', () => {
    expect(ok(kitchen)).toMatchObject({
      testPressure: 20,
      domesticTest: { isReducedTestPressure: false },
    });
  });

  it.each([
    [18, true],
    [19.5, true],
    [20, false],
  ])('Natural Gas at %d mbar is accepted (reduced: %s)', (pressure, reduced) => {
    const out = ok(withProject(kitchen, { testPressure: pressure }));
    expect(out.testPressure).toBe(pressure);
    expect(out.domesticTest?.isReducedTestPressure).toBe(reduced);
    expect(out.compliance.notes.some((n) => n.includes('20 mbar could not be reached'))).toBe(
      reduced,
    );
  });

  it('Natural Gas below 18 mbar is refused', () => {
    const [issue] = issues(withProject(kitchen, { testPressure: 17.9 }));
    expect(issue).toMatchObject({ field: 'project.testPressure', code: 'out_of_range' });
    expect(issue!.reason).toContain('may not be made below 18 mbar');
  });

  it('Natural Gas above 20 mbar is refused', () => {
    const [issue] = issues(withProject(kitchen, { testPressure: 20.1 }));
    expect(issue).toMatchObject({ field: 'project.testPressure', code: 'out_of_range' });
    expect(issue!.reason).toContain('is made at 20 mbar');
  });

  it.each(['Propane', 'Butane', 'LPG/Air (SNG)', 'LPG/Air (SMG)'] as const)(
    '%s: the engineer gives the operating pressure; blank is refused',
    (gasType) => {
      const [issue] = issues(withProject(kitchen, { gasType }));
      expect(issue).toMatchObject({ field: 'project.testPressure', code: 'required' });
      expect(ok(withProject(kitchen, { gasType, testPressure: 37 })).testPressure).toBe(37);
    },
  );

  it('LPG above the 100 mbar input limit, or 0, is refused', () => {
    for (const testPressure of [100.1, 0]) {
      const [issue] = issues(withProject(kitchen, { gasType: 'Propane', testPressure }));
      expect(issue).toMatchObject({ field: 'project.testPressure', code: 'out_of_range' });
    }
  });
});

describe('stabilisation and duration (standards.md §7.5)', () => {
  it('Natural Gas: 1 minute; a 2-minute test', () => {
    expect(ok(kitchen)).toMatchObject({
      stabilizationTime: 1,
      testDuration: '02:00',
      testDurationSeconds: 120,
    });
    expect(ok(withProject(kitchen, { stabilizationTime: 1 })).stabilizationTime).toBe(1);
    expect(issues(withProject(kitchen, { stabilizationTime: 3 }))).toEqual([
      expect.objectContaining({ field: 'project.stabilizationTime', code: 'not_applicable' }),
    ]);
  });

  it('LPG: 5 minutes when not given, else whole minutes 1 to 5', () => {
    const lpg = withProject(kitchen, { gasType: 'Butane', testPressure: 28 });
    expect(ok(lpg).stabilizationTime).toBe(5);
    expect(ok(withProject(lpg, { stabilizationTime: 1 })).stabilizationTime).toBe(1);
    for (const stabilizationTime of [0, 6, 2.5]) {
      expect(issues(withProject(lpg, { stabilizationTime }))).toEqual([
        expect.objectContaining({ field: 'project.stabilizationTime', code: 'out_of_range' }),
      ]);
    }
  });
});

describe('gauges (standards.md §7.6)', () => {
  it.each([
    ['water', 0.25],
    ['electronic01', 0.2],
    ['Water Gauge', 0.25],
  ] as const)('%s: perceptible movement %d mbar', (gaugeType, figure) => {
    expect(ok(withProject(kitchen, { gaugeType })).domesticTest?.perceptibleMovementMbar).toBe(
      figure,
    );
  });

  it('refuses a gauge reading only to 0.5 mbar, asking for a water or 0.1 mbar gauge', () => {
    const [issue] = issues(withProject(kitchen, { gaugeType: 'electronic05' }));
    expect(issue).toMatchObject({ field: 'project.gaugeType', code: 'not_applicable' });
    expect(issue!.reason).toContain('use a water gauge or an electronic gauge reading to 0.1 mbar');
  });
});

describe('what a domestic test needs (decision 0820)', () => {
  it('gas, gauge and appliances connected, each by field', () => {
    const errors = issues({
      ...kitchen,
      project: { installationType: 'existing', operationType: 'Tightness Test' },
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['project.gasType', 'required'],
      ['project.gaugeType', 'required'],
      ['project.appliancesConnected', 'required'],
    ]);
  });

  it.each(['Strength Test', 'Purge'] as const)(
    'refuses %s: one procedure, asked as a Tightness Test',
    (operationType) => {
      expect(issues(withProject(kitchen, { operationType }))).toEqual([
        expect.objectContaining({ field: 'project.operationType', code: 'not_applicable' }),
      ]);
    },
  );

  it('a figure refused as typed is named once, not again by the domestic rule', () => {
    const errors = issues(withProject(kitchen, { testPressure: -1, stabilizationTime: -1 }));
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['project.testPressure', 'out_of_range'],
      ['project.stabilizationTime', 'out_of_range'],
    ]);
  });

  it('refuses answers that are not true or false', () => {
    const errors = issues({
      ...withProject(kitchen, { appliancesConnected: 'yes' as unknown as boolean }),
      readings: { smellOfGas: 1 as unknown as boolean },
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['project.appliancesConnected', 'unknown_value'],
      ['readings.smellOfGas', 'unknown_value'],
    ]);
  });
});

describe('verdicts (standards.md §7.3, §7.6–§7.8)', () => {
  const band = computeDomesticTest(base); // NG, IV 0.004 → up to 8 mbar, water gauge 0.25
  const npm = computeDomesticTest({ ...base, installationType: 'new' });
  const all = { letByPressureReading: 0, smellOfGas: false } as const;

  it('is PENDING with nothing read, asking each reading', () => {
    const v = assessDomesticTest(band, {});
    expect(v.status).toBe('PENDING');
    expect(v.letBy.status).toBe('PENDING');
    expect(v.tightness.status).toBe('PENDING');
    expect(v.retestRequired).toBeNull();
    expect(v.retest).toBeNull();
    expect(v.smellOfGas).toBeNull();
  });

  it.each([
    ['a drop below the gauge figure: PASS, no retest', band, 0.24, 'PASS', false],
    ['exactly the gauge figure: perceptible, retest', band, 0.25, 'PENDING', true],
    ['exactly the band: retest', band, 8, 'PENDING', true],
    ['above the band: FAIL', band, 8.01, 'FAIL', false],
    ['no perceptible movement allowed, 0.24: PASS', npm, 0.24, 'PASS', false],
    ['no perceptible movement allowed, 0.25: FAIL', npm, 0.25, 'FAIL', false],
  ] as const)('%s', (_label, p, drop, status, retest) => {
    const v = assessDomesticTest(p, { ...all, actualPressureDrop: drop });
    expect(v.status).toBe(status);
    expect(v.retestRequired).toBe(retest);
    expect(v.retest === null).toBe(!retest);
  });

  it('electronic gauge: 0.19 passes, 0.2 is perceptible', () => {
    const p = computeDomesticTest({ ...base, installationType: 'new', gaugeType: 'electronic01' });
    expect(assessDomesticTest(p, { ...all, actualPressureDrop: 0.19 }).status).toBe('PASS');
    expect(assessDomesticTest(p, { ...all, actualPressureDrop: 0.2 }).status).toBe('FAIL');
  });

  it('the retest must show no perceptible movement', () => {
    const seen = { ...all, actualPressureDrop: 3 };
    expect(assessDomesticTest(band, { ...seen, retestPressureDrop: 0.24 })).toMatchObject({
      status: 'PASS',
      retest: { status: 'PASS', dropMbar: 0.24, isPerceptible: false },
    });
    expect(assessDomesticTest(band, { ...seen, retestPressureDrop: 0.25 })).toMatchObject({
      status: 'FAIL',
      retest: { status: 'FAIL', dropMbar: 0.25, isPerceptible: true },
    });
  });

  it('a retest reading with no retest required is not used', () => {
    const v = assessDomesticTest(band, { ...all, actualPressureDrop: 0, retestPressureDrop: 5 });
    expect(v).toMatchObject({ status: 'PASS', retestRequired: false, retest: null });
  });

  it('a smell of gas fails whatever the gauge shows; unanswered keeps it PENDING', () => {
    const clean = { letByPressureReading: 0, actualPressureDrop: 0 };
    expect(assessDomesticTest(band, { ...clean, smellOfGas: true }).status).toBe('FAIL');
    expect(assessDomesticTest(band, clean).status).toBe('PENDING');
    expect(assessDomesticTest(band, { ...clean, smellOfGas: false }).status).toBe('PASS');
  });

  it('a let-by rise fails the test; no rise (or a fall) passes it', () => {
    const rest = { actualPressureDrop: 0, smellOfGas: false };
    expect(assessDomesticTest(band, { ...rest, letByPressureReading: 0.1 }).status).toBe('FAIL');
    expect(assessDomesticTest(band, { ...rest, letByPressureReading: -0.2 }).status).toBe('PASS');
  });

  it('FAIL wins over PENDING, and the reasons are those of the deciding parts', () => {
    const v = assessDomesticTest(band, { letByPressureReading: 0, actualPressureDrop: 9 });
    expect(v.status).toBe('FAIL');
    expect(v.reasons).toEqual([expect.stringContaining('exceeds the 8 mbar allowed')]);
  });

  // As the IGE tests (standards.md §3.9, decision 0300): the let-by test comes first, and the
  // page shows the tightness test only once it has passed (decision 0917).
  it('judges the test and the retest only once the let-by test has passed', () => {
    const typed = { actualPressureDrop: 0.3, retestPressureDrop: 0.1, smellOfGas: false };
    const notMade = { dropMbar: null, isPerceptible: null };
    expect(assessDomesticTest(band, { ...typed, letByPressureReading: 0.5 })).toMatchObject({
      status: 'FAIL',
      reasons: [expect.stringContaining('Pressure rose 0.5 mbar')],
      tightness: {
        status: 'PENDING',
        reasons: ['Let-by test failed. Resolve gas leakage before continuing to tightness test.'],
        ...notMade,
      },
      retestRequired: null,
      retest: null,
    });
    expect(assessDomesticTest(band, typed)).toMatchObject({
      status: 'PENDING',
      tightness: {
        status: 'PENDING',
        reasons: ['The let-by test must pass before the tightness test.'],
        ...notMade,
      },
      retestRequired: null,
      retest: null,
    });
    // A drop above the band typed before the let-by is read is not yet a FAIL.
    expect(assessDomesticTest(band, { actualPressureDrop: 9, smellOfGas: false }).status).toBe(
      'PENDING',
    );
    expect(assessDomesticTest(band, { ...typed, letByPressureReading: 0 })).toMatchObject({
      status: 'PASS',
      tightness: { status: 'PASS', dropMbar: 0.3 },
      retestRequired: true,
      retest: { status: 'PASS', dropMbar: 0.1 },
    });
  });

  it('refuses a negative drop by field', () => {
    expect(issues({ ...kitchen, readings: { actualPressureDrop: -1 } })).toEqual([
      expect.objectContaining({ field: 'readings.actualPressureDrop', code: 'out_of_range' }),
    ]);
    expect(issues({ ...kitchen, readings: { retestPressureDrop: -1 } })).toEqual([
      expect.objectContaining({ field: 'readings.retestPressureDrop', code: 'out_of_range' }),
    ]);
  });
});

describe('calculate: domestic end to end', () => {
  it('NG existing, appliances connected, a drop within the band, then the retest passes', () => {
    const first = ok({
      ...kitchen,
      readings: { letByPressureReading: 0, actualPressureDrop: 2, smellOfGas: false },
    });
    expect(first).toMatchObject({
      engineVersion: ENGINE_VERSION,
      standard: 'IGEM/UP/1B Edition 4',
      calculatorType: 'domestic',
      gasType: 'Natural Gas',
      totalSystemVolume: 0.0038,
      testPressure: 20,
      maxPressureDrop: 8,
      requiredPurgeVolume: 0.0057,
      minimumFlowRate: null,
      maximumPurgeTime: null,
      purgePointBore: null,
      letByTest: null,
      tightnessTest: null,
      strengthTest: null,
      purge: null,
      testResult: 'PENDING',
      warnings: [],
    });
    expect(first.domesticTest?.verdict.retestRequired).toBe(true);
    expect(first.compliance.nextSteps).toEqual([
      expect.stringContaining('isolate the appliances and retest the pipework alone'),
    ]);
    const second = ok({
      ...kitchen,
      readings: {
        letByPressureReading: 0,
        actualPressureDrop: 2,
        retestPressureDrop: 0,
        smellOfGas: false,
      },
    });
    expect(second.testResult).toBe('PASS');
    expect(second.compliance.isCompliant).toBe(true);
    expect(second.compliance.nextSteps).toEqual([
      expect.stringContaining('purge at least 0.0057 m³'),
    ]);
  });

  it('every answer says to check the figures against your copy, and asks about a smell of gas', () => {
    const out = ok(kitchen);
    expect(out.compliance.notes).toContain(DOMESTIC_CHECK_YOUR_COPY_NOTE);
    expect(out.compliance.notes).toContain(SMELL_OF_GAS_NOTE);
    expect(out.compliance.nextSteps).toEqual([
      expect.stringContaining('Carry out the let-by test at 7 to 10 mbar for 1 minute'),
      expect.stringContaining('Check for a smell of gas'),
    ]);
  });

  it('LPG new installation failing on perceptible movement', () => {
    const out = ok({
      ...withProject(kitchen, { installationType: 'new', gasType: 'Propane', testPressure: 37 }),
      readings: { letByPressureReading: 0, actualPressureDrop: 0.3, smellOfGas: false },
    });
    expect(out).toMatchObject({ testResult: 'FAIL', maxPressureDrop: 0, stabilizationTime: 5 });
    expect(out.compliance.isCompliant).toBe(false);
    expect(out.compliance.nextSteps).toEqual([expect.stringContaining('Tightness test failed')]);
  });

  it('a smell of gas: the next step says so, and nothing else', () => {
    const out = ok({ ...kitchen, readings: { smellOfGas: true } });
    expect(out.testResult).toBe('FAIL');
    expect(out.compliance.nextSteps).toEqual([expect.stringContaining('A smell of gas')]);
  });

  it('let-by failed: resolve it before the tightness test', () => {
    const out = ok({ ...kitchen, readings: { letByPressureReading: 0.5 } });
    expect(out.compliance.nextSteps).toEqual([
      'Let-by test failed. Resolve gas leakage before continuing to tightness test.',
    ]);
  });

  it('let-by passed: pressurise, then record the drop; the smell question still asked', () => {
    const out = ok({ ...kitchen, readings: { letByPressureReading: 0 } });
    expect(out.compliance.nextSteps).toEqual([
      expect.stringContaining('Pressurise to 20 mbar, stabilise for 1 min'),
      expect.stringContaining('Check for a smell of gas'),
    ]);
  });

  it('everything read but the smell: only the smell question is left', () => {
    const out = ok({ ...kitchen, readings: { letByPressureReading: 0, actualPressureDrop: 0 } });
    expect(out.compliance.nextSteps).toEqual([expect.stringContaining('Check for a smell of gas')]);
  });

  it.each([
    [withProject(kitchen, { installationType: 'new' }), 'New pipework: no perceptible movement'],
    [
      withProject(kitchen, { appliancesConnected: false }),
      'No appliances connected: no perceptible movement',
    ],
    [
      withProject(kitchen, { installationType: 'new', gaugeType: 'electronic01' }),
      'New pipework: no perceptible movement is allowed (a drop below 0.2 mbar on an electronic gauge reading to 0.1 mbar)',
    ],
    [
      {
        ...withProject(kitchen, { gasType: 'Propane', testPressure: 37 }),
        meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
      } as CalculationInput,
      'LPG at an installation volume up to 0.035 m³: no perceptible movement',
    ],
  ])('says why no perceptible movement is allowed', (input, words) => {
    expect(ok(input).compliance.notes.some((n) => n.startsWith(words))).toBe(true);
  });

  it('above 0.035 m³: the volume, no test figures, and a pointer to the commercial calculator', () => {
    const out = ok({
      ...kitchen,
      pipeConfigurations: [{ material: 'steel', nominalSize: 32, length: 12 }],
      readings: { actualPressureDrop: 0 },
    });
    expect(out).toMatchObject({
      totalSystemVolume: 0.017,
      testResult: 'PENDING',
      warnings: [],
    });
    const large = ok({
      ...kitchen,
      pipeConfigurations: [{ material: 'steel', nominalSize: 32, length: 30 }],
    });
    expect(large).toMatchObject({
      totalSystemVolume: 0.0387,
      testPressure: null,
      testDuration: null,
      testDurationSeconds: null,
      stabilizationTime: null,
      maxPressureDrop: null,
      requiredPurgeVolume: null,
      domesticTest: null,
      testResult: null,
    });
    expect(large.warnings).toEqual([
      {
        code: 'DOMESTIC_VOLUME_EXCEEDED',
        severity: 'blocking',
        message:
          'IGEM/UP/1B does not permit this test: the installation volume of 0.0387 m³ exceeds its 0.035 m³ limit. Use the Commercial Calculator (IGE/UP/1A) with the same pipework.',
      },
    ]);
    expect(large.compliance.isCompliant).toBe(false);
    expect(large.compliance.nextSteps).toEqual([large.warnings[0]!.message]);
  });

  it('does not tell a domestic engineer that the installation is domestic territory', () => {
    expect(ok(kitchen).warnings).toEqual([]);
  });

  it('the IGE calculators answer domesticTest: null (calculateDomestic refuses them)', () => {
    const commercial: CalculationInput = {
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge' },
      pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 10 }],
    };
    const result = calculate(commercial);
    expect(result.ok && result.output.domesticTest).toBeNull();
    expect(calculateDomestic(commercial)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: 'calculatorType', code: 'not_applicable' })],
    });
  });
});

describe('purge volume (standards.md §7.9)', () => {
  it.each([
    [0.0038, 0.0057],
    [0.0035, 0.0053],
    [0.035, 0.0525],
  ])('IV %d m³ → PV %d m³ (1.5 × IV rounded up)', (iv, pv) => {
    expect(computeDomesticPurgeVolumeM3(iv)).toBe(pv);
  });
});

describe('every gas maps to its column', () => {
  it.each([
    ['Natural Gas', 'Natural Gas'],
    ['Propane', 'LPG'],
    ['Butane', 'LPG'],
    ['LPG/Air (SNG)', 'LPG/Air'],
    ['LPG/Air (SMG)', 'LPG/Air'],
  ] as const satisfies readonly (readonly [GasType, string])[])('%s → %s', (gasType, family) => {
    expect(
      computeDomesticTest({
        ...base,
        gasType,
        testPressureMbar: gasType === 'Natural Gas' ? null : 30,
      }).gasFamily,
    ).toBe(family);
  });
});

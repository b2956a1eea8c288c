import {
  ApiErrorBodySchema,
  CALCULATION_GATE_MESSAGES,
  type ApiErrorBody,
  type CalculateRequestBody,
  type CalculateResponse,
  type Tier,
} from '@pipeproof/contracts';
import { ENGINE_VERSION } from '@pipeproof/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserTier } from '../src/modules/users/set-user-tier';
import type { Browser } from './support/browser';
import { signUp } from './support/browser';
import { DOMESTIC_CALCULATION } from './support/domestic-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * POST /api/calculate against the real HTTP server on a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL). Figures are checked against standards.md's rules, section by section.
 */

const server = useTestApp();
const signedIn = {} as Record<Tier, Browser>;

beforeAll(async () => {
  for (const tier of ['free', 'basic', 'premium', 'professional'] as const) {
    const browser = server.browser();
    const { email } = await signUp(browser);
    if (tier !== 'free') await setUserTier(server.database.db, email, tier);
    signedIn[tier] = browser;
  }
});

async function calculateAs(browser: Browser, body: unknown): Promise<Response> {
  return browser.post('/api/calculate', body);
}

async function ok(browser: Browser, body: CalculateRequestBody): Promise<CalculateResponse> {
  const response = await calculateAs(browser, body);
  const json = (await response.json()) as CalculateResponse | ApiErrorBody;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json as CalculateResponse;
}

async function refused(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  return ApiErrorBodySchema.parse(await response.json());
}

const commercialNewTightness: CalculateRequestBody = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

const industrialNewTightness: CalculateRequestBody = {
  calculatorType: 'industrial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    testMedium: 'Air',
    gaugeType: 'electronic01',
    maxOperatingPressure: 75,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: '100mm', length: 50 }],
  meterConfigurations: [{ meterType: 'U100', quantity: 1 }],
};

const SPEC_RESULT_FIELDS = [
  'totalSystemVolume',
  'testPressure',
  'testDuration',
  'testDurationSeconds',
  'stabilizationTime',
  'maxPressureDrop',
  'maxPressureDropPercent',
  'minimumFlowRate',
  'requiredPurgeVolume',
  'maximumPurgeTime',
  'largestPipeDiameter',
  'purgePointBore',
  'compliance',
] as const;

describe('POST /api/calculate: commercial (IGE/UP/1A), open to everyone', () => {
  it('new tightness test, signed out: product.md §3 fields at the top level plus the breakdown (standards.md §1, §3)', async () => {
    const out = await ok(server.browser(), commercialNewTightness);
    for (const field of SPEC_RESULT_FIELDS) expect(out).toHaveProperty(field);
    // §1: IV = 25 mm steel 30 m × 0.00064 = 0.0192 + 10 % 0.00192 + U16 0.025 = 0.04612 → 0.0462.
    // §3: TP = max(21, 20); row 0.06 → TTD max(2, ceil(0.5 × 0.06 / 0.015)) = 2 min;
    //     PDmax = 0.0014 × 2 / (0.059 × 0.0462) = 1.027 → 1.02; stabilisation max(6, 2).
    expect(out).toMatchObject({
      engineVersion: ENGINE_VERSION,
      standard: 'IGE/UP/1A',
      totalSystemVolume: 0.0462,
      testPressure: 21,
      testDuration: '02:00',
      testDurationSeconds: 120,
      stabilizationTime: 6,
      maxPressureDrop: 1.02,
      maxPressureDropPercent: null,
      minimumFlowRate: null,
      largestPipeDiameter: 25,
      testResult: 'PENDING',
      volume: { pipeworkM3: 0.0192, fittingsM3: 0.00192, metersM3: 0.025, totalM3: 0.0462 },
      tightnessTest: { mplrM3h: 0.0014, durationMin: 2, maxDropMbar: 1.02 },
      compliance: { isCompliant: true },
    });
    expect(out.compliance.notes.length).toBeGreaterThan(0);
    expect(out.compliance.nextSteps.length).toBeGreaterThan(0);
  });

  it('accepts the synonyms of product.md: "New Installation", "Water Gauge", "Natural Gas" medium, "25mm"', async () => {
    const out = await ok(server.browser(), {
      ...commercialNewTightness,
      project: {
        ...commercialNewTightness.project,
        installationType: 'New Installation',
        gaugeType: 'Water Gauge',
        testMedium: 'Natural Gas',
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: '25mm', length: 30 }],
    });
    expect(out).toMatchObject({ installationType: 'new', totalSystemVolume: 0.0462 });
    expect(out.tightnessTest).toMatchObject({ gaugeType: 'water', testMedium: 'Gas' });
  });

  it('"Electronic Gauge" is the GRM 0.1 gauge (standards.md §2)', async () => {
    const out = await ok(server.browser(), {
      ...commercialNewTightness,
      project: { ...commercialNewTightness.project, gaugeType: 'Electronic Gauge' },
    });
    expect(out.tightnessTest).toMatchObject({ gaugeType: 'electronic01', grmMbar: 0.1 });
  });

  it.each([
    // §3 MAPD, the published row IV ≤ 0.15 m³: RV 20 → 1.4; RV 27 → 1.8 (formula 1.9 capped
    // at the published cell); RV 60 → 4.2; RV 10 → 0.7.
    [20, 1.4],
    [27, 1.8],
    [60, 4.2],
    [10, 0.7],
  ])(
    'existing installation, room volume %d m³ → MAPD %d mbar; let-by 50 %% of MOP for 2 min (standards.md §3)',
    async (roomVolume, mapdMbar) => {
      const out = await ok(server.browser(), {
        calculatorType: 'commercial',
        project: {
          installationType: 'Existing',
          operationType: 'Tightness Test',
          gaugeType: 'electronic01',
          testMedium: 'Gas',
          maxOperatingPressure: 21,
          roomVolume,
        },
        // §1: copper 22 mm 20 m × 0.00032 = 0.0064 + 0.00064 + G4/U6 0.008 = 0.01504 → 0.0151.
        pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 20 }],
        meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
      });
      expect(out).toMatchObject({
        totalSystemVolume: 0.0151,
        testDuration: '02:00',
        maxPressureDrop: mapdMbar,
        letByTest: { testPressureMbar: 10.5, durationMin: 2 },
        tightnessTest: { mplrM3h: null, maxDropBasis: { kind: 'MAPD', ivBandUpToM3: 0.15 } },
      });
    },
  );

  it.each([
    [1.8, 'PASS'],
    [1.81, 'FAIL'],
  ])(
    'existing installation, let-by passed, drop %d mbar against MAPD 1.8 → %s (standards.md §3)',
    async (drop, verdict) => {
      const out = await ok(server.browser(), {
        calculatorType: 'commercial',
        project: {
          installationType: 'existing',
          operationType: 'Tightness Test',
          gaugeType: 'electronic01',
          testMedium: 'Gas',
          roomVolume: 27,
        },
        pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 20 }],
        meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
        readings: { letByPressureReading: 0, actualPressureDrop: drop },
      });
      expect(out.testResult).toBe(verdict);
      expect(out.compliance.isCompliant).toBe(verdict === 'PASS');
    },
  );

  it.each([
    [22, 'PASS'],
    [22.01, 'FAIL'],
  ])(
    'strength test MOP 40, MIP 100: STP = max(82.5, 2.5 × 40, 1.1 × 100) = 110, limit 22; drop %d → %s (standards.md §4)',
    async (drop, verdict) => {
      const out = await ok(server.browser(), {
        calculatorType: 'commercial',
        project: {
          installationType: 'new',
          operationType: 'Strength Test',
          maxOperatingPressure: 40,
          maxIncidentalPressure: 100,
        },
        pipeConfigurations: [{ nominalSize: 20, length: 10 }],
        readings: { actualPressureDrop: drop },
      });
      expect(out).toMatchObject({
        testPressure: 110,
        testDuration: '05:00',
        stabilizationTime: 5,
        maxPressureDrop: 22,
        maxPressureDropPercent: 20,
        testResult: verdict,
      });
    },
  );

  it('purge at Premium: PV, Qp, maximum time and purge-point bore (standards.md §1, §5)', async () => {
    const out = await ok(signedIn.premium, {
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
      pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 10 }],
      meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
      purgeConfigurations: [{ type: 'hose', nominalSize: 20, length: 5 }],
      readings: { actualFlowRate: 4.5, actualGasContent: 90 },
    });
    // PV = 1.5 × (0.024 + 0.0024 + hose 20 mm 5 m × 0.00046 = 0.0023) + 5 × U16 cyclic 0.006
    //    = 0.07305 → 0.0731 m³; Qp(DN50) = 4.5 m³/h; time = 0.0731 / 4.5 × 60 min = 58.5 s → 00:58;
    // bore for DN50 = 25 mm; flow 4.5 ≥ 4.5 and gas 90 % ≥ 90 % → PASS.
    expect(out).toMatchObject({
      requiredPurgeVolume: 0.0731,
      minimumFlowRate: 4.5,
      maximumPurgeTime: '00:58',
      purgePointBore: 25,
      testPressure: null,
      testResult: 'PASS',
      purge: { safetyFactor: 1.5, meterPurgeVolumeM3: 0.03, hoseStackM3: 0.0023 },
    });
  });

  it('IV above 1 m³ is blocked with a structured warning and no test figures (standards.md §6)', async () => {
    const out = await ok(signedIn.premium, {
      ...commercialNewTightness,
      pipeConfigurations: [{ material: 'steel', nominalSize: 150, length: 50 }],
    });
    // 150 mm 50 m × 0.02 = 1.0 + 10 % + U16 0.025 = 1.125 m³.
    expect(out.totalSystemVolume).toBe(1.125);
    expect(out.testPressure).toBeNull();
    expect(out.warnings.some((w) => w.severity === 'blocking')).toBe(true);
    expect(out.compliance.isCompliant).toBe(false);
  });
});

// The job tests' existing installation (NG, appliances connected, water gauge), on other pipework.
const domesticExisting: CalculateRequestBody = {
  calculatorType: 'domestic',
  project: DOMESTIC_CALCULATION.project,
  // 35 mm copper 3 m × 0.00084 = 0.00252 + 15 mm 5 m × 0.00014 = 0.0007 → 0.00322 × 1.1 = 0.003542
  // + E6 0.0024 = 0.005942 → 0.006 m³ (rounded up to 0.0001).
  pipeConfigurations: [
    { material: 'copper', nominalSize: 35, length: 3 },
    { material: 'copper', nominalSize: '15mm', length: 5 },
  ],
  meterConfigurations: [{ meterType: 'Domestic', quantity: 1 }],
};

describe('POST /api/calculate: domestic (IGEM/UP/1B Edition 4), open to every tier', () => {
  it('NG existing with appliances: band 4 mbar at IV 0.006; a perceptible drop within it asks for the retest (standards.md §7)', async () => {
    const out = await ok(server.browser(), {
      ...domesticExisting,
      readings: { letByPressureReading: 0, actualPressureDrop: 1.5, smellOfGas: false },
    });
    expect(out).toMatchObject({
      engineVersion: ENGINE_VERSION,
      standard: 'IGEM/UP/1B Edition 4',
      calculatorType: 'domestic',
      totalSystemVolume: 0.006,
      testPressure: 20,
      testDuration: '02:00',
      testDurationSeconds: 120,
      stabilizationTime: 1,
      maxPressureDrop: 4,
      requiredPurgeVolume: 0.009,
      largestPipeDiameter: 35,
      testResult: 'PENDING',
      tightnessTest: null,
      domesticTest: {
        gasFamily: 'Natural Gas',
        perceptibleMovementMbar: 0.25,
        band: { ivUpToM3: 0.01, maxDropMbar: 4 },
        criterion: 'band',
        verdict: { retestRequired: true, retest: { status: 'PENDING' } },
      },
    });
    const passed = await ok(signedIn.free, {
      ...domesticExisting,
      readings: {
        letByPressureReading: 0,
        actualPressureDrop: 1.5,
        retestPressureDrop: 0.1,
        smellOfGas: false,
      },
    });
    expect(passed.testResult).toBe('PASS');
  });

  it('every caller may use it, 35 mm pipe included (no tier gate: decision 0820)', async () => {
    for (const browser of [server.browser(), ...Object.values(signedIn)]) {
      expect((await calculateAs(browser, domesticExisting)).status).toBe(200);
    }
  });

  it('LPG new installation: no perceptible movement, so 0.3 mbar on a water gauge fails', async () => {
    const out = await ok(server.browser(), {
      ...domesticExisting,
      project: {
        ...domesticExisting.project,
        installationType: 'new',
        gasType: 'Propane',
        testPressure: 37,
      },
      readings: { letByPressureReading: 0, actualPressureDrop: 0.3, smellOfGas: false },
    });
    expect(out).toMatchObject({ testResult: 'FAIL', maxPressureDrop: 0, stabilizationTime: 5 });
  });

  it('above 0.035 m³: 200 with the volume and a blocking pointer to the commercial calculator', async () => {
    const out = await ok(server.browser(), {
      ...domesticExisting,
      pipeConfigurations: [{ material: 'steel', nominalSize: 32, length: 30 }],
    });
    expect(out).toMatchObject({ totalSystemVolume: 0.0387, testResult: null, domesticTest: null });
    expect(out.warnings).toEqual([
      expect.objectContaining({ code: 'DOMESTIC_VOLUME_EXCEEDED', severity: 'blocking' }),
    ]);
    expect(out.warnings[0]?.message).toContain('Use the Commercial Calculator (IGE/UP/1A)');
  });

  it.each<[string, CalculateRequestBody | Record<string, unknown>, string, RegExp]>([
    [
      'a gauge reading only to 0.5 mbar',
      { ...domesticExisting, project: { ...domesticExisting.project, gaugeType: 'electronic05' } },
      'project.gaugeType',
      /use a water gauge or an electronic gauge reading to 0\.1 mbar/,
    ],
    [
      'Natural Gas below 18 mbar',
      { ...domesticExisting, project: { ...domesticExisting.project, testPressure: 17 } },
      'project.testPressure',
      /may not be made below 18 mbar/,
    ],
    [
      'appliances connected as text',
      { ...domesticExisting, project: { ...domesticExisting.project, appliancesConnected: 'yes' } },
      'project.appliancesConnected',
      /must be true or false/,
    ],
    [
      'smell of gas as a number',
      { ...domesticExisting, readings: { smellOfGas: 1 } },
      'readings.smellOfGas',
      /must be true or false/,
    ],
    [
      'copper 42 mm',
      {
        ...domesticExisting,
        pipeConfigurations: [{ material: 'copper', nominalSize: 42, length: 1 }],
      },
      'pipeConfigurations.0.nominalSize',
      /larger than IGEM\/UP\/1B allows/,
    ],
    [
      'a U25 meter',
      { ...domesticExisting, meterConfigurations: [{ meterType: 'U25', quantity: 1 }] },
      'meterConfigurations.0.meterType',
      /rated above 16 m³\/h/,
    ],
    [
      'PE pipe in the commercial calculator',
      {
        ...commercialNewTightness,
        pipeConfigurations: [{ material: 'pe', nominalSize: 25, length: 1 }],
      },
      'pipeConfigurations.0.material',
      /must be one of: steel, copper$/,
    ],
  ])('%s → 400 on the field', async (_label, body, field, message) => {
    const error = await refused(await calculateAs(server.browser(), body), 400);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });
});

describe('POST /api/calculate: industrial (IGE/UP/1), Professional', () => {
  it('new, air test, GRM 0.1: TTD = 0.1 × 0.677 × 67 = 4.54 → 5 min; PDmax 0.1 mbar (standards.md §1, §3)', async () => {
    const out = await ok(signedIn.professional, industrialNewTightness);
    // IV = 100 mm 50 m × 0.009 = 0.45 + 0.045 + U100 0.182 = 0.677 m³.
    // PDmax = 0.0014 × 5 / (0.094 × 0.677) = 0.10999 → 0.10 (down to 0.01 mbar).
    expect(out).toMatchObject({
      standard: 'IGE/UP/1',
      totalSystemVolume: 0.677,
      testPressure: 75,
      testDuration: '05:00',
      testDurationSeconds: 300,
      stabilizationTime: 15,
      maxPressureDrop: 0.1,
      largestPipeDiameter: 100,
      tightnessTest: { mplrM3h: 0.0014, durationMin: 5 },
    });
  });

  it('existing Type B, RV 20: MPLR 0.0005 × 20 = 0.01; PDmax 1.28 mbar; let-by = TTD (standards.md §3)', async () => {
    const out = await ok(signedIn.professional, {
      calculatorType: 'industrial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        testMedium: 'Gas',
        gaugeType: 'water',
        maxOperatingPressure: 21,
        zoneType: 'Type B',
        roomVolume: 20,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 100 }],
    });
    // IV = 0.24 + 0.024 = 0.264; TTD = 2.8 × 0.5 × 0.264 × 42 / 20 = 0.78 → 2 (minimum);
    // PDmax = 0.01 × 2 / (0.059 × 0.264) = 1.284 → 1.28.
    expect(out).toMatchObject({
      totalSystemVolume: 0.264,
      testDuration: '02:00',
      maxPressureDrop: 1.28,
      letByTest: { testPressureMbar: 10.5, durationMin: 2 },
      tightnessTest: { mplrM3h: 0.01 },
    });
  });

  it('existing Type C, propane, copper 108 mm: MPLR = 0.126 / 221 / 0.047 down to 3 figures (standards.md §1–§3)', async () => {
    const out = await ok(signedIn.professional, {
      calculatorType: 'industrial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gasType: 'Propane',
        testMedium: 'Gas',
        gaugeType: 'water',
        maxOperatingPressure: 37,
        zoneType: 'Type C',
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: '108mm', length: 40 }],
    });
    // IV = 40 × 0.0084 = 0.336 + 0.0336 = 0.3696; TTD = 0.047 × 0.5 × 0.3696 × 102 = 0.89 → 2;
    // MPLR 0.0121305… → 0.0121 (decision 0904); PDmax = 0.0121 × 2 / (0.059 × 0.3696) = 1.1098
    // → 1.10 (1.11 from the unrounded MPLR: 0.01 mbar stricter); let-by pressure 50 % of 37.
    expect(out).toMatchObject({
      totalSystemVolume: 0.3696,
      maxPressureDrop: 1.1,
      letByTest: { testPressureMbar: 18.5, durationMin: 2 },
    });
    expect(out.tightnessTest?.mplrM3h).toBe(0.0121);
  });

  it('strength test DN300, MOP 100: STP = max(82.5, 1.5 × 100) = 150; stabilisation 10; test 10 (standards.md §4)', async () => {
    const out = await ok(signedIn.professional, {
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 100,
      },
      pipeConfigurations: [{ nominalSize: 300, length: 10 }],
    });
    expect(out).toMatchObject({
      totalSystemVolume: 0.814,
      testPressure: 150,
      stabilizationTime: 10,
      testDuration: '10:00',
      maxPressureDrop: 30,
      maxPressureDropPercent: 20,
    });
  });

  it('purge DN300 + copper 67, stack 100 mm, factor 2: Qp(DN300) = 216, bore 150 (standards.md §5)', async () => {
    const out = await ok(signedIn.professional, {
      calculatorType: 'industrial',
      project: { installationType: 'new', operationType: 'Purge', safetyFactor: 2 },
      pipeConfigurations: [
        { material: 'steel', nominalSize: 300, length: 20 },
        { material: 'copper', nominalSize: 67, length: 5 },
      ],
      purgeConfigurations: [{ type: 'stack', nominalSize: 100, length: 3 }],
    });
    // PV = 2 × (1.48 + 0.0165 + 10 % = 1.64615 + stack 3 × 0.009 = 0.027) = 3.3463 m³;
    // time = 3.3463 / 216 × 60 min = 55.8 s → 00:55.
    expect(out).toMatchObject({
      requiredPurgeVolume: 3.3463,
      minimumFlowRate: 216,
      maximumPurgeTime: '00:55',
      purgePointBore: 150,
      testResult: 'PENDING',
    });
  });
});

describe('POST /api/calculate: bad input → 400 naming the field and the reason', () => {
  const withProject = (project: Record<string, unknown>) => ({
    ...industrialNewTightness,
    project: { ...industrialNewTightness.project, ...project },
  });
  const withPipe = (pipe: Record<string, unknown>) => ({
    ...industrialNewTightness,
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10, ...pipe }],
  });

  it.each<[string, unknown, string | undefined, RegExp]>([
    // The contract: shape and JSON types.
    ['body is JSON null', null, undefined, /JSON object/],
    ['body is a list', [], undefined, /JSON object/],
    [
      'calculatorType missing',
      { ...industrialNewTightness, calculatorType: undefined },
      'calculatorType',
      /is required/,
    ],
    [
      'calculatorType "household"',
      { ...industrialNewTightness, calculatorType: 'household' },
      'calculatorType',
      /must be one of: commercial, industrial, domestic/,
    ],
    ['project missing', { ...industrialNewTightness, project: undefined }, 'project', /required/],
    [
      'installation type "old"',
      withProject({ installationType: 'old' }),
      'project.installationType',
      /New Installation/,
    ],
    [
      'operation type missing',
      withProject({ operationType: undefined }),
      'project.operationType',
      /is required/,
    ],
    ['gauge "dial"', withProject({ gaugeType: 'dial' }), 'project.gaugeType', /Water Gauge/],
    ['gas "Hydrogen"', withProject({ gasType: 'Hydrogen' }), 'project.gasType', /Propane/],
    [
      'MOP as text',
      withProject({ maxOperatingPressure: '21' }),
      'project.maxOperatingPressure',
      /must be a number/,
    ],
    ['safety factor 2.5', withProject({ safetyFactor: 2.5 }), 'project.safetyFactor', /1\.5, 2, 3/],
    [
      'pipes missing',
      { ...industrialNewTightness, pipeConfigurations: undefined },
      'pipeConfigurations',
      /is required/,
    ],
    [
      'pipes not a list',
      { ...industrialNewTightness, pipeConfigurations: 'lots' },
      'pipeConfigurations',
      /must be a list/,
    ],
    [
      'pipe line null',
      { ...industrialNewTightness, pipeConfigurations: [null] },
      'pipeConfigurations.0',
      /must be an object/,
    ],
    [
      'size "big"',
      withPipe({ nominalSize: 'big' }),
      'pipeConfigurations.0.nominalSize',
      /must be a size in mm/,
    ],
    [
      'length as text',
      withPipe({ length: 'ten' }),
      'pipeConfigurations.0.length',
      /must be a number/,
    ],
    [
      'material "lead"',
      withPipe({ material: 'lead' }),
      'pipeConfigurations.0.material',
      /must be one of: steel, copper \(the domestic calculator also takes pe, csst\)$/,
    ],
    [
      'meter "U6"',
      { ...industrialNewTightness, meterConfigurations: [{ meterType: 'U6', quantity: 1 }] },
      'meterConfigurations.0.meterType',
      /G4\/U6/,
    ],
    [
      'hose type "pipe"',
      {
        ...industrialNewTightness,
        purgeConfigurations: [{ type: 'pipe', nominalSize: 20, length: 1 }],
      },
      'purgeConfigurations.0.type',
      /hose, stack/,
    ],
    [
      'reading as text',
      { ...industrialNewTightness, readings: { actualPressureDrop: '0.1' } },
      'readings.actualPressureDrop',
      /must be a number/,
    ],
    [
      '201 pipe lines',
      {
        ...industrialNewTightness,
        pipeConfigurations: Array.from({ length: 201 }, () => ({ nominalSize: 25, length: 1 })),
      },
      'pipeConfigurations',
      /at most 200/,
    ],
    // The engine: the domain.
    [
      'steel 17 mm (no such size)',
      withPipe({ nominalSize: 17 }),
      'pipeConfigurations.0.nominalSize',
      /17 mm is not a steel size/,
    ],
    [
      'copper 25 mm (a steel size)',
      withPipe({ material: 'copper', nominalSize: '25mm' }),
      'pipeConfigurations.0.nominalSize',
      /not a copper size/,
    ],
    [
      'negative length',
      withPipe({ length: -1 }),
      'pipeConfigurations.0.length',
      /must be 0 or more/,
    ],
    ['only zero-length pipes', withPipe({ length: 0 }), 'pipeConfigurations', /at least one pipe/],
    [
      'no pipes',
      { ...industrialNewTightness, pipeConfigurations: [] },
      'pipeConfigurations',
      /at least one pipe/,
    ],
    [
      'MOP 0',
      withProject({ maxOperatingPressure: 0 }),
      'project.maxOperatingPressure',
      /greater than 0/,
    ],
    [
      'MOP 16001',
      withProject({ maxOperatingPressure: 16001 }),
      'project.maxOperatingPressure',
      /16000 or less/,
    ],
    [
      'MOP missing (industrial)',
      withProject({ maxOperatingPressure: null }),
      'project.maxOperatingPressure',
      /MOP\) is required/,
    ],
    [
      'gauge missing for tightness',
      withProject({ gaugeType: null }),
      'project.gaugeType',
      /gauge type/,
    ],
    [
      'gas missing for industrial tightness',
      withProject({ gasType: undefined }),
      'project.gasType',
      /gas type/,
    ],
    [
      'Type B room volume 60',
      withProject({ installationType: 'existing', zoneType: 'Type B', roomVolume: 60 }),
      'project.roomVolume',
      /less than 60m3 for Type B/,
    ],
    [
      'Type B room volume missing',
      withProject({ installationType: 'existing', zoneType: 'Type B' }),
      'project.roomVolume',
      /room volume/,
    ],
    [
      'zone missing, existing',
      withProject({ installationType: 'existing' }),
      'project.zoneType',
      /room classification/,
    ],
    [
      'strength test, existing',
      withProject({
        installationType: 'existing',
        operationType: 'Strength Test',
        zoneType: 'Type A',
      }),
      'project.operationType',
      /new installations only/,
    ],
    [
      'meter quantity 2.5',
      { ...industrialNewTightness, meterConfigurations: [{ meterType: 'U16', quantity: 2.5 }] },
      'meterConfigurations.0.quantity',
      /whole number/,
    ],
    [
      'meter quantity 0',
      { ...industrialNewTightness, meterConfigurations: [{ meterType: 'U16', quantity: 0 }] },
      'meterConfigurations.0.quantity',
      /1 or more/,
    ],
    [
      'hose 32 mm',
      {
        ...industrialNewTightness,
        purgeConfigurations: [{ type: 'hose', nominalSize: 32, length: 1 }],
      },
      'purgeConfigurations.0.nominalSize',
      /20, 25, 40, 50, 100/,
    ],
    [
      'gas content 101 %',
      { ...industrialNewTightness, readings: { actualGasContent: 101 } },
      'readings.actualGasContent',
      /100 or less/,
    ],
    [
      'negative drop',
      { ...industrialNewTightness, readings: { actualPressureDrop: -0.1 } },
      'readings.actualPressureDrop',
      /0 or more/,
    ],
  ])('%s', async (_label, body, field, message) => {
    const error = await refused(await calculateAs(signedIn.professional, body), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    if (field !== undefined) {
      expect(error.message.startsWith(`${field}: `)).toBe(true);
      expect(error.issues?.[0]).toEqual({ field, message: error.message });
    }
  });

  it('commercial-only rules: DN200 (industrial only) and Propane are refused by the engine', async () => {
    const dn200 = await refused(
      await calculateAs(signedIn.professional, {
        ...commercialNewTightness,
        pipeConfigurations: [{ nominalSize: 200, length: 1 }],
      }),
      400,
    );
    expect(dn200).toMatchObject({
      field: 'pipeConfigurations.0.nominalSize',
      message: expect.stringMatching(/industrial calculator \(IGE\/UP\/1\) only/),
    });
    const propane = await refused(
      await calculateAs(server.browser(), {
        ...commercialNewTightness,
        project: { ...commercialNewTightness.project, gasType: 'Propane' },
      }),
      400,
    );
    expect(propane).toMatchObject({ field: 'project.gasType' });
  });

  it('commercial existing installation without a room volume → 400 on project.roomVolume', async () => {
    const error = await refused(
      await calculateAs(server.browser(), {
        ...commercialNewTightness,
        project: { ...commercialNewTightness.project, installationType: 'existing' },
      }),
      400,
    );
    expect(error.field).toBe('project.roomVolume');
  });

  it('lists every problem at once in issues, the first one in field and message', async () => {
    const error = await refused(
      await calculateAs(signedIn.professional, {
        ...industrialNewTightness,
        project: { ...industrialNewTightness.project, gasType: null, maxOperatingPressure: -1 },
        pipeConfigurations: [{ nominalSize: 17, length: -1 }],
      }),
      400,
    );
    expect(error.issues?.map((issue) => issue.field).sort()).toEqual([
      'pipeConfigurations.0.nominalSize',
      'project.gasType',
      'project.maxOperatingPressure',
    ]);
    expect(error.field).toBe(error.issues?.[0]?.field);
  });

  it.each([
    ['invalid JSON', '{"calculatorType":', 'application/json', 400],
    ['empty JSON body', '', 'application/json', 400],
    ['text/plain', 'calculatorType=commercial', 'text/plain', 400],
    [
      'a __proto__ key',
      '{"__proto__":{"x":1},"calculatorType":"commercial"}',
      'application/json',
      400,
    ],
    [
      'over the 1 MB body limit',
      JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
      'application/json',
      413,
    ],
  ])('%s → %d in the error shape', async (_label, body, contentType, status) => {
    const response = await server.browser().request('POST', '/api/calculate', {
      body,
      headers: { 'content-type': contentType },
    });
    const error = await refused(response, status);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('no body at all → 400', async () => {
    const error = await refused(await server.browser().post('/api/calculate'), 400);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Request body must be a JSON object.',
    });
  });
});

describe('POST /api/calculate: tier gates (product.md §6, product.md §10; signed out = Free)', () => {
  type Caller = 'signed out' | Tier;
  const CALLERS: readonly Caller[] = ['signed out', 'free', 'basic', 'premium', 'professional'];
  const browserFor = (caller: Caller) =>
    caller === 'signed out' ? server.browser() : signedIn[caller];

  const commercial = (operationType: 'Tightness Test' | 'Purge', sizeMm: number) =>
    ({
      calculatorType: 'commercial',
      project: {
        installationType: 'new',
        operationType,
        gaugeType: 'water',
        testMedium: 'Gas',
        purgeDirection: 'air-to-gas',
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: `${sizeMm}mm`, length: 2 }],
    }) satisfies CalculateRequestBody;

  const M = CALCULATION_GATE_MESSAGES;
  const OK = 200;
  // Expected per caller: signed out, free, basic, premium, professional (200 or the 403 message).
  const MATRIX: readonly [string, CalculateRequestBody, readonly (number | string)[]][] = [
    [
      'industrial tightness test',
      industrialNewTightness,
      [M.industrial, M.industrial, M.industrial, M.industrial, OK],
    ],
    ['commercial tightness test, 25 mm', commercial('Tightness Test', 25), [OK, OK, OK, OK, OK]],
    [
      'commercial tightness test, 32 mm',
      commercial('Tightness Test', 32),
      [M.pipeSize.basic, M.pipeSize.basic, OK, OK, OK],
    ],
    [
      'commercial tightness test, 80 mm',
      commercial('Tightness Test', 80),
      [M.pipeSize.basic, M.pipeSize.basic, OK, OK, OK],
    ],
    [
      'commercial tightness test, 100 mm',
      commercial('Tightness Test', 100),
      [M.pipeSize.premium, M.pipeSize.premium, M.pipeSize.premium, OK, OK],
    ],
    [
      'commercial tightness test, 150 mm',
      commercial('Tightness Test', 150),
      [M.pipeSize.premium, M.pipeSize.premium, M.pipeSize.premium, OK, OK],
    ],
    ['commercial purge, 25 mm', commercial('Purge', 25), [M.purge, M.purge, M.purge, OK, OK]],
    [
      'commercial purge, 25 mm with a 100 mm stack',
      {
        ...commercial('Purge', 25),
        purgeConfigurations: [{ type: 'stack', nominalSize: 100, length: 1 }],
      },
      [M.purge, M.purge, M.purge, OK, OK],
    ],
  ];
  const rows = MATRIX.flatMap(([label, body, expected]) =>
    CALLERS.map((caller, i) => [label, caller, body, expected[i]] as const),
  );

  it.each(rows)('%s, %s → %s', async (_label, caller, body, expected) => {
    const response = await calculateAs(browserFor(caller), body);
    if (expected === OK) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as CalculateResponse).totalSystemVolume).toBeGreaterThan(0);
      return;
    }
    const error = await refused(response, 403);
    expect(error).toEqual({ code: 'UPGRADE_REQUIRED', upgradeRequired: true, message: expected });
  });

  it('pipes over 6 inch need Professional: DN200 asked of the commercial calculator is gated first, then refused by the engine', async () => {
    const body = commercial('Tightness Test', 200);
    for (const caller of ['signed out', 'free', 'basic', 'premium'] as const) {
      const error = await refused(await calculateAs(browserFor(caller), body), 403);
      expect(error.message).toBe(M.pipeSize.professional);
    }
    const error = await refused(await calculateAs(signedIn.professional, body), 400);
    expect(error.field).toBe('pipeConfigurations.0.nominalSize');
  });

  it('a malformed body is a 400 whoever sends it (validation before the gate)', async () => {
    const error = await refused(
      await calculateAs(server.browser(), { ...industrialNewTightness, pipeConfigurations: 'x' }),
      400,
    );
    expect(error.field).toBe('pipeConfigurations');
  });

  it('a tier change takes effect on the next calculation', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    await refused(await calculateAs(browser, industrialNewTightness), 403);
    await setUserTier(server.database.db, email, 'professional');
    expect((await calculateAs(browser, industrialNewTightness)).status).toBe(200);
  });
});

describe('POST /api/calculate: generated malformed bodies never give a 5xx', () => {
  const VALID_BODIES: readonly CalculateRequestBody[] = [
    industrialNewTightness,
    commercialNewTightness,
    {
      calculatorType: 'industrial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gasType: 'Butane',
        testMedium: 'Air',
        gaugeType: 'water',
        maxOperatingPressure: 30,
        zoneType: 'Type B',
        roomVolume: 12,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 54, length: 12 }],
      meterConfigurations: [{ meterType: 'U25', quantity: 2 }],
      readings: { letByPressureReading: 0, actualPressureDrop: 0.2 },
    },
    {
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
    },
  ];

  const PATHS = [
    ['calculatorType'],
    ['project'],
    ['project', 'installationType'],
    ['project', 'operationType'],
    ['project', 'gasType'],
    ['project', 'testMedium'],
    ['project', 'gaugeType'],
    ['project', 'maxOperatingPressure'],
    ['project', 'maxIncidentalPressure'],
    ['project', 'zoneType'],
    ['project', 'roomVolume'],
    ['project', 'safetyFactor'],
    ['project', 'purgeDirection'],
    ['project', 'reference'],
    ['pipeConfigurations'],
    ['pipeConfigurations', 0],
    ['pipeConfigurations', 1],
    ['pipeConfigurations', 0, 'material'],
    ['pipeConfigurations', 0, 'nominalSize'],
    ['pipeConfigurations', 0, 'length'],
    ['meterConfigurations'],
    ['meterConfigurations', 0],
    ['meterConfigurations', 0, 'meterType'],
    ['meterConfigurations', 0, 'quantity'],
    ['purgeConfigurations'],
    ['purgeConfigurations', 0, 'type'],
    ['purgeConfigurations', 0, 'nominalSize'],
    ['purgeConfigurations', 0, 'length'],
    ['readings'],
    ['readings', 'actualPressureDrop'],
    ['readings', 'actualFlowRate'],
    ['readings', 'actualGasContent'],
    ['readings', 'letByPressureReading'],
  ] as const;

  const NASTY = fc.constantFrom<unknown>(
    null,
    '',
    ' ',
    0,
    -0,
    -1,
    -1e-9,
    1e-300,
    1e308,
    -1e308,
    2 ** 53,
    16000,
    16001,
    59.99,
    60,
    0.5,
    2.5,
    '25',
    '25mm',
    '0mm',
    '-25mm',
    '1e3',
    '25 inch',
    'NaN',
    'Infinity',
    true,
    false,
    [],
    {},
    [null],
    [{}],
    { nominalSize: 25 },
    '__proto__',
    'constructor',
    'x'.repeat(5000),
    'Natural Gas',
    'Type B',
    'copper',
    'none',
    'U160',
    'Purge',
    'Strength Test',
    'existing',
  );
  const VALUE = fc.oneof(
    NASTY,
    fc.jsonValue({ maxDepth: 3 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ maxLength: 30 }),
  );
  const MUTATION = fc.record({
    path: fc.constantFrom(...PATHS),
    value: fc.option(VALUE, { nil: undefined, freq: 5 }),
  });

  function mutate(
    body: CalculateRequestBody,
    mutations: { path: readonly (string | number)[]; value: unknown }[],
  ): unknown {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    for (const { path, value } of mutations) {
      let node: unknown = copy;
      for (const key of path.slice(0, -1)) {
        if (typeof node !== 'object' || node === null) break;
        node = (node as Record<string | number, unknown>)[key];
      }
      if (typeof node !== 'object' || node === null) continue;
      const last = path[path.length - 1]!;
      // 'length' of a list that replaced a line is not a field: leave the list alone.
      if (Array.isArray(node) && typeof last !== 'number') continue;
      if (value === undefined) delete (node as Record<string | number, unknown>)[last];
      else (node as Record<string | number, unknown>)[last] = value;
    }
    return copy;
  }

  const statuses: number[] = [];

  async function expectNo5xx(
    browser: Browser,
    init: { json?: unknown; body?: string },
  ): Promise<void> {
    const response = await browser.request('POST', '/api/calculate', {
      ...init,
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    });
    statuses.push(response.status);
    expect(response.status).toBeLessThan(500);
    const json: unknown = await response.json();
    if (response.status === 200) {
      expect((json as CalculateResponse).totalSystemVolume).toEqual(expect.any(Number));
      return;
    }
    expect(response.status).toBeGreaterThanOrEqual(400);
    const error = ApiErrorBodySchema.parse(json);
    expect(error.message.length).toBeGreaterThan(0);
    if (response.status === 400) expect(error.code).toBe('VALIDATION_ERROR');
    if (response.status === 403)
      expect(error).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
  }

  it('mutated valid bodies (professional and signed out): every answer is 200 or a 4xx in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...VALID_BODIES),
        fc.array(MUTATION, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (body, mutations, isSignedOut) => {
          const browser = isSignedOut ? server.browser() : signedIn.professional;
          await expectNo5xx(browser, { json: mutate(body, mutations) });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('arbitrary JSON values and arbitrary text as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        await expectNo5xx(signedIn.professional, { json: value });
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        await expectNo5xx(signedIn.professional, { body: text });
      }),
      { numRuns: 60 },
    );
  });

  it('at least 200 of the generated bodies were refused, none with a 5xx', () => {
    const refusedCount = statuses.filter((status) => status >= 400 && status < 500).length;
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(refusedCount).toBeGreaterThanOrEqual(200);
  });
});

/**
 * Engine speed: time per calculate() call over 10,000 seeded random valid inputs (every
 * calculator — commercial, industrial and domestic —, operation, installation type, gas, gauge, area type, pipe and meter table row),
 * after a warm-up pass, timed one call at a time with process.hrtime.bigint().
 * Budget (architecture.md §4): p99 ≤ 1 ms, exit 1 when over. Goal (decision 0350): p99 ≤ 0.2 ms, informative.
 *
 *   npm run engine -w @pipeproof/bench [-- --json out.json] [-- --seed 42] [-- --count 10000]
 */
import { writeFileSync } from 'node:fs';
import {
  DOMESTIC_METER_TYPES,
  DOMESTIC_PIPE_MATERIALS,
  ENGINE_VERSION,
  GAS_TYPES,
  METER_TYPES,
  PURGE_DIRECTIONS,
  PURGE_HOSE_STACK_SIZES_MM,
  SAFETY_FACTORS,
  calculate,
  listPipeSizesMm,
  type CalculationInput,
  type IgeCalculatorType,
  type OperationType,
  type PipeMaterial,
} from '@pipeproof/engine';

const BUDGET_P99_MS = 1;
const GOAL_P99_MS = 0.2;
const DEFAULT_SEED = 20250601;
const DEFAULT_COUNT = 10_000;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** mulberry32: a small, fast, deterministic PRNG (same seed → same inputs on every machine). */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number, decimals: number): number =>
    Number((min + next() * (max - min)).toFixed(decimals));
  const chance = (p: number): boolean => next() < p;
  return { pick, between, chance };
}

type Random = ReturnType<typeof createRandom>;

function randomPipes(r: Random, calculatorType: IgeCalculatorType) {
  const material: PipeMaterial = r.pick(['steel', 'copper'] as const);
  const sizes = listPipeSizesMm(material, calculatorType);
  // Commercial lengths keep most installations under the 1 m³ scope limit (a few go over).
  const maxLengthM = calculatorType === 'commercial' ? 25 : 200;
  const lines = 1 + Math.floor(r.between(0, 5, 2));
  return Array.from({ length: lines }, () => ({
    material,
    nominalSize: r.chance(0.3) ? `${r.pick(sizes)}mm` : r.pick(sizes),
    length: r.between(0.1, maxLengthM, 1),
  }));
}

function randomMeters(r: Random, calculatorType: IgeCalculatorType) {
  const types = calculatorType === 'commercial' ? METER_TYPES : METER_TYPES.slice(1);
  const lines = Math.floor(r.between(0, 2.99, 2));
  return Array.from({ length: lines }, () => ({
    meterType: r.pick(types),
    quantity: 1 + Math.floor(r.between(0, 2.99, 2)),
  }));
}

function randomReadings(r: Random) {
  return r.chance(0.5)
    ? {}
    : {
        actualPressureDrop: r.between(0, 3, 2),
        actualFlowRate: r.between(0, 250, 1),
        actualGasContent: r.between(0, 100, 1),
        letByPressureReading: r.pick([0, 0, -0.1, 0.2]),
      };
}

/** A valid domestic (IGEM/UP/1B Edition 4) input: standards.md §7, decision 0820. */
function randomDomesticInput(r: Random): CalculationInput {
  const material = r.pick(DOMESTIC_PIPE_MATERIALS);
  const sizes = listPipeSizesMm(material, 'domestic');
  const gasType = r.pick(GAS_TYPES);
  const isNaturalGas = gasType === 'Natural Gas';
  const lines = 1 + Math.floor(r.between(0, 3.99, 2));
  return {
    calculatorType: 'domestic',
    project: {
      installationType: r.pick(['new', 'existing'] as const),
      operationType: 'Tightness Test',
      gasType,
      gaugeType: r.pick(['water', 'electronic01'] as const),
      appliancesConnected: r.chance(0.5),
      testPressure: isNaturalGas ? r.pick([null, 18, 19.5, 20]) : r.between(20, 40, 0),
      stabilizationTime: isNaturalGas ? null : r.pick([null, 1, 3, 5]),
    },
    // Lengths keep most installations within 0.035 m³ (a few go over, as on site).
    pipeConfigurations: Array.from({ length: lines }, () => ({
      material,
      nominalSize: r.pick(sizes),
      length: r.between(0.1, 12, 1),
    })),
    meterConfigurations: [{ meterType: r.pick(['none', ...DOMESTIC_METER_TYPES]), quantity: 1 }],
    readings: r.chance(0.5)
      ? {}
      : {
          letByPressureReading: r.pick([0, 0, -0.1, 0.2]),
          actualPressureDrop: r.between(0, 3, 2),
          retestPressureDrop: r.between(0, 0.5, 2),
          smellOfGas: r.chance(0.1),
        },
  };
}

/** One valid calculate() input: only combinations the engine accepts (docs/decisions/0302). */
function randomInput(r: Random): CalculationInput {
  const calculatorType = r.pick(['commercial', 'industrial', 'domestic'] as const);
  if (calculatorType === 'domestic') return randomDomesticInput(r);
  const operationType: OperationType = r.pick(['Strength Test', 'Tightness Test', 'Purge']);
  const installationType =
    operationType === 'Strength Test'
      ? r.pick(['new', 'New Installation'] as const)
      : r.pick(['new', 'existing', 'Existing'] as const);
  const isExisting = installationType === 'existing' || installationType === 'Existing';
  const maxMopMbar = calculatorType === 'commercial' ? 40 : 2000;
  const zoneType = r.pick(['Type A', 'Type B', 'Type C'] as const);
  const project: CalculationInput['project'] = {
    installationType,
    operationType,
    gasType: calculatorType === 'commercial' ? 'Natural Gas' : r.pick(GAS_TYPES),
    testMedium: r.pick(['Air', 'Gas', 'Natural Gas'] as const),
    gaugeType: r.pick([
      'water',
      'electronic05',
      'electronic01',
      'Water Gauge',
      'Electronic Gauge',
    ] as const),
    maxOperatingPressure:
      calculatorType === 'commercial' && r.chance(0.2) ? null : r.between(15, maxMopMbar, 0),
    maxIncidentalPressure: r.chance(0.5) ? null : r.between(0, 3000, 0),
    zoneType: isExisting ? zoneType : null,
    roomVolume: r.between(1, 59.9, 1),
    safetyFactor: r.pick([null, ...SAFETY_FACTORS]),
    purgeDirection: r.pick([null, ...PURGE_DIRECTIONS]),
  };
  return {
    calculatorType,
    project,
    pipeConfigurations: randomPipes(r, calculatorType),
    meterConfigurations: randomMeters(r, calculatorType),
    purgeConfigurations: r.chance(0.5)
      ? [
          {
            type: r.pick(['hose', 'stack'] as const),
            nominalSize: r.pick(PURGE_HOSE_STACK_SIZES_MM),
            length: r.between(0, 20, 1),
          },
        ]
      : [],
    readings: randomReadings(r),
  };
}

interface Stats {
  kind: string;
  count: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
}

function percentile(sortedMs: readonly number[], p: number): number {
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

function statsOf(kind: string, samplesMs: readonly number[]): Stats {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(4));
  return {
    kind,
    count: sorted.length,
    meanMs: round(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    p999Ms: round(percentile(sorted, 99.9)),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

function main(): void {
  const seed = Number(argValue('--seed') ?? DEFAULT_SEED);
  const count = Number(argValue('--count') ?? DEFAULT_COUNT);
  const random = createRandom(seed);
  const inputs = Array.from({ length: count }, () => randomInput(random));

  // Every input must be valid: an error reply is a different (shorter) code path.
  const invalid = inputs.map((input) => calculate(input)).filter((result) => !result.ok);
  if (invalid.length > 0) {
    console.error(
      `${invalid.length} generated inputs were refused, e.g. ${JSON.stringify(invalid[0])}`,
    );
    process.exit(2);
  }

  // Warm-up: let V8 optimise the hot paths before anything is timed.
  for (let pass = 0; pass < 3; pass += 1) for (const input of inputs) calculate(input);

  const samplesMs: number[] = new Array<number>(count);
  const byKind = new Map<string, number[]>();
  let sink = 0;
  for (let i = 0; i < count; i += 1) {
    const input = inputs[i]!;
    const start = process.hrtime.bigint();
    const result = calculate(input);
    const elapsedNs = process.hrtime.bigint() - start;
    if (result.ok) sink += result.output.totalSystemVolume;
    const ms = Number(elapsedNs) / 1e6;
    samplesMs[i] = ms;
    const kind = `${input.calculatorType} · ${input.project.operationType}`;
    const kindSamples = byKind.get(kind);
    if (kindSamples) kindSamples.push(ms);
    else byKind.set(kind, [ms]);
  }

  const all = statsOf('all', samplesMs);
  const rows = [
    all,
    ...[...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([kind, ms]) => statsOf(kind, ms)),
  ];
  console.log(
    `engine ${ENGINE_VERSION} · node ${process.version} · ${count} inputs · seed ${seed} (checksum ${sink.toFixed(4)})`,
  );
  console.table(rows);

  const isWithinBudget = all.p99Ms <= BUDGET_P99_MS;
  const isGoalMet = all.p99Ms <= GOAL_P99_MS;
  console.log(
    `budget (architecture.md §4): p99 ≤ ${BUDGET_P99_MS} ms → ${all.p99Ms} ms ${isWithinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `goal (decision 0350, informative): p99 ≤ ${GOAL_P99_MS} ms → ${isGoalMet ? 'met' : 'not met'}`,
  );

  const jsonOut = argValue('--json');
  if (jsonOut) {
    const report = {
      kind: 'engine',
      engineVersion: ENGINE_VERSION,
      node: process.version,
      seed,
      count,
      budget: { p99Ms: BUDGET_P99_MS, ok: isWithinBudget },
      goal: { p99Ms: GOAL_P99_MS, met: isGoalMet },
      rows,
    };
    writeFileSync(jsonOut, JSON.stringify(report, null, 2));
  }
  if (!isWithinBudget) process.exit(1);
}

main();

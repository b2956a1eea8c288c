import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_TYPES,
  GAS_TYPES,
  METER_TYPES,
  PURGE_DIRECTIONS,
  PURGE_HOSE_STACK_SIZES_MM,
  SAFETY_FACTORS,
  calculate,
  calculateDomestic,
  calculateIge,
  listPipeSizesMm,
  type CalculationInput,
  type CalculatorType,
} from '../index';

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const decimal = (max: number, scale: number) =>
  fc.integer({ min: 0, max: max * scale }).map((n) => n / scale);

function pipeArb(calculatorType: CalculatorType) {
  return fc.oneof(
    ...(['steel', 'copper'] as const).map((material) =>
      fc.record({
        material: fc.constant(material),
        nominalSize: fc.oneof(
          fc.constantFrom(...listPipeSizesMm(material, calculatorType)),
          fc.constantFrom(...listPipeSizesMm(material, calculatorType)).map((s) => `${s}mm`),
        ),
        length: decimal(calculatorType === 'commercial' ? 40 : 300, 10),
      }),
    ),
  );
}

/** Any input the engine should accept (a size the calculator offers, every range respected). */
const validInputArb: fc.Arbitrary<CalculationInput> = fc
  .constantFrom<CalculatorType>('commercial', 'industrial')
  .chain((calculatorType) =>
    fc
      .record({
        installationType: fc.constantFrom('new' as const, 'existing' as const),
        operation: fc.constantFrom(
          'Strength Test' as const,
          'Tightness Test' as const,
          'Purge' as const,
        ),
        gasType:
          calculatorType === 'commercial'
            ? fc.constant('Natural Gas' as const)
            : fc.constantFrom(...GAS_TYPES),
        testMedium: fc.constantFrom('Air' as const, 'Gas' as const, 'Natural Gas' as const),
        gaugeType: fc.constantFrom(
          'water' as const,
          'electronic05' as const,
          'electronic01' as const,
          'Water Gauge' as const,
          'Electronic Gauge' as const,
        ),
        mop:
          calculatorType === 'commercial'
            ? maybe(fc.integer({ min: 1, max: 100 }))
            : fc.integer({ min: 1, max: 16000 }),
        mip: maybe(fc.integer({ min: 0, max: 20000 })),
        zoneType: fc.constantFrom(...AREA_TYPES),
        roomVolume: fc.integer({ min: 10, max: 599 }).map((n) => n / 10),
        safetyFactor: maybe(fc.constantFrom(...SAFETY_FACTORS)),
        purgeDirection: maybe(fc.constantFrom(...PURGE_DIRECTIONS)),
        pipes: fc.array(pipeArb(calculatorType), { minLength: 1, maxLength: 4 }),
        meters: fc.array(
          fc.record({
            meterType: fc.constantFrom('none' as const, ...METER_TYPES),
            quantity: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 3 },
        ),
        hoses: fc.array(
          fc.record({
            type: fc.constantFrom('hose' as const, 'stack' as const),
            nominalSize: fc.constantFrom(...PURGE_HOSE_STACK_SIZES_MM),
            length: decimal(20, 10),
          }),
          { maxLength: 2 },
        ),
        readings: fc.record({
          actualPressureDrop: maybe(decimal(50, 100)),
          actualFlowRate: maybe(decimal(300, 10)),
          actualGasContent: maybe(decimal(100, 10)),
          letByPressureReading: maybe(fc.integer({ min: -100, max: 100 }).map((n) => n / 100)),
        }),
      })
      .map((r) => ({
        calculatorType,
        project: {
          installationType: r.operation === 'Strength Test' ? 'new' : r.installationType,
          operationType: r.operation,
          gasType: r.gasType,
          testMedium: r.testMedium,
          gaugeType: r.gaugeType,
          maxOperatingPressure: r.mop,
          maxIncidentalPressure: r.mip,
          zoneType: r.zoneType,
          roomVolume: r.roomVolume,
          safetyFactor: r.safetyFactor,
          purgeDirection: r.purgeDirection,
        },
        // At least one pipe with a length (product.md §5).
        pipeConfigurations: [
          ...r.pipes,
          { material: 'steel' as const, nominalSize: 15, length: 0.1 },
        ],
        meterConfigurations: r.meters,
        purgeConfigurations: r.hoses,
        readings: r.readings,
      })),
  );

function everyNumber(value: unknown, visit: (n: number, path: string) => void, path = ''): void {
  if (typeof value === 'number') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => everyNumber(v, visit, `${path}[${i}]`));
  else if (value !== null && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => everyNumber(v, visit, `${path}.${k}`));
}

describe('calculate properties', () => {
  it('accepts every valid input and never returns NaN or an infinite number', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        const result = calculate(input);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        // Collected, then checked once: an expect per number made 500 runs take seconds.
        const notFinite: string[] = [];
        everyNumber(result.output, (n, path) => {
          if (!Number.isFinite(n)) notFinite.push(path);
        });
        expect(notFinite).toEqual([]);
        expect(JSON.stringify(result.output)).not.toMatch(/NaN|undefined|x:60/);
      }),
      { numRuns: 500 },
    );
  });

  it('calculateIge gives calculate()’s answer for every commercial and industrial input', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        expect(calculateIge(input)).toEqual(calculate(input));
      }),
      { numRuns: 300 },
    );
  });

  it('calculateIge refuses a domestic input on calculatorType', () => {
    const result = calculateIge({
      calculatorType: 'domestic',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        gaugeType: 'water',
        appliancesConnected: false,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 3 }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: 'calculatorType', code: 'not_applicable' })],
    });
  });

  it('calculateDomestic refuses every commercial and industrial input on calculatorType', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        expect(calculateDomestic(input)).toEqual({
          ok: false,
          errors: [expect.objectContaining({ field: 'calculatorType', code: 'not_applicable' })],
        });
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same answer twice (pure: no clock, no state)', () => {
    fc.assert(
      fc.property(validInputArb, (input) => {
        expect(calculate(input)).toEqual(calculate(input));
      }),
      { numRuns: 100 },
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (project, pipes, readings) => {
        const result = calculate({
          calculatorType: 'industrial',
          project,
          pipeConfigurations: pipes,
          readings,
        } as CalculationInput);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('more pipe never shortens a tightness test', () => {
    fc.assert(
      fc.property(validInputArb, decimal(100, 10), (input, extraM) => {
        const tightness = {
          ...input,
          project: { ...input.project, operationType: 'Tightness Test' as const },
        };
        const more = {
          ...tightness,
          pipeConfigurations: [
            ...tightness.pipeConfigurations,
            { material: 'steel' as const, nominalSize: 15, length: extraM },
          ],
        };
        const a = calculate(tightness);
        const b = calculate(more);
        if (!a.ok || !b.ok) throw new Error('valid input rejected');
        if (a.output.testDurationSeconds === null || b.output.testDurationSeconds === null) return; // blocked (> 1 m³)
        expect(a.output.testDurationSeconds).toBeLessThanOrEqual(b.output.testDurationSeconds);
      }),
      { numRuns: 300 },
    );
  });
});

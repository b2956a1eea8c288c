import { describe, expect, it } from 'vitest';
import { calculate, type CalculationInput } from '../index';

const valid: CalculationInput = {
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
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

type Mutation = (input: CalculationInput) => unknown;
const withProject =
  (project: Record<string, unknown>): Mutation =>
  (i) => ({ ...i, project: { ...i.project, ...project } });
const withPipe =
  (pipe: Record<string, unknown>): Mutation =>
  (i) => ({ ...i, pipeConfigurations: [{ ...i.pipeConfigurations[0], ...pipe }] });

describe('calculate: every bad input is a typed issue naming the field (never NaN, never a throw)', () => {
  it('accepts the valid base input', () => {
    expect(calculate(valid).ok).toBe(true);
  });

  it.each<[string, Mutation, string, string]>([
    ['negative length', withPipe({ length: -1 }), 'pipeConfigurations[0].length', 'out_of_range'],
    ['length as text', withPipe({ length: 'ten' }), 'pipeConfigurations[0].length', 'not_a_number'],
    [
      'NaN length',
      withPipe({ length: Number.NaN }),
      'pipeConfigurations[0].length',
      'not_a_number',
    ],
    [
      'unknown steel size 17',
      withPipe({ nominalSize: 17 }),
      'pipeConfigurations[0].nominalSize',
      'unknown_value',
    ],
    [
      'size "big"',
      withPipe({ nominalSize: 'big' }),
      'pipeConfigurations[0].nominalSize',
      'not_a_number',
    ],
    [
      'missing size',
      withPipe({ nominalSize: undefined }),
      'pipeConfigurations[0].nominalSize',
      'required',
    ],
    [
      'unknown material',
      withPipe({ material: 'lead' }),
      'pipeConfigurations[0].material',
      'unknown_value',
    ],
    [
      'DN200 in the commercial calculator',
      (i) => ({
        ...(withPipe({ nominalSize: '200mm' })(i) as CalculationInput),
        calculatorType: 'commercial',
        project: { ...i.project, installationType: 'new' },
      }),
      'pipeConfigurations[0].nominalSize',
      'not_applicable',
    ],
    ['no pipes', (i) => ({ ...i, pipeConfigurations: [] }), 'pipeConfigurations', 'required'],
    ['only zero-length pipes', withPipe({ length: 0 }), 'pipeConfigurations', 'required'],
    [
      'pipe line not an object',
      (i) => ({ ...i, pipeConfigurations: [null] }),
      'pipeConfigurations[0]',
      'required',
    ],
    [
      'pipe list not a list',
      (i) => ({ ...i, pipeConfigurations: 'lots' }),
      'pipeConfigurations',
      'unknown_value',
    ],
    ['RV 60 for Type B', withProject({ roomVolume: 60 }), 'project.roomVolume', 'out_of_range'],
    ['RV 0.5 for Type B', withProject({ roomVolume: 0.5 }), 'project.roomVolume', 'out_of_range'],
    ['RV missing for Type B', withProject({ roomVolume: null }), 'project.roomVolume', 'required'],
    ['RV negative', withProject({ roomVolume: -3 }), 'project.roomVolume', 'out_of_range'],
    [
      'zone missing for existing industrial',
      withProject({ zoneType: undefined }),
      'project.zoneType',
      'required',
    ],
    ['zone "Type D"', withProject({ zoneType: 'Type D' }), 'project.zoneType', 'unknown_value'],
    [
      'MOP above 16000',
      withProject({ maxOperatingPressure: 16001 }),
      'project.maxOperatingPressure',
      'out_of_range',
    ],
    [
      'MOP 0',
      withProject({ maxOperatingPressure: 0 }),
      'project.maxOperatingPressure',
      'out_of_range',
    ],
    [
      'MOP missing in the industrial calculator',
      withProject({ maxOperatingPressure: null }),
      'project.maxOperatingPressure',
      'required',
    ],
    [
      'MIP negative',
      withProject({ maxIncidentalPressure: -5 }),
      'project.maxIncidentalPressure',
      'out_of_range',
    ],
    [
      'strength test on an existing installation',
      withProject({ operationType: 'Strength Test' }),
      'project.operationType',
      'not_applicable',
    ],
    [
      'unknown operation',
      withProject({ operationType: 'Leak Hunt' }),
      'project.operationType',
      'unknown_value',
    ],
    [
      'installation type missing',
      withProject({ installationType: undefined }),
      'project.installationType',
      'required',
    ],
    [
      'gauge missing for a tightness test',
      withProject({ gaugeType: null }),
      'project.gaugeType',
      'required',
    ],
    ['unknown gauge', withProject({ gaugeType: 'dial' }), 'project.gaugeType', 'unknown_value'],
    [
      'medium missing for a tightness test',
      withProject({ testMedium: '' }),
      'project.testMedium',
      'required',
    ],
    [
      'gas missing for an industrial tightness test',
      withProject({ gasType: null }),
      'project.gasType',
      'required',
    ],
    [
      'Propane in the commercial calculator',
      (i) => ({
        ...i,
        calculatorType: 'commercial',
        project: { ...i.project, installationType: 'new', gasType: 'Propane' },
      }),
      'project.gasType',
      'not_applicable',
    ],
    [
      'commercial existing without room volume',
      (i) => ({
        ...i,
        calculatorType: 'commercial',
        project: { ...i.project, roomVolume: undefined },
      }),
      'project.roomVolume',
      'required',
    ],
    [
      'commercial existing room volume 0.5',
      (i) => ({ ...i, calculatorType: 'commercial', project: { ...i.project, roomVolume: 0.5 } }),
      'project.roomVolume',
      'out_of_range',
    ],
    [
      'safety factor 2.5',
      withProject({ safetyFactor: 2.5 }),
      'project.safetyFactor',
      'unknown_value',
    ],
    [
      'purge direction "up"',
      withProject({ purgeDirection: 'up' }),
      'project.purgeDirection',
      'unknown_value',
    ],
    [
      'unknown calculator',
      (i) => ({ ...i, calculatorType: 'household' }),
      'calculatorType',
      'unknown_value',
    ],
    [
      'unknown meter',
      (i) => ({ ...i, meterConfigurations: [{ meterType: 'U6', quantity: 1 }] }),
      'meterConfigurations[0].meterType',
      'unknown_value',
    ],
    [
      'meter quantity 0',
      (i) => ({ ...i, meterConfigurations: [{ meterType: 'U16', quantity: 0 }] }),
      'meterConfigurations[0].quantity',
      'out_of_range',
    ],
    [
      'meter quantity 2.5',
      (i) => ({ ...i, meterConfigurations: [{ meterType: 'U16', quantity: 2.5 }] }),
      'meterConfigurations[0].quantity',
      'out_of_range',
    ],
    [
      'hose size 32',
      (i) => ({ ...i, purgeConfigurations: [{ type: 'hose', nominalSize: 32, length: 1 }] }),
      'purgeConfigurations[0].nominalSize',
      'unknown_value',
    ],
    [
      'hose type "pipe"',
      (i) => ({ ...i, purgeConfigurations: [{ type: 'pipe', nominalSize: 20, length: 1 }] }),
      'purgeConfigurations[0].type',
      'unknown_value',
    ],
    [
      'hose length negative',
      (i) => ({ ...i, purgeConfigurations: [{ type: 'stack', nominalSize: 20, length: -1 }] }),
      'purgeConfigurations[0].length',
      'out_of_range',
    ],
    [
      'pipe length missing',
      withPipe({ length: undefined }),
      'pipeConfigurations[0].length',
      'required',
    ],
    [
      'meter quantity missing',
      (i) => ({ ...i, meterConfigurations: [{ meterType: 'U16' }] }),
      'meterConfigurations[0].quantity',
      'required',
    ],
    [
      'meter list not a list',
      (i) => ({ ...i, meterConfigurations: { meterType: 'U16', quantity: 1 } }),
      'meterConfigurations',
      'unknown_value',
    ],
    [
      'purge list not a list',
      (i) => ({ ...i, purgeConfigurations: 'hose' }),
      'purgeConfigurations',
      'unknown_value',
    ],
    [
      'gas content 101 %',
      (i) => ({ ...i, readings: { actualGasContent: 101 } }),
      'readings.actualGasContent',
      'out_of_range',
    ],
    [
      'negative drop',
      (i) => ({ ...i, readings: { actualPressureDrop: -0.1 } }),
      'readings.actualPressureDrop',
      'out_of_range',
    ],
    [
      'negative flow',
      (i) => ({ ...i, readings: { actualFlowRate: -1 } }),
      'readings.actualFlowRate',
      'out_of_range',
    ],
    [
      'let-by reading as text',
      (i) => ({ ...i, readings: { letByPressureReading: '0' } }),
      'readings.letByPressureReading',
      'not_a_number',
    ],
  ])('%s → %s (%s)', (_label, mutate, field, code) => {
    const result = calculate(mutate(valid) as CalculationInput);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ field, code }));
    result.errors.forEach((issue) => expect(issue.reason.length).toBeGreaterThan(0));
  });

  it('reports every problem at once', () => {
    const result = calculate({
      calculatorType: 'industrial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        maxOperatingPressure: -1,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 17, length: -1 }],
    } as CalculationInput);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field).sort()).toEqual([
      'pipeConfigurations[0].nominalSize',
      'project.gasType',
      'project.gaugeType',
      'project.maxOperatingPressure',
      'project.testMedium',
      'project.zoneType',
    ]);
  });

  it.each([null, 'commercial', 42])('an input that is not an object (%s) is reported', (input) => {
    expect(calculate(input as unknown as CalculationInput)).toEqual({
      ok: false,
      errors: [{ field: 'input', code: 'required', reason: 'must be an object' }],
    });
  });

  it('a missing project is reported, not thrown', () => {
    const result = calculate({
      calculatorType: 'commercial',
      pipeConfigurations: [],
    } as unknown as CalculationInput);
    expect(result.ok).toBe(false);
  });
});

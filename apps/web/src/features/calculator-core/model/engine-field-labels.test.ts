import { describe, expect, it } from 'vitest';
import { calculateIge, type CalculationInput } from '@pipeproof/engine';
import { describeEngineIssues, labelEngineField, nameServerField } from './engine-field-labels';
import { runCalculation } from './evaluate-run';

const TIGHTNESS: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
    roomVolume: 25,
  },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 25, length: 30 },
    { material: 'steel', nominalSize: 20, length: 5 },
  ],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

describe('labelEngineField: the engine’s field path in the page’s words (decision 0880)', () => {
  it.each([
    ['pipeConfigurations[0].length', 'Pipe 1 length (m)'],
    ['pipeConfigurations.1.nominalSize', 'Pipe 2 nominal size'],
    ['pipeConfigurations[11].material', 'Pipe 12 material'],
    ['meterConfigurations[0].quantity', 'Meter 1 quantity'],
    ['meterConfigurations.2.meterType', 'Meter 3 type'],
    ['project.maxOperatingPressure', 'Maximum Operating Pressure (MOP), mbar'],
    ['project.roomVolume', 'Room volume (m³)'],
    ['pipeConfigurations', 'Pipework'],
    ['purgeConfigurations.0.length', 'Purge hose or vent stack length (m)'],
  ])('%s → %s', (field, label) => {
    expect(labelEngineField(field)).toBe(label);
  });

  it('names the purge hose or the vent stack from the calculation sent', () => {
    const input: CalculationInput = {
      ...TIGHTNESS,
      purgeConfigurations: [
        { type: 'hose', nominalSize: 25, length: 3 },
        { type: 'stack', nominalSize: 25, length: 2 },
      ],
    };
    expect(labelEngineField('purgeConfigurations[0].nominalSize', input)).toBe('Purge hose size');
    expect(labelEngineField('purgeConfigurations[1].length', input)).toBe('Vent stack length (m)');
  });

  it('gives a path it does not know as it is, hiding nothing the engine said', () => {
    expect(labelEngineField('project.somethingNew')).toBe('project.somethingNew');
    expect(labelEngineField('pipeConfigurations[0].colour')).toBe('pipeConfigurations[0].colour');
    expect(labelEngineField('readings.actualPressureDrop')).toBe('readings.actualPressureDrop');
  });
});

describe('nameServerField: the server’s sentence with its field in the page’s words', () => {
  it('names the field the sentence begins with', () => {
    expect(
      nameServerField(
        'meterConfigurations.0.quantity: must be 10000 or less',
        'meterConfigurations.0.quantity',
      ),
    ).toBe('Meter 1 quantity: must be 10000 or less');
  });

  it('leaves a sentence in the contracts’ own words, or without a field, as written', () => {
    const own = 'Room volume must be between 1 and 60 m³.';
    expect(nameServerField(own, 'project.roomVolume')).toBe(own);
    expect(nameServerField('pipeConfigurations.0.length: bad', null)).toBe(
      'pipeConfigurations.0.length: bad',
    );
  });
});

describe('runCalculation with describeEngineIssues: a refusal names the field as the page does', () => {
  it('a pipe run beyond the engine’s bound', () => {
    const input: CalculationInput = {
      ...TIGHTNESS,
      pipeConfigurations: [
        { material: 'steel', nominalSize: 25, length: 30 },
        { material: 'steel', nominalSize: 20, length: 200_000 },
      ],
    };
    expect(runCalculation(calculateIge, input, {}, describeEngineIssues)).toEqual({
      ok: false,
      message: 'Pipe 2 length (m): must be 100000 or less',
    });
  });

  it('a meter count beyond the engine’s bound, beside a second refusal', () => {
    const input: CalculationInput = {
      ...TIGHTNESS,
      project: { ...TIGHTNESS.project, roomVolume: -1 },
      meterConfigurations: [{ meterType: 'U16', quantity: 20_000 }],
    };
    const result = runCalculation(calculateIge, input, {}, describeEngineIssues);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('Meter 1 quantity: must be 10000 or less');
    expect(result.message).toContain('Room volume (m³): ');
    expect(result.message).not.toMatch(/Configurations|project\./);
  });

  it('without a describer, the engine’s own paths (what /domestic, with its own words, gets)', () => {
    const input: CalculationInput = {
      ...TIGHTNESS,
      meterConfigurations: [{ meterType: 'U16', quantity: 20_000 }],
    };
    expect(runCalculation(calculateIge, input)).toEqual({
      ok: false,
      message: 'meterConfigurations[0].quantity: must be 10000 or less',
    });
  });
});

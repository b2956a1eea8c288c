import { describe, expect, it } from 'vitest';
import { calculate } from '@pipeproof/engine';
import { buildCalculation, buildProject, type ProjectFields } from './build-calculation';
import type { LineFields } from './lines';

const FIELDS: ProjectFields = {
  reference: ' J-1 ',
  engineerName: '',
  installationType: 'new',
  operationType: 'Tightness Test',
  mopText: '21',
  mipText: '30',
  gaugeType: 'electronic01',
  testMedium: 'Gas',
  purgeDirection: 'air-to-gas',
};

const LINES: LineFields = {
  pipeMaterial: 'steel',
  pipes: [
    { id: 'a', nominalSizeMm: 25, lengthText: '12' },
    { id: 'b', nominalSizeMm: null, lengthText: '4' },
  ],
  meters: [
    { id: 'm', meterType: 'U16', quantityText: '0' },
    { id: 'n', meterType: '', quantityText: '2' },
  ],
};

describe('buildProject: the fields every calculator shares, blanks as null', () => {
  it('a tightness test: gauge and medium, no MIP, no direction', () => {
    expect(buildProject(FIELDS)).toEqual({
      reference: 'J-1',
      engineerName: null,
      installationType: 'new',
      operationType: 'Tightness Test',
      maxOperatingPressure: 21,
      maxIncidentalPressure: null,
      gaugeType: 'electronic01',
      testMedium: 'Gas',
      purgeDirection: null,
    });
  });

  it('a strength test takes the MIP; a purge its direction and no gauge or medium', () => {
    expect(buildProject({ ...FIELDS, operationType: 'Strength Test' })).toMatchObject({
      maxIncidentalPressure: 30,
    });
    expect(buildProject({ ...FIELDS, operationType: 'Purge' })).toMatchObject({
      gaugeType: null,
      testMedium: null,
      purgeDirection: 'air-to-gas',
    });
  });
});

describe('buildCalculation: the engine’s (and POST /api/calculate’s) shape', () => {
  it('pipes with a size; meters by the calculator’s rule; empty lists left out', () => {
    const project = buildProject(FIELDS);
    const atLeastOne = buildCalculation({
      calculatorType: 'commercial',
      project,
      lines: LINES,
      meterQuantityRule: 'at-least-one',
    });
    expect(atLeastOne).toEqual({
      calculatorType: 'commercial',
      project,
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 12 }],
      meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
    });
    expect(calculate(atLeastOne).ok).toBe(true);
    const dropped = buildCalculation({
      calculatorType: 'commercial',
      project,
      lines: LINES,
      meterQuantityRule: 'drop-below-one',
      purgeConfigurations: [{ type: 'hose', nominalSize: 25, length: 3 }],
    });
    expect(dropped).not.toHaveProperty('meterConfigurations');
    expect(dropped.purgeConfigurations).toEqual([{ type: 'hose', nominalSize: 25, length: 3 }]);
  });

  it('a line with its own material (the domestic calculator) keeps it; the others take the one for every line', () => {
    const lines: LineFields = {
      pipeMaterial: 'copper',
      pipes: [
        { id: 'a', nominalSizeMm: 22, lengthText: '4' },
        { id: 'b', nominalSizeMm: 25, lengthText: '6', material: 'pe' },
      ],
      meters: [],
    };
    expect(
      buildCalculation({
        calculatorType: 'domestic',
        project: buildProject(FIELDS),
        lines,
        meterQuantityRule: 'at-least-one',
      }).pipeConfigurations,
    ).toEqual([
      { material: 'copper', nominalSize: 22, length: 4 },
      { material: 'pe', nominalSize: 25, length: 6 },
    ]);
  });
});

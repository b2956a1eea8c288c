import { describe, expect, it } from 'vitest';
import { draftAfter, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import { createEmptyDraft } from './calculator-draft';

describe('buildCalculationInput', () => {
  it('is null until an installation type and a test are chosen', () => {
    expect(buildCalculationInput(createEmptyDraft('commercial'))).toBeNull();
  });

  it('sends what was typed, dropping lines without a size and meters without a type', () => {
    const draft = draftAfter(
      [
        { type: 'add-pipe', id: 'empty' },
        { type: 'add-meter', id: 'blank' },
        { type: 'add-meter', id: 'u6' },
        { type: 'update-meter', id: 'u6', patch: { meterType: 'G4/U6', quantityText: 'x' } },
        { type: 'set-setup', patch: { mipText: '40' } },
      ],
      readyStrengthDraft(),
    );
    expect(buildCalculationInput(draft)).toEqual({
      calculatorType: 'commercial',
      project: {
        reference: 'J-1001',
        engineerName: 'Sam Fitter',
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 21,
        maxIncidentalPressure: 40,
        roomVolume: 25,
        gaugeType: 'electronic01',
        testMedium: 'Air',
        purgeDirection: null,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 12 }],
      meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
    });
  });

  it('a purge carries its hose and stack and no gauge', () => {
    const draft = draftAfter(
      [
        { type: 'set-test-type', value: 'Purge' },
        {
          type: 'set-setup',
          patch: {
            purgeDirection: 'air-to-gas',
            hoseSizeMm: 20,
            hoseLengthText: '3',
            stackSizeMm: 25,
            stackLengthText: 'x',
          },
        },
      ],
      readyStrengthDraft(),
    );
    const input = buildCalculationInput(draft);
    expect(input?.project).toMatchObject({
      gaugeType: null,
      testMedium: null,
      purgeDirection: 'air-to-gas',
    });
    expect(input?.purgeConfigurations).toEqual([
      { type: 'hose', nominalSize: 20, length: 3 },
      { type: 'stack', nominalSize: 25, length: 0 },
    ]);
  });
});

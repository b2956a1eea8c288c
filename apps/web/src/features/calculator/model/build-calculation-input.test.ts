import { describe, expect, it } from 'vitest';
import { draftAfter, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import { createEmptyDraft } from './calculator-draft';
import { isSameCalculation } from './is-same-calculation';
import { offerPipeSizesMm } from './pipe-lines';

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

describe('offerPipeSizesMm: only up to the tier’s largest size (product.md §6)', () => {
  it.each([
    [25, [15, 20, 25]],
    [80, [15, 20, 25, 32, 40, 50, 65, 80]],
    [150, [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150]],
    [300, [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150]],
  ])('steel, commercial, up to %s mm', (max, sizes) => {
    expect(offerPipeSizesMm('steel', 'commercial', max)).toEqual(sizes);
  });

  it('copper in the commercial calculator stops at 67 mm', () => {
    expect(offerPipeSizesMm('copper', 'commercial', 300)).toEqual([15, 22, 28, 35, 42, 54, 67]);
  });

  it('keeps a size already chosen so a restored job reads correctly', () => {
    expect(offerPipeSizesMm('steel', 'commercial', 25, 50)).toEqual([15, 20, 25, 50]);
  });
});

describe('isSameCalculation', () => {
  it('ignores key order and null versus absent', () => {
    expect(
      isSameCalculation({ a: 1, b: null, c: [{ x: 1, y: 2 }] }, { c: [{ y: 2, x: 1 }], a: 1 }),
    ).toBe(true);
    expect(isSameCalculation({ a: 1 }, { a: 2 })).toBe(false);
  });
});

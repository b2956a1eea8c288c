import { calculate } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { draftAfter, industrialTightnessDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import { needsRoomClassification } from './industrial-fields';
import { describeTypeBRoomVolumeProblem } from './type-b-room-volume';
import { describeCalculateBlocker } from './validate-calculation';

describe('industrial extras in the calculation (product.md §3, §7 industrial project)', () => {
  it('sends the gas, the room classification and, for Type B only, the room volume', () => {
    const typeB = draftAfter(
      [
        { type: 'set-setup', patch: { gasType: 'Propane', zoneType: 'Type B' } },
        { type: 'set-room-volume', text: '35' },
      ],
      industrialTightnessDraft(),
    );
    const input = buildCalculationInput(typeB);
    expect(input?.calculatorType).toBe('industrial');
    expect(input?.project).toMatchObject({
      gasType: 'Propane',
      zoneType: 'Type B',
      roomVolume: 35,
      maxOperatingPressure: 37,
    });
    expect(input && calculate(input).ok).toBe(true);

    const typeC = draftAfter([{ type: 'set-setup', patch: { zoneType: 'Type C' } }], typeB);
    expect(buildCalculationInput(typeC)?.project).toMatchObject({
      zoneType: 'Type C',
      roomVolume: null,
    });
  });

  it('no room classification for a new installation or another test', () => {
    const existing = draftAfter(
      [{ type: 'set-setup', patch: { gasType: 'Butane', zoneType: 'Type A' } }],
      industrialTightnessDraft(),
    );
    const asNew = draftAfter([{ type: 'set-installation-type', value: 'new' }], existing);
    expect(needsRoomClassification(asNew)).toBe(false);
    expect(buildCalculationInput(asNew)?.project).toMatchObject({ zoneType: null });
    const purge = draftAfter([{ type: 'set-test-type', value: 'Purge' }], existing);
    expect(buildCalculationInput(purge)?.project).toMatchObject({
      zoneType: null,
      gasType: 'Butane',
    });
  });
});

describe('describeCalculateBlocker: what an industrial test still needs', () => {
  it('names the gas, the room classification, then the Type B room volume', () => {
    const draft = industrialTightnessDraft();
    expect(describeCalculateBlocker(draft)).toBe(
      'To calculate, give the gas type and the room classification.',
    );
    const typeB = draftAfter(
      [{ type: 'set-setup', patch: { gasType: 'Natural Gas', zoneType: 'Type B' } }],
      draft,
    );
    expect(describeCalculateBlocker(typeB)).toBe('To calculate, give the room volume.');
    expect(
      describeCalculateBlocker(draftAfter([{ type: 'set-room-volume', text: '12' }], typeB)),
    ).toBeNull();
  });

  it('a strength test needs the MIP (product.md §5 helper: required for the strength test pressure)', () => {
    const strength = draftAfter(
      [
        { type: 'set-installation-type', value: 'new' },
        { type: 'set-test-type', value: 'Strength Test' },
      ],
      industrialTightnessDraft(),
    );
    expect(describeCalculateBlocker(strength)).toBe(
      'To calculate, give the Maximum Incidental Pressure (MIP).',
    );
    expect(
      describeCalculateBlocker(
        draftAfter([{ type: 'set-setup', patch: { mipText: '50' } }], strength),
      ),
    ).toBeNull();
  });
});

describe('describeTypeBRoomVolumeProblem (product.md §5: 1 to 59.9 m³)', () => {
  it.each([
    ['', null],
    ['1', null],
    ['59.9', null],
    ['60', 'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.'],
    ['250', 'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.'],
    ['0.5', 'Room volume must be at least 1 m³.'],
    ['x', 'Room volume must be at least 1 m³.'],
  ])('%j → %j', (text, message) => {
    expect(describeTypeBRoomVolumeProblem(text)).toBe(message);
  });
});

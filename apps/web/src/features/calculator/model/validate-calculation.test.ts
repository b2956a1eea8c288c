import { describe, expect, it } from 'vitest';
import { draftAfter, readyStrengthDraft } from '../test-support/draft-fixtures';
import { createEmptyDraft } from './calculator-draft';
import {
  describeCalculateBlocker,
  describeRoomVolumeProblem,
  isInstallationTypeFinished,
  validateBeforeCalculate,
} from './validate-calculation';

describe('validateBeforeCalculate: product.md §5 step-calculator messages, word for word', () => {
  it('lists every missing job detail and the installation type', () => {
    expect(validateBeforeCalculate(createEmptyDraft('commercial'))).toEqual({
      title: 'Missing Required Information',
      description:
        'Please complete: Job Number, Engineer Name, Gas Safe Number, Customer Name, Location, Installation Type. Go back to previous steps to fill these in.',
    });
  });

  it('names only what is missing', () => {
    const draft = draftAfter(
      [{ type: 'set-job-detail', field: 'location', value: '' }],
      readyStrengthDraft(),
    );
    expect(validateBeforeCalculate(draft)?.description).toBe(
      'Please complete: Location. Go back to previous steps to fill these in.',
    );
  });

  it('needs a pipe with a size and a length', () => {
    const ready = readyStrengthDraft();
    const id = ready.pipes[0]?.id ?? '';
    const draft = draftAfter([{ type: 'update-pipe', id, patch: { lengthText: '0' } }], ready);
    expect(validateBeforeCalculate(draft)).toEqual({
      title: 'No Pipe Configuration',
      description: "Please go back to 'Pipe Configuration' step and add at least one pipe section.",
    });
  });

  it('needs the MOP for strength and tightness tests', () => {
    const draft = draftAfter([{ type: 'set-setup', patch: { mopText: '' } }], readyStrengthDraft());
    expect(validateBeforeCalculate(draft)).toEqual({
      title: 'Missing Operating Pressure',
      description: 'Maximum Operating Pressure (MOP) is required for test calculations.',
    });
  });

  it('needs the room volume for commercial strength and tightness tests', () => {
    const draft = draftAfter([{ type: 'set-room-volume', text: '' }], readyStrengthDraft());
    expect(validateBeforeCalculate(draft)).toEqual({
      title: 'Room Volume Required',
      description:
        'Commercial tests require room volume to determine maximum allowable pressure drop from IGE/UP/1 tables.',
    });
  });

  it('does not need MOP or room volume for a purge', () => {
    const draft = draftAfter(
      [
        { type: 'set-test-type', value: 'Purge' },
        { type: 'set-room-volume', text: '' },
        { type: 'set-setup', patch: { mopText: '' } },
      ],
      readyStrengthDraft(),
    );
    expect(validateBeforeCalculate(draft)).toBeNull();
  });

  it('stops at a strength test’s MIP that is not a pressure the engine takes, in its field’s words (decision 0897)', () => {
    for (const [mipText, description] of [
      ['-1', 'Enter a pressure of 0 mbar or more.'],
      ['100000,5', 'Maximum Incidental Pressure must be 100000 mbar or less.'],
    ] as const) {
      const draft = draftAfter([{ type: 'set-setup', patch: { mipText } }], readyStrengthDraft());
      expect(validateBeforeCalculate(draft)).toEqual({ title: 'Calculation Error', description });
    }
    const read = draftAfter(
      [{ type: 'set-setup', patch: { mipText: '150,5' } }],
      readyStrengthDraft(),
    );
    expect(validateBeforeCalculate(read)).toBeNull();
  });

  it('passes a complete draft', () => {
    expect(validateBeforeCalculate(readyStrengthDraft())).toBeNull();
  });
});

describe('field limits (product.md §5)', () => {
  it.each([
    ['', null],
    ['1', null],
    ['60', null],
    ['0.9', 'Room volume must be between 1 and 60 m³.'],
    ['60.1', 'Room volume must be between 1 and 60 m³.'],
  ])('room volume %j → %s', (text, problem) => {
    expect(describeRoomVolumeProblem(text)).toBe(problem);
  });
});

describe('describeCalculateBlocker: the disabled-button rules (product.md §5)', () => {
  it('strength and tightness need the MOP', () => {
    const draft = draftAfter([{ type: 'set-setup', patch: { mopText: '' } }], readyStrengthDraft());
    expect(describeCalculateBlocker(draft)).toMatch(/Maximum Operating Pressure/);
    expect(describeCalculateBlocker(readyStrengthDraft())).toBeNull();
  });

  it('a tightness test also needs the gauge and the medium', () => {
    const draft = draftAfter(
      [
        { type: 'set-test-type', value: 'Tightness Test' },
        { type: 'set-setup', patch: { gaugeType: '', testMedium: '' } },
      ],
      readyStrengthDraft(),
    );
    expect(describeCalculateBlocker(draft)).toBe(
      'To calculate, give the gauge type and the test medium.',
    );
  });

  it('a purge needs the hose size and the stack size', () => {
    const purge = draftAfter([{ type: 'set-test-type', value: 'Purge' }], readyStrengthDraft());
    expect(describeCalculateBlocker(purge)).not.toBeNull();
    const hoseOnly = draftAfter([{ type: 'set-setup', patch: { hoseSizeMm: 20 } }], purge);
    expect(describeCalculateBlocker(hoseOnly)).not.toBeNull();
    const both = draftAfter([{ type: 'set-setup', patch: { stackSizeMm: 25 } }], hoseOnly);
    expect(describeCalculateBlocker(both)).toBeNull();
  });
});

describe('isInstallationTypeFinished: the step’s tick and its folding (decision 0891)', () => {
  const commercial = (changes: Partial<ReturnType<typeof createEmptyDraft>>) => ({
    ...createEmptyDraft('commercial'),
    installationType: 'new' as const,
    ...changes,
  });

  it('is not finished before the installation type is chosen', () => {
    expect(isInstallationTypeFinished(createEmptyDraft('commercial'))).toBe(false);
    expect(isInstallationTypeFinished(createEmptyDraft('industrial'))).toBe(false);
  });

  it('on the commercial calculator, waits for the room volume a strength or tightness test needs', () => {
    for (const testType of [null, 'Strength Test', 'Tightness Test'] as const) {
      expect(isInstallationTypeFinished(commercial({ testType, roomVolumeText: '' }))).toBe(false);
      expect(isInstallationTypeFinished(commercial({ testType, roomVolumeText: '27' }))).toBe(true);
    }
    expect(isInstallationTypeFinished(commercial({ testType: 'Purge', roomVolumeText: '' }))).toBe(
      true,
    );
  });

  it('is not finished with a room volume out of range, whatever the test', () => {
    for (const text of ['0.5', '61', 'abc']) {
      expect(
        isInstallationTypeFinished(commercial({ testType: 'Purge', roomVolumeText: text })),
      ).toBe(false);
    }
  });

  it('on the industrial calculator, is the type alone (its room details are in Test Setup)', () => {
    expect(
      isInstallationTypeFinished({
        ...createEmptyDraft('industrial'),
        installationType: 'existing',
      }),
    ).toBe(true);
  });
});

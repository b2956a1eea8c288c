import { beforeEach, describe, expect, it } from 'vitest';
import { calculate } from '@pipeproof/engine';
import { readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from '../model/build-calculation-input';
import { createTestRun } from '../model/test-runs';
import { draftStorageKey, loadDraft, saveDraft } from './draft-storage';

beforeEach(() => localStorage.clear());

describe('the draft on this device', () => {
  it('comes back exactly as saved, test in progress and readings included', () => {
    const ready = readyStrengthDraft();
    const input = buildCalculationInput(ready);
    if (!input) throw new Error('no input');
    const draft = {
      ...ready,
      run: {
        ...createTestRun(input, 'Strength Test', { clientId: 'a', letByClientId: 'b' }, null),
        readings: { actualPressureDrop: 1.5 },
      },
      site: {
        siteName: 'Boiler room',
        sectionIdentity: 'A',
        location: { latitude: 53.8, longitude: -1.55 },
      },
    };
    expect(saveDraft(draft)).toBe(true);
    const loaded = loadDraft('commercial');
    expect(loaded).toEqual({
      status: 'restored',
      draft: expect.objectContaining({ jobDetails: draft.jobDetails, site: draft.site }),
    });
    if (loaded.status !== 'restored' || !loaded.draft.run) throw new Error('not restored');
    expect(loaded.draft.run.readings).toEqual({ actualPressureDrop: 1.5 });
    expect(calculate(loaded.draft.run.input)).toEqual(calculate(input));
  });

  it('has a versioned key per calculator', () => {
    expect(draftStorageKey('commercial')).toBe('pipeproof.calculator.commercial.draft.v1');
  });

  it('is none when nothing was saved', () => {
    expect(loadDraft('commercial')).toEqual({ status: 'none' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 99, savedAt: '', draft: {} })],
    [
      'a wrong field',
      JSON.stringify({
        version: 1,
        savedAt: '',
        draft: { ...readyStrengthDraft(), pipes: 'many' },
      }),
    ],
    [
      'another calculator',
      JSON.stringify({
        version: 1,
        savedAt: '',
        draft: { ...readyStrengthDraft(), calculatorType: 'industrial' },
      }),
    ],
  ])('is discarded and removed when it is %s', (_label, raw) => {
    localStorage.setItem(draftStorageKey('commercial'), raw);
    expect(loadDraft('commercial')).toEqual({ status: 'discarded' });
    expect(localStorage.getItem(draftStorageKey('commercial'))).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { calculate } from '@pipeproof/engine';
import { industrialTightnessDraft, readyStrengthDraft } from '../test-support/draft-fixtures';
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

  it('keeps an industrial draft under its own key, extras and all', () => {
    const draft = {
      ...industrialTightnessDraft(),
      setup: { ...industrialTightnessDraft().setup, gasType: 'Propane', zoneType: 'Type B' },
      roomVolumeText: '35',
    } as const;
    expect(saveDraft(draft)).toBe(true);
    expect(localStorage.getItem(draftStorageKey('commercial'))).toBeNull();
    const loaded = loadDraft('industrial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.setup).toEqual(draft.setup);
    expect(loaded.draft.roomVolumeText).toBe('35');
  });

  it('restores a draft saved before the industrial fields existed, with them blank', () => {
    const { gasType: _gas, zoneType: _zone, ...olderSetup } = readyStrengthDraft().setup;
    const older = { ...readyStrengthDraft(), setup: olderSetup };
    localStorage.setItem(
      draftStorageKey('commercial'),
      JSON.stringify({ version: 1, savedAt: '2026-11-20T10:00:00.000Z', draft: older }),
    );
    const loaded = loadDraft('commercial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.setup).toEqual(readyStrengthDraft().setup);
  });

  it('discards a test in progress whose calculation the engine refuses (it names the field)', () => {
    const ready = readyStrengthDraft();
    const input = buildCalculationInput(ready);
    if (!input) throw new Error('no input');
    const refused = { ...input, project: { ...input.project, maxOperatingPressure: 20000 } };
    expect(calculate(refused).ok).toBe(false);
    const run = createTestRun(
      refused,
      'Strength Test',
      { clientId: 'a', letByClientId: 'b' },
      null,
    );
    localStorage.setItem(
      draftStorageKey('commercial'),
      JSON.stringify({ version: 1, savedAt: '', draft: { ...ready, run } }),
    );
    expect(loadDraft('commercial')).toEqual({ status: 'discarded' });
  });
});

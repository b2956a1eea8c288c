import { beforeEach, describe, expect, it } from 'vitest';
import { calculate } from '@pipeproof/engine';
import { industrialTightnessDraft, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from '../model/build-calculation-input';
import { createTestRun } from '../model/test-runs';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { rememberAccount } from '../../../lib/device/test-support/remember-account';
import { draftStorageKey, saveDraft } from './draft-storage';
import { loadDraft } from './load-draft';

const DEVICE = DEVICE_OWNER;

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
    expect(saveDraft(DEVICE, draft)).toBe(true);
    const loaded = loadDraft(DEVICE, 'commercial');
    expect(loaded).toEqual({
      status: 'restored',
      draft: expect.objectContaining({ jobDetails: draft.jobDetails, site: draft.site }),
    });
    if (loaded.status !== 'restored' || !loaded.draft.run) throw new Error('not restored');
    expect(loaded.draft.run.readings).toEqual({ actualPressureDrop: 1.5 });
    expect(calculate(loaded.draft.run.input)).toEqual(calculate(input));
  });

  it('has a versioned key per calculator', () => {
    expect(draftStorageKey(DEVICE, 'commercial')).toBe(
      'pipeproof.device.calculator.commercial.draft.v1',
    );
    expect(draftStorageKey('user-1', 'industrial')).toBe(
      'pipeproof.account.user-1.calculator.industrial.draft.v1',
    );
  });

  it('is none when nothing was saved', () => {
    expect(loadDraft(DEVICE, 'commercial')).toEqual({ status: 'none' });
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
    localStorage.setItem(draftStorageKey(DEVICE, 'commercial'), raw);
    expect(loadDraft(DEVICE, 'commercial')).toEqual({ status: 'discarded' });
    expect(localStorage.getItem(draftStorageKey(DEVICE, 'commercial'))).toBeNull();
  });

  it('keeps an industrial draft under its own key, extras and all', () => {
    const draft = {
      ...industrialTightnessDraft(),
      setup: { ...industrialTightnessDraft().setup, gasType: 'Propane', zoneType: 'Type B' },
      roomVolumeText: '35',
    } as const;
    expect(saveDraft(DEVICE, draft)).toBe(true);
    expect(localStorage.getItem(draftStorageKey(DEVICE, 'commercial'))).toBeNull();
    const loaded = loadDraft(DEVICE, 'industrial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.setup).toEqual(draft.setup);
    expect(loaded.draft.roomVolumeText).toBe('35');
  });

  it('restores a draft saved before the industrial fields existed, with them blank', () => {
    const { gasType: _gas, zoneType: _zone, ...olderSetup } = readyStrengthDraft().setup;
    const older = { ...readyStrengthDraft(), setup: olderSetup };
    localStorage.setItem(
      draftStorageKey(DEVICE, 'commercial'),
      JSON.stringify({ version: 1, savedAt: '2026-11-20T10:00:00.000Z', draft: older }),
    );
    const loaded = loadDraft(DEVICE, 'commercial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.setup).toEqual(readyStrengthDraft().setup);
  });

  it('keeps the timed tests, the action note and each record’s timing; older drafts read as not timed', () => {
    const ready = readyStrengthDraft();
    const input = buildCalculationInput(ready);
    if (!input) throw new Error('no input');
    const run = {
      ...createTestRun(input, 'Strength Test', { clientId: 'a', letByClientId: 'b' }, null),
      timedKinds: ['strength' as const],
      actionNote: 'Supply isolated',
    };
    const record = {
      clientId: 'c',
      testName: 'Strength Test' as const,
      calculation: input,
      actualReadings: { actualPressureDrop: 30 },
      testResult: 'FAIL' as const,
      recordedAt: '2026-11-21T10:00:00.000Z',
      site: ready.site,
      timedInApp: false,
      actionNote: 'Supply isolated',
    };
    saveDraft(DEVICE, { ...ready, run, completedTests: [record] });
    const loaded = loadDraft(DEVICE, 'commercial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.run).toMatchObject({
      timedKinds: ['strength'],
      actionNote: 'Supply isolated',
    });
    expect(loaded.draft.completedTests).toEqual([record]);

    // Stored before decision 0414: no timing, no note.
    const { timedKinds: _kinds, actionNote: _note, ...olderRun } = run;
    const { timedInApp: _timed, actionNote: _recordNote, ...olderRecord } = record;
    localStorage.setItem(
      draftStorageKey(DEVICE, 'commercial'),
      JSON.stringify({
        version: 1,
        savedAt: '2026-11-20T10:00:00.000Z',
        draft: { ...ready, run: olderRun, completedTests: [olderRecord] },
      }),
    );
    const older = loadDraft(DEVICE, 'commercial');
    if (older.status !== 'restored') throw new Error('not restored');
    expect(older.draft.run).toMatchObject({ timedKinds: [], actionNote: '' });
    expect(older.draft.completedTests[0]).toMatchObject({ timedInApp: null, actionNote: null });
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
      draftStorageKey(DEVICE, 'commercial'),
      JSON.stringify({ version: 1, savedAt: '', draft: { ...ready, run } }),
    );
    expect(loadDraft(DEVICE, 'commercial')).toEqual({ status: 'discarded' });
  });
});

describe('whose draft it is (decision 0440)', () => {
  it('keeps each account’s draft apart from the device’s and from other accounts’', () => {
    rememberAccount('ada');
    const adas = {
      ...readyStrengthDraft(),
      jobDetails: { ...readyStrengthDraft().jobDetails, customerName: 'Ada Ltd' },
    };
    expect(saveDraft('ada', adas)).toBe(true);
    expect(loadDraft(DEVICE, 'commercial')).toEqual({ status: 'none' });
    expect(loadDraft('bob', 'commercial')).toEqual({ status: 'none' });
    const loaded = loadDraft('ada', 'commercial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.jobDetails.customerName).toBe('Ada Ltd');
  });

  it('refuses to write an account’s draft unless that account is the one open on the device', () => {
    expect(saveDraft('ada', readyStrengthDraft())).toBe(false);
    rememberAccount('bob');
    expect(saveDraft('ada', readyStrengthDraft())).toBe(false);
    expect(saveDraft('bob', readyStrengthDraft())).toBe(true);
    // The device's own job can always be kept.
    expect(saveDraft(DEVICE, readyStrengthDraft())).toBe(true);
    expect(localStorage.getItem(draftStorageKey('ada', 'commercial'))).toBeNull();
  });

  it('gives a draft kept before drafts had owners to the device, not to whoever signs in', () => {
    const earlier = readyStrengthDraft();
    localStorage.setItem(
      'pipeproof.calculator.commercial.draft.v1',
      JSON.stringify({ version: 1, savedAt: '', draft: earlier }),
    );
    rememberAccount('ada');
    expect(loadDraft('ada', 'commercial')).toEqual({ status: 'none' });
    const loaded = loadDraft(DEVICE, 'commercial');
    if (loaded.status !== 'restored') throw new Error('not restored');
    expect(loaded.draft.jobClientId).toBe(earlier.jobClientId);
    expect(localStorage.getItem('pipeproof.calculator.commercial.draft.v1')).toBeNull();
    expect(localStorage.getItem(draftStorageKey(DEVICE, 'commercial'))).not.toBeNull();
  });
});

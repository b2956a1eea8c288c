import { beforeEach, describe, expect, it } from 'vitest';
import type { CalculateRequestBody } from '@pipeproof/contracts';
import { createEmptyDraft, type QuickCalcDraft } from '../model/quick-calc-form';
import { rememberAccount } from '../../../lib/device/test-support/remember-account';
import { loadQuickCalcDraft, quickCalcStorageKey, saveQuickCalcDraft } from './quick-calc-storage';

beforeEach(() => localStorage.clear());

const draft: QuickCalcDraft = {
  ...createEmptyDraft(true),
  result: {
    id: 'r1',
    request: {
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge', safetyFactor: 2 },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 5 }],
    },
  },
  readings: { actualFlowRate: 2 },
  site: {
    siteName: 'Plant room',
    sectionIdentity: 'A',
    location: { latitude: 51.5, longitude: -0.1 },
  },
};

describe('the /calc form on the device (decision 0621)', () => {
  it('comes back as it was saved, for the same user only', () => {
    rememberAccount('user-1');
    expect(saveQuickCalcDraft('user-1', draft)).toBe(true);
    expect(loadQuickCalcDraft('user-1')).toEqual({ status: 'restored', draft });
    expect(loadQuickCalcDraft('user-2')).toEqual({ status: 'none' });
  });

  it('keeps the result’s request whole, meters and all, for the engine to judge (decision 0873)', () => {
    rememberAccount('user-1');
    const request: CalculateRequestBody = {
      calculatorType: 'commercial',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gaugeType: 'water',
        testMedium: 'Gas',
        maxOperatingPressure: 21,
        roomVolume: 40,
      },
      // A size the engine does not know is still the engineer's: the results say so when drawn.
      pipeConfigurations: [{ material: 'steel', nominalSize: 999, length: 12 }],
      meterConfigurations: [{ meterType: 'U16', quantity: 2 }],
    };
    const withMeters: QuickCalcDraft = { ...draft, result: { id: 'r2', request } };
    expect(saveQuickCalcDraft('user-1', withMeters)).toBe(true);
    expect(loadQuickCalcDraft('user-1')).toEqual({ status: 'restored', draft: withMeters });
  });

  it('is kept only while its account is the one open on the device (decision 0440)', () => {
    rememberAccount('user-2');
    expect(saveQuickCalcDraft('user-1', draft)).toBe(false);
    expect(localStorage.getItem(quickCalcStorageKey('user-1'))).toBeNull();
  });

  it('takes in a form kept under the user id before accounts had their own prefix', () => {
    rememberAccount('user-1');
    const earlier = JSON.stringify({ version: 1, draft });
    localStorage.setItem('pipeproof.quick-calc.v1.user-1', earlier);
    expect(loadQuickCalcDraft('user-1')).toEqual({ status: 'restored', draft });
    expect(localStorage.getItem('pipeproof.quick-calc.v1.user-1')).toBeNull();
    expect(localStorage.getItem(quickCalcStorageKey('user-1'))).toBe(earlier);
  });

  it('gives a form stored before /calc could save jobs a fresh job (decision 0439)', () => {
    rememberAccount('user-1');
    const { job: _job, ...earlier } = draft;
    localStorage.setItem(
      quickCalcStorageKey('user-1'),
      JSON.stringify({ version: 1, draft: earlier }),
    );
    const loaded = loadQuickCalcDraft('user-1');
    expect(loaded.status).toBe('restored');
    if (loaded.status !== 'restored') return;
    expect(loaded.draft).toMatchObject(earlier);
    expect(loaded.draft.job).toMatchObject({ customerName: '', savedJobNumber: null, records: [] });
    expect(loaded.draft.job.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 99, draft })],
    [
      'a refused request',
      JSON.stringify({
        version: 1,
        draft: { ...draft, result: { id: 'r', request: { calculatorType: 'domestic' } } },
      }),
    ],
    [
      'a size written as text',
      JSON.stringify({
        version: 1,
        draft: {
          ...draft,
          result: {
            id: 'r',
            request: { ...draft.result!.request, pipeConfigurations: [{ nominalSize: '25' }] },
          },
        },
      }),
    ],
    [
      'a meter line that is not an object',
      JSON.stringify({
        version: 1,
        draft: {
          ...draft,
          result: { id: 'r', request: { ...draft.result!.request, meterConfigurations: [7] } },
        },
      }),
    ],
    [
      'no pipe rows',
      JSON.stringify({ version: 1, draft: { ...draft, form: { ...draft.form, pipes: [] } } }),
    ],
  ])('%s is discarded and removed', (_label, raw) => {
    localStorage.setItem(quickCalcStorageKey('user-1'), raw);
    expect(loadQuickCalcDraft('user-1')).toEqual({ status: 'discarded' });
    expect(localStorage.getItem(quickCalcStorageKey('user-1'))).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_OWNER, ownerPrefix } from '../../../lib/device/device-storage';
import { rememberAccount } from '../../../lib/device/test-support/remember-account';
import type { DomesticAction } from '../model/domestic-actions';
import { createEmptyDomesticDraft } from '../model/domestic-draft';
import { domesticReducer } from '../model/domestic-reducer';
import { loadDomesticDraft, saveDomesticDraft } from './domestic-storage';

beforeEach(() => localStorage.clear());

const ACTIONS: DomesticAction[] = [
  { type: 'set-job-detail', field: 'jobNumber', value: 'D-1' },
  { type: 'set-gas-type', gasType: 'Propane' },
  { type: 'set-installation-type', installationType: 'existing' },
  { type: 'set-appliances-connected', value: true },
  { type: 'set-gauge-type', gaugeType: 'electronic01' },
  { type: 'set-test-pressure-text', value: '37' },
  { type: 'update-pipe', id: 'p1', patch: { nominalSizeMm: 25, lengthText: '6', material: 'pe' } },
  { type: 'choose-meter', meter: 'G4/U6', id: 'm1' },
  { type: 'set-reading', field: 'letBy', value: '0' },
  { type: 'set-smell-of-gas', value: false },
  { type: 'stage-timed', stage: 'letBy' },
  { type: 'fold-section', section: 'job', isFolded: true },
  {
    type: 'record-queued',
    record: { clientId: 'r1', recordedAt: '2026-11-27T08:00:00.000Z', key: '{}' },
  },
];

describe('the domestic job on this device (decision 0440)', () => {
  it('comes back exactly as saved', () => {
    const draft = ACTIONS.reduce(domesticReducer, createEmptyDomesticDraft('job-1', 'p1'));
    expect(saveDomesticDraft(DEVICE_OWNER, draft)).toBe(true);
    expect(loadDomesticDraft(DEVICE_OWNER)).toEqual({ status: 'restored', draft });
  });

  it('a copy that cannot be trusted is removed and reported, never thrown', () => {
    const key = `${ownerPrefix(DEVICE_OWNER)}calculator.domestic.draft.v1`;
    localStorage.setItem(key, JSON.stringify({ version: 1, draft: { gasType: 'Hydrogen' } }));
    expect(loadDomesticDraft(DEVICE_OWNER)).toEqual({ status: 'discarded' });
    expect(localStorage.getItem(key)).toBeNull();
    expect(loadDomesticDraft(DEVICE_OWNER)).toEqual({ status: 'none' });
  });

  it('each account keeps its own job, and none is written for an account not open here', () => {
    rememberAccount('ada');
    const adas = createEmptyDomesticDraft('ada-job', 'p');
    expect(saveDomesticDraft('ada', adas)).toBe(true);
    expect(loadDomesticDraft(DEVICE_OWNER)).toEqual({ status: 'none' });
    expect(saveDomesticDraft('bob', createEmptyDomesticDraft())).toBe(false);
    expect(loadDomesticDraft('ada')).toEqual({ status: 'restored', draft: adas });
  });
});

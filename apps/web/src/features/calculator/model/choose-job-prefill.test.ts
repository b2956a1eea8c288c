import type { EngineerProfile } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { createEmptyDraft, type CalculatorDraft } from './calculator-draft';
import { chooseJobPrefill } from './choose-job-prefill';

const PROFILE: EngineerProfile = {
  engineerName: 'Pat Profile',
  gasSafeNumber: '654321',
  defaultGaugeType: 'electronic01',
  defaultTestMedium: 'Gas',
};
const COMPANY = { engineerName: 'Company Engineer', gasSafeNumber: '111111' };

function draftWith(patch: Partial<CalculatorDraft> = {}): CalculatorDraft {
  return { ...createEmptyDraft('commercial'), ...patch };
}

describe('chooseJobPrefill (decision 0406)', () => {
  it('a new job takes the whole profile', () => {
    expect(chooseJobPrefill(draftWith(), PROFILE, COMPANY)).toEqual({
      engineer: { engineerName: 'Pat Profile', gasSafeNumber: '654321' },
      setup: { gaugeType: 'electronic01', testMedium: 'Gas' },
    });
  });

  it("the company's engineer stands in for a profile without a name or number", () => {
    const profile = { ...PROFILE, engineerName: ' ', gasSafeNumber: '' };
    expect(chooseJobPrefill(draftWith(), profile, COMPANY).engineer).toEqual(COMPANY);
    expect(chooseJobPrefill(draftWith(), null, COMPANY).engineer).toEqual(COMPANY);
  });

  it('a profile with only a Gas Safe number still wins over the company (both fields together)', () => {
    const profile = { ...PROFILE, engineerName: '' };
    expect(chooseJobPrefill(draftWith(), profile, COMPANY).engineer).toEqual({
      engineerName: '',
      gasSafeNumber: '654321',
    });
  });

  it('never overwrites an engineer typed in the job (either field)', () => {
    const draft = draftWith({
      jobDetails: { ...createEmptyDraft('commercial').jobDetails, gasSafeNumber: '999' },
    });
    expect(chooseJobPrefill(draft, PROFILE, COMPANY).engineer).toBeNull();
  });

  it('fills gauge and medium only where empty', () => {
    const draft = draftWith({
      setup: { ...createEmptyDraft('commercial').setup, gaugeType: 'water' },
    });
    expect(chooseJobPrefill(draft, PROFILE, null).setup).toEqual({ testMedium: 'Gas' });
  });

  it('leaves the setup of a job under way (a job number given) alone', () => {
    const draft = draftWith({
      jobDetails: { ...createEmptyDraft('commercial').jobDetails, jobNumber: 'J-1' },
    });
    expect(chooseJobPrefill(draft, PROFILE, null).setup).toEqual({});
  });

  it('nothing without a profile or a company', () => {
    expect(chooseJobPrefill(draftWith(), null, null)).toEqual({ engineer: null, setup: {} });
  });
});

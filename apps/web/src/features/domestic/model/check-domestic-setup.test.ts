import { calculateDomestic } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { buildDomesticCalculation } from './build-domestic-calculation';
import { checkDomesticSetup } from './check-domestic-setup';
import { createEmptyDomesticDraft, type DomesticDraft } from './domestic-draft';

/** The setup as typed, no pipework or meter yet: the engine cannot calculate the job. */
function setup(fields: Partial<DomesticDraft>): DomesticDraft {
  return { ...createEmptyDomesticDraft('job-1', 'pipe-1'), ...fields };
}

const check = (draft: DomesticDraft) =>
  checkDomesticSetup(draft, buildDomesticCalculation(draft), calculateDomestic);

describe('checkDomesticSetup before the pipework is in (decision 0899)', () => {
  it('refuses an LPG stabilisation out of range at its field; the blank operating pressure is not yet an error', () => {
    const draft = setup({ gasType: 'Butane', stabilisationText: '7' });
    expect(buildDomesticCalculation(draft)).toBeNull();
    expect(check(draft)).toEqual({
      stabilisation: 'Stabilisation must be 5 or less.',
      message: 'Stabilisation must be 5 or less.',
    });
  });

  it('refuses a Natural Gas pressure reached below 18 mbar with the engine’s sentence', () => {
    const result = check(
      setup({ gasType: 'Natural Gas', isReducedPressure: true, testPressureText: '17' }),
    );
    expect(result?.testPressure).toMatch(
      /^A Natural Gas tightness test may not be made below 18 mbar/,
    );
    expect(result?.stabilisation).toBeUndefined();
  });

  it('leaves alone what Natural Gas does not use: a pressure with 20 mbar reached, an LPG stabilisation left over', () => {
    expect(
      check(setup({ gasType: 'Natural Gas', testPressureText: '17', stabilisationText: '7' })),
    ).toBeNull();
  });

  it('says nothing before the gas is chosen, and nothing for a setup within its limits', () => {
    expect(check(setup({ stabilisationText: '7', testPressureText: '0' }))).toBeNull();
    expect(check(setup({ gasType: 'Propane', testPressureText: '37' }))).toBeNull();
  });
});

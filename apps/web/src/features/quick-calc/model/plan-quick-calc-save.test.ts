import { describe, expect, it } from 'vitest';
import { runCalculation, type RunEvaluation } from '../../calculator-core';
import { calculateIge, type ReadingsInput } from '@pipeproof/engine';
import { createEmptyForm, type QuickCalcResult } from './quick-calc-form';
import { planQuickCalcSave, QUICK_CALC_JOB_MESSAGES } from './plan-quick-calc-save';
import { createEmptyJob } from './quick-calc-job';

const RESULT: QuickCalcResult = {
  id: 'result-1',
  request: {
    calculatorType: 'commercial',
    project: {
      reference: 'QC-7',
      engineerName: 'Sam Fitter',
      installationType: 'existing',
      operationType: 'Tightness Test',
      gasType: 'Natural Gas',
      gaugeType: 'electronic01',
      testMedium: 'Air',
      roomVolume: 30,
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
  },
};

const FORM = { ...createEmptyForm(true), reference: 'QC-7', engineerName: 'Sam Fitter' };
const JOB = {
  ...createEmptyJob('11111111-1111-4111-8111-111111111111'),
  customerName: 'Mill Lane Bakery',
  gasSafeNumber: '654321',
  location: 'York',
};
const SITE = { siteName: 'Boiler house', sectionIdentity: '', location: null };

function evaluate(readings: ReadingsInput): RunEvaluation {
  const result = runCalculation(
    calculateIge,
    RESULT.request as Parameters<typeof runCalculation>[1],
    readings,
  );
  if (!result.ok) throw new Error(result.message);
  return result.evaluation;
}

let ids = 0;
function plan(
  readings: ReadingsInput,
  overrides: Partial<Parameters<typeof planQuickCalcSave>[0]> = {},
) {
  return planQuickCalcSave({
    form: FORM,
    job: JOB,
    result: RESULT,
    evaluation: evaluate(readings),
    readings,
    site: SITE,
    isStale: false,
    newClientId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    now: () => '2026-03-01T09:30:00.000Z',
    ...overrides,
  });
}

describe('/calc saved as a commercial job (decision 0439)', () => {
  it('maps the form to the job: reference → job number, the three details asked, the calculation answered', () => {
    const result = plan({ letByPressureReading: 0, actualPressureDrop: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.verdict).toBe('PASS');
    expect(result.save.jobBody).toEqual({
      clientId: JOB.clientId,
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: 'QC-7',
        engineerName: 'Sam Fitter',
        customerName: 'Mill Lane Bakery',
        gasSafeNumber: '654321',
        location: 'York',
      },
      calculation: RESULT.request,
      siteName: 'Boiler house',
    });
    // An existing installation: the let-by test with its own reading, then the tightness test.
    expect(result.save.recordBodies.map((r) => [r.testName, r.actualReadings])).toEqual([
      ['Let-by Test', { letByPressureReading: 0 }],
      ['Tightness Test', { letByPressureReading: 0, actualPressureDrop: 0 }],
    ]);
    expect(result.save.isUnchanged).toBe(false);
  });

  it('sends nothing again once queued; changed readings are a new record of the same job', () => {
    const first = plan({ letByPressureReading: 0, actualPressureDrop: 0 });
    if (!first.ok) throw new Error('not ok');
    const saved = first.save.job;
    const again = plan({ letByPressureReading: 0, actualPressureDrop: 0 }, { job: saved });
    expect(again.ok && again.save.isUnchanged).toBe(true);

    const changed = plan({ letByPressureReading: 0, actualPressureDrop: 5 }, { job: saved });
    if (!changed.ok) throw new Error('not ok');
    expect(changed.verdict).toBe('FAIL');
    expect(changed.save.isUnchanged).toBe(false);
    expect(changed.save.jobBody.clientId).toBe(JOB.clientId);
    const [letBy, tightness] = changed.save.recordBodies;
    const [firstLetBy, firstTightness] = first.save.recordBodies;
    expect(letBy?.clientId).toBe(firstLetBy?.clientId);
    expect(tightness?.clientId).not.toBe(firstTightness?.clientId);
  });

  it('a new job number starts a new job, so the earlier one is never overwritten', () => {
    const first = plan({ letByPressureReading: 0, actualPressureDrop: 0 });
    if (!first.ok) throw new Error('not ok');
    const next = plan(
      { letByPressureReading: 0, actualPressureDrop: 0 },
      { job: first.save.job, form: { ...FORM, reference: 'QC-8' } },
    );
    if (!next.ok) throw new Error('not ok');
    expect(next.save.jobBody.clientId).not.toBe(JOB.clientId);
    expect(next.save.jobBody.jobDetails.jobNumber).toBe('QC-8');
    expect(next.save.job.records).toHaveLength(2);
  });

  it('a failed let-by test is recorded alone, with the action taken; a pending result saves the job without records', () => {
    expect(plan({ letByPressureReading: 1 })).toMatchObject({
      ok: false,
      problem: QUICK_CALC_JOB_MESSAGES.actionNote,
      needsActionNote: true,
    });
    const failed = plan({ letByPressureReading: 1 }, { job: { ...JOB, actionNote: 'Reported' } });
    expect(failed.ok && failed.save.recordBodies).toEqual([
      expect.objectContaining({ testName: 'Let-by Test', actionNote: 'Reported' }),
    ]);
    expect(failed.verdict).toBe('FAIL');
    const pending = plan({});
    expect(pending.verdict).toBe('PENDING');
    expect(pending.ok && pending.save.recordBodies).toEqual([]);
  });

  it.each([
    [
      'a missing detail',
      { job: { ...JOB, gasSafeNumber: ' ' } },
      QUICK_CALC_JOB_MESSAGES.missingDetails,
    ],
    ['a form changed since the result', { isStale: true }, QUICK_CALC_JOB_MESSAGES.stale],
  ])('%s is refused with its reason', (_label, overrides, problem) => {
    expect(plan({ letByPressureReading: 0 }, overrides)).toMatchObject({ ok: false, problem });
  });

  it('says for each record whether its test was timed in PipeProof, and asks only for a new untimed one (0921)', () => {
    const readings = { letByPressureReading: 0, actualPressureDrop: 0 };
    const untimed = plan(readings);
    if (!untimed.ok) throw new Error('not ok');
    expect(untimed.save.recordBodies.map((r) => [r.testName, r.timedInApp])).toEqual([
      ['Let-by Test', false],
      ['Tightness Test', false],
    ]);
    expect(untimed.save.hasUntimedRecord).toBe(true);

    const letByTimed = plan(readings, { result: { ...RESULT, timedKinds: ['let-by'] } });
    if (!letByTimed.ok) throw new Error('not ok');
    expect(letByTimed.save.recordBodies.map((r) => r.timedInApp)).toEqual([true, false]);
    expect(letByTimed.save.hasUntimedRecord).toBe(true);

    const timed = plan(readings, { result: { ...RESULT, timedKinds: ['let-by', 'tightness'] } });
    if (!timed.ok) throw new Error('not ok');
    expect(timed.save.recordBodies.map((r) => r.timedInApp)).toEqual([true, true]);
    expect(timed.save.hasUntimedRecord).toBe(false);

    // Recorded untimed already: a later save of the same records asks nothing again.
    const again = plan(readings, { job: untimed.save.job });
    expect(again.ok && again.save.hasUntimedRecord).toBe(false);
  });
});

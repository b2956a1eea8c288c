import { describe, expect, it } from 'vitest';
import { EMPTY_OUTBOX, type OutboxState } from '../../calculator-core';
import { draftAfter, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import type { CalculatorDraft } from './calculator-draft';
import { draftReducer } from './draft-reducer';
import { isBlankDraft } from './is-blank-draft';
import {
  createNextJobDraft,
  hasOwnJobNumber,
  isFinishedJob,
  suggestNextJobNumber,
} from './next-job';
import { createTestRun } from './test-runs';

describe('the next job number (decision 0449)', () => {
  it.each([
    ['RT-117', 'RT-118'],
    ['J-1001', 'J-1002'],
    ['2026/0099', '2026/0100'],
    ['RT-999', 'RT-1000'],
    ['7', '8'],
    ['  A12  ', 'A13'],
    ['3 Mill Lane 2', '3 Mill Lane 3'],
    ['99999999999999999999', '100000000000000000000'],
  ])('%s → %s', (previous, next) => {
    expect(suggestNextJobNumber(previous)).toBe(next);
  });

  it.each(['', 'JOB-A', 'RT-117b', '   '])(
    'no digits at the end of %j: nothing offered',
    (previous) => {
      expect(suggestNextJobNumber(previous)).toBe('');
    },
  );

  it('a new job after another is empty but for the number offered, which counts as not typed', () => {
    const previous = readyStrengthDraft();
    const next = createNextJobDraft(previous);
    expect(next.jobDetails).toEqual({
      jobNumber: 'J-1002',
      customerName: '',
      engineerName: '',
      gasSafeNumber: '',
      location: '',
    });
    expect(next.suggestedJobNumber).toBe('J-1002');
    expect(next.jobClientId).not.toBe(previous.jobClientId);
    expect(next.installationType).toBeNull();
    expect(hasOwnJobNumber(next)).toBe(false);
    expect(isBlankDraft(next)).toBe(true);

    const changed = draftReducer(next, {
      type: 'set-job-detail',
      field: 'jobNumber',
      value: 'J-2000',
    });
    expect(hasOwnJobNumber(changed)).toBe(true);
    expect(isBlankDraft(changed)).toBe(false);
  });
});

describe('a finished job (decision 0449)', () => {
  const JOB_ID = 'server-job-1';

  function recordedStrength(): CalculatorDraft {
    const draft = readyStrengthDraft();
    const input = buildCalculationInput(draft);
    if (!input) throw new Error('no input');
    const running = draftReducer(draft, {
      type: 'start-run',
      run: createTestRun(
        input,
        'Strength Test',
        { clientId: 'run-1', letByClientId: 'lb-1' },
        null,
      ),
    });
    return draftReducer(running, {
      type: 'record-result',
      record: {
        clientId: 'run-1',
        testName: 'Strength Test',
        calculation: input,
        actualReadings: { actualPressureDrop: 0 },
        testResult: 'PASS',
        recordedAt: '2026-11-26T09:00:00.000Z',
        site: running.site,
        timedInApp: true,
        actionNote: null,
      },
    });
  }

  const onAccount = (draft: CalculatorDraft): OutboxState => ({
    ...EMPTY_OUTBOX,
    jobIds: { [draft.jobClientId]: JOB_ID },
  });

  it('every test recorded, the inputs as calculated, all on the account: finished', () => {
    const draft = recordedStrength();
    expect(isFinishedJob(draft, onAccount(draft))).toBe(true);
  });

  it('nothing recorded yet, or a test still under way: not finished', () => {
    expect(isFinishedJob(readyStrengthDraft(), EMPTY_OUTBOX)).toBe(false);
    const draft = recordedStrength();
    const again = draftReducer(draft, {
      type: 'repeat-test',
      clientId: 'run-2',
      letByClientId: 'lb-2',
    });
    expect(isFinishedJob(again, onAccount(again))).toBe(false);
  });

  it('inputs changed since the calculation: not finished', () => {
    const draft = draftAfter([{ type: 'set-setup', patch: { mopText: '30' } }], recordedStrength());
    expect(isFinishedJob(draft, onAccount(draft))).toBe(false);
  });

  it('not yet on the account, a save of it waiting, or one refused: not finished', () => {
    const draft = recordedStrength();
    expect(isFinishedJob(draft, EMPTY_OUTBOX)).toBe(false);
    const entry = {
      id: 'entry-1',
      kind: 'save-job' as const,
      jobClientId: draft.jobClientId,
      body: {} as never,
    };
    expect(isFinishedJob(draft, { ...onAccount(draft), entries: [entry] })).toBe(false);
    const rejected = [{ entry, reason: 'Refused.', rejectedAt: '2026-11-26T09:01:00.000Z' }];
    expect(isFinishedJob(draft, { ...onAccount(draft), rejected })).toBe(false);
    // Another job's waiting save does not hold this one back.
    const other = { ...entry, jobClientId: 'another-job' };
    expect(isFinishedJob(draft, { ...onAccount(draft), entries: [other] })).toBe(true);
  });
});

import type {
  CreateJobRequestBody,
  CreateTestRecordRequestBody,
  TestName,
} from '@pipeproof/contracts';
import type { ReadingsInput, VerdictStatus } from '@pipeproof/engine';
import {
  timedInAppFor,
  verdictFor,
  type RunEvaluation,
  type SiteRecord,
  type TestKind,
} from '../../calculator-core';
import type { QuickCalcForm, QuickCalcResult } from './quick-calc-form';
import type { QuickCalcJob } from './quick-calc-job';

export const QUICK_CALC_JOB_MESSAGES = {
  missingDetails:
    "Enter the customer name, Gas Safe number and location under 'Save as Job' first.",
  stale:
    "The form has changed since these results were calculated. Press 'Get Test Results' first.",
  indirectPurge:
    'An indirect purge has no PASS or FAIL, so there is no test record or certificate for it here.',
  /** The server's own sentence for a failed let-by record without its note. */
  actionNote:
    'Describe the action taken for a failed let-by test, e.g. reported to the responsible person.',
} as const;

/** One test of the result that can be recorded: its name, verdict and readings. */
interface RecordablePart {
  readonly testName: TestName;
  readonly kind: TestKind;
  readonly status: VerdictStatus;
  readonly readings: ReadingsInput;
}

/**
 * The tests of a /calc result as the step calculator records them (decision 0433): the
 * operation's own test with every reading, and for an existing installation the let-by test
 * first with its own reading. A purge without a direction (indirect) has no verdict.
 */
function recordableParts(
  result: QuickCalcResult,
  evaluation: RunEvaluation,
  readings: ReadingsInput,
): RecordablePart[] {
  const { operationType, installationType } = result.request.project;
  switch (operationType) {
    case 'Strength Test':
      return [
        {
          testName: 'Strength Test',
          kind: 'strength',
          status: verdictFor(evaluation, 'strength').status,
          readings,
        },
      ];
    case 'Purge':
      return [
        {
          testName: 'Purge',
          kind: 'purge',
          status: verdictFor(evaluation, 'purge').status,
          readings,
        },
      ];
    case 'Tightness Test': {
      const tightness: RecordablePart = {
        testName: 'Tightness Test',
        kind: 'tightness',
        status: verdictFor(evaluation, 'tightness').status,
        readings,
      };
      if (evaluation.output.letByTest === null || installationType !== 'existing') {
        return [tightness];
      }
      const letBy: RecordablePart = {
        testName: 'Let-by Test',
        kind: 'let-by',
        status: verdictFor(evaluation, 'let-by').status,
        readings: { letByPressureReading: readings.letByPressureReading },
      };
      // A failed let-by test ends the job there (product.md §4): no tightness reading is needed.
      return letBy.status === 'FAIL' && tightness.status === 'PENDING'
        ? [letBy]
        : [letBy, tightness];
    }
  }
}

export interface QuickCalcSave {
  readonly job: QuickCalcJob;
  readonly jobBody: CreateJobRequestBody;
  readonly recordBodies: readonly CreateTestRecordRequestBody[];
  /** Everything is already on its way or on the account: nothing to send. */
  readonly isUnchanged: boolean;
  /**
   * A test about to be recorded was not timed to its end on this result's timer: the engineer is
   * asked 'Record without the timer?' first, as on the step calculators (decision 0921).
   */
  readonly hasUntimedRecord: boolean;
}

export type QuickCalcSavePlan = (
  | { readonly ok: true; readonly save: QuickCalcSave }
  | { readonly ok: false; readonly problem: string }
) & {
  readonly verdict: VerdictStatus;
  /** A let-by test failed: the action taken must be recorded with it. */
  readonly needsActionNote: boolean;
};

/** What a save is planned from: the result on screen, the job, and where ids and times come from. */
export interface PlanArgs {
  readonly form: QuickCalcForm;
  readonly job: QuickCalcJob;
  readonly result: QuickCalcResult;
  readonly evaluation: RunEvaluation;
  readonly readings: ReadingsInput;
  readonly site: SiteRecord;
  readonly isStale: boolean;
  readonly newClientId: () => string;
  readonly now: () => string;
}

function siteFields(site: SiteRecord) {
  return {
    ...(site.siteName.trim() ? { siteName: site.siteName.trim() } : {}),
    ...(site.sectionIdentity.trim() ? { sectionIdentity: site.sectionIdentity.trim() } : {}),
  };
}

/**
 * What 'Save as Job' (and Print Report / Export PDF, which save first) sends for the /calc result
 * (decision 0439): the job — job number from Project Reference, the engineer, the three details
 * asked here, the calculation the server answered — and a test record for each test with a PASS
 * or FAIL. The same job number keeps the same job; another starts a new one, so an earlier job is
 * never overwritten. A result recorded before keeps its record; changed readings are a new record.
 */
export function planQuickCalcSave(args: PlanArgs): QuickCalcSavePlan {
  const { form, result, evaluation, readings, site } = args;
  const parts = recordableParts(result, evaluation, readings);
  const judged = parts.filter((part) => part.status !== 'PENDING');
  const verdict: VerdictStatus =
    judged.length === 0 || judged.length < parts.length
      ? 'PENDING'
      : judged.some((part) => part.status === 'FAIL')
        ? 'FAIL'
        : 'PASS';
  const needsActionNote = judged.some(
    (part) => part.testName === 'Let-by Test' && part.status === 'FAIL',
  );
  const actionNote = args.job.actionNote.trim();
  const refuse = (problem: string) => ({ ok: false as const, problem, verdict, needsActionNote });
  if (args.isStale) return refuse(QUICK_CALC_JOB_MESSAGES.stale);
  const details = {
    customerName: args.job.customerName.trim(),
    gasSafeNumber: args.job.gasSafeNumber.trim(),
    location: args.job.location.trim(),
  };
  if (!details.customerName || !details.gasSafeNumber || !details.location) {
    return refuse(QUICK_CALC_JOB_MESSAGES.missingDetails);
  }
  if (needsActionNote && !actionNote) return refuse(QUICK_CALC_JOB_MESSAGES.actionNote);
  const jobNumber = form.reference.trim();
  const isNewJob = args.job.savedJobNumber !== null && args.job.savedJobNumber !== jobNumber;
  const clientId = isNewJob ? args.newClientId() : args.job.clientId;
  const known = isNewJob ? [] : args.job.records;

  const records = judged.map((part) => {
    const note = part.testName === 'Let-by Test' && part.status === 'FAIL' ? actionNote : '';
    const key = JSON.stringify([result.id, part.testName, part.readings, site, note]);
    const ref = known.find((r) => r.key === key) ?? {
      key,
      clientId: args.newClientId(),
      recordedAt: args.now(),
    };
    const timedInApp = timedInAppFor(result.timedKinds ?? [], part.kind);
    const body: CreateTestRecordRequestBody = {
      clientId: ref.clientId,
      testName: part.testName,
      calculation: result.request,
      actualReadings: { ...part.readings },
      ...siteFields(site),
      ...(site.location ? { location: { ...site.location } } : {}),
      recordedAt: ref.recordedAt,
      ...(timedInApp === null ? {} : { timedInApp }),
      ...(part.testName === 'Let-by Test' && part.status === 'FAIL' ? { actionNote } : {}),
    };
    return { ref, body };
  });
  const jobBody: CreateJobRequestBody = {
    clientId,
    calculatorType: 'commercial',
    jobDetails: { jobNumber, engineerName: form.engineerName.trim(), ...details },
    calculation: result.request,
    ...siteFields(site),
  };
  const sentKey = JSON.stringify([jobBody, records.map((r) => r.ref.clientId)]);
  const refs = [...known, ...records.map((r) => r.ref).filter((ref) => !known.includes(ref))];
  return {
    ok: true,
    verdict,
    needsActionNote,
    save: {
      job: { ...args.job, clientId, savedJobNumber: jobNumber, records: refs, sentKey },
      jobBody,
      recordBodies: records.map((r) => r.body),
      isUnchanged: !isNewJob && args.job.sentKey === sentKey,
      hasUntimedRecord: records.some(
        (record) => !known.includes(record.ref) && record.body.timedInApp === false,
      ),
    },
  };
}

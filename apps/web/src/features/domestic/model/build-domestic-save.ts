import type {
  CreateJobRequestBody,
  CreateTestRecordRequestBody,
  JobCalculationBody,
} from '@pipeproof/contracts';
import type { CalculationInput, ReadingsInput, VerdictStatus } from '@pipeproof/engine';
import type { DomesticDraft } from './domestic-draft';

/** The engine input as the jobs API takes it: plain arrays, no readings, no safety factor. */
export function toDomesticCalculationBody(input: CalculationInput): JobCalculationBody {
  const { pipeConfigurations, meterConfigurations, purgeConfigurations: _, readings: __ } = input;
  const { safetyFactor: _factor, ...project } = input.project;
  return {
    calculatorType: input.calculatorType,
    project,
    pipeConfigurations: [...pipeConfigurations],
    ...(meterConfigurations ? { meterConfigurations: [...meterConfigurations] } : {}),
  };
}

/** POST /api/jobs body: the job with the calculation it was tested by (decision 0411). */
export function buildDomesticJobBody(
  draft: DomesticDraft,
  calculation: CalculationInput,
): CreateJobRequestBody {
  const d = draft.jobDetails;
  return {
    clientId: draft.jobClientId,
    calculatorType: 'domestic',
    jobDetails: {
      jobNumber: d.jobNumber.trim(),
      customerName: d.customerName.trim(),
      engineerName: d.engineerName.trim(),
      gasSafeNumber: d.gasSafeNumber.trim(),
      location: d.location.trim(),
    },
    calculation: toDomesticCalculationBody(calculation),
  };
}

/**
 * POST /api/jobs/:id/test-records body: the one 'Tightness Test' record of the domestic procedure
 * (decision 0820), with every reading; the server re-runs the engine for its own verdict. The
 * action taken goes only with a FAIL, as the server keeps it (decision 0414): typed on a FAIL
 * that has since become a PASS, it stays in the draft, hidden, and is not sent (decision 0917).
 */
export function buildDomesticRecordBody(
  draft: DomesticDraft,
  calculation: CalculationInput,
  readings: ReadingsInput,
  record: { clientId: string; recordedAt: string },
  verdict: VerdictStatus,
): CreateTestRecordRequestBody {
  const actionNote = verdict === 'FAIL' ? draft.actionNote.trim() : '';
  return {
    clientId: record.clientId,
    testName: 'Tightness Test',
    calculation: toDomesticCalculationBody(calculation),
    actualReadings: { ...readings },
    recordedAt: record.recordedAt,
    timedInApp: draft.timedInApp.test,
    ...(actionNote ? { actionNote } : {}),
  };
}

/** What a record is of: a change to the calculation or a reading afterwards needs recording again. */
export function recordKey(calculation: CalculationInput, readings: ReadingsInput): string {
  return JSON.stringify({ calculation, readings });
}

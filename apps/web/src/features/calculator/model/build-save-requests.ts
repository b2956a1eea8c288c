import type {
  CreateJobRequestBody,
  CreateTestRecordRequestBody,
  JobCalculationBody,
} from '@pipeproof/contracts';
import { SAFETY_FACTORS, type CalculationInput, type ProjectInput } from '@pipeproof/engine';
import type { SiteRecord } from '../../calculator-core';
import type { CalculatorDraft, CompletedTest } from './calculator-draft';

function toProjectBody({ safetyFactor, ...project }: ProjectInput): JobCalculationBody['project'] {
  const known = SAFETY_FACTORS.find((factor) => factor === safetyFactor);
  return known === undefined ? project : { ...project, safetyFactor: known };
}

/** The engine input as the jobs API takes it (its lists are plain arrays). */
export function toCalculationBody(input: CalculationInput): JobCalculationBody {
  const {
    pipeConfigurations,
    meterConfigurations,
    purgeConfigurations,
    readings: _readings,
    ...rest
  } = input;
  return {
    ...rest,
    project: toProjectBody(input.project),
    pipeConfigurations: [...pipeConfigurations],
    ...(meterConfigurations ? { meterConfigurations: [...meterConfigurations] } : {}),
    ...(purgeConfigurations ? { purgeConfigurations: [...purgeConfigurations] } : {}),
  };
}

function siteFields(site: SiteRecord) {
  return {
    ...(site.siteName.trim() ? { siteName: site.siteName.trim() } : {}),
    ...(site.sectionIdentity.trim() ? { sectionIdentity: site.sectionIdentity.trim() } : {}),
  };
}

/** POST /api/jobs body for the draft's job, with the calculation last run. */
export function buildJobSaveBody(
  draft: CalculatorDraft,
  calculation: CalculationInput,
): CreateJobRequestBody {
  const d = draft.jobDetails;
  return {
    clientId: draft.jobClientId,
    calculatorType: draft.calculatorType,
    jobDetails: {
      jobNumber: d.jobNumber.trim(),
      customerName: d.customerName.trim(),
      engineerName: d.engineerName.trim(),
      gasSafeNumber: d.gasSafeNumber.trim(),
      location: d.location.trim(),
    },
    calculation: toCalculationBody(calculation),
    ...siteFields(draft.site),
  };
}

/** POST /api/jobs/:id/test-records body: the server re-runs the engine for its own verdict. */
export function buildTestRecordBody(record: CompletedTest): CreateTestRecordRequestBody {
  return {
    clientId: record.clientId,
    testName: record.testName,
    calculation: toCalculationBody(record.calculation),
    actualReadings: { ...record.actualReadings },
    ...siteFields(record.site),
    ...(record.site.location ? { location: { ...record.site.location } } : {}),
    recordedAt: record.recordedAt,
    timedInApp: record.timedInApp,
    ...(record.actionNote ? { actionNote: record.actionNote } : {}),
  };
}

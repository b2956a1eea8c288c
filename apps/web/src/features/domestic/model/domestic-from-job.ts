import type { Job, JobCalculation, TestRecord } from '@pipeproof/contracts';
import { GAUGE_TYPE_ALIASES, INSTALLATION_TYPE_ALIASES } from '@pipeproof/engine';
import { createClientId, type MeterLine, type PipeLine } from '../../calculator-core';
import { buildDomesticCalculation } from './build-domestic-calculation';
import { recordKey } from './build-domestic-save';
import {
  createEmptyDomesticDraft,
  DOMESTIC_GAUGES,
  type DomesticDraft,
  type DomesticGauge,
  type DomesticReadingsText,
} from './domestic-draft';
import { buildDomesticReadings } from './domestic-readings';

// A saved domestic job back into the /domestic draft (decision 0898). Loaded with the job, when the
// address opens one, not with the page (as for the step calculators, decision 0860).

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The job's last 'Tightness Test': the domestic procedure's one record (decision 0820). */
function latestRecord(job: Job): TestRecord | undefined {
  return job.testRecords.filter((record) => record.testName === 'Tightness Test').at(-1);
}

function toGauge(calculation: JobCalculation): DomesticGauge | '' {
  const { gaugeType } = calculation.project;
  const gauge = gaugeType ? GAUGE_TYPE_ALIASES[gaugeType] : '';
  return (DOMESTIC_GAUGES as readonly string[]).includes(gauge) ? (gauge as DomesticGauge) : '';
}

/** The test's conditions, pipe runs and meter as the engine was given them. */
function toSetup(calculation: JobCalculation) {
  const { project } = calculation;
  const gasType = project.gasType ?? '';
  const isNaturalGas = gasType === 'Natural Gas';
  const pipes: PipeLine[] = calculation.pipeConfigurations.map((line) => ({
    id: createClientId(),
    nominalSizeMm: line.nominalSize,
    lengthText: String(line.length),
    ...(line.material ? { material: line.material } : {}),
  }));
  const meters: MeterLine[] = (calculation.meterConfigurations ?? []).flatMap((line) =>
    line.meterType === 'none'
      ? []
      : [{ id: createClientId(), meterType: line.meterType, quantityText: String(line.quantity) }],
  );
  const testPressureText = text(project.testPressure);
  return {
    gasType,
    installationType: INSTALLATION_TYPE_ALIASES[project.installationType],
    appliancesConnected: project.appliancesConnected ?? null,
    gaugeType: toGauge(calculation),
    testPressureText,
    // Natural Gas records a pressure only when 20 mbar could not be reached.
    isReducedPressure: isNaturalGas && testPressureText !== '',
    ...(isNaturalGas || project.stabilizationTime == null
      ? {}
      : { stabilisationText: String(project.stabilizationTime) }),
    pipes,
    meters,
    hasNoMeter: meters.length === 0,
  } satisfies Partial<DomesticDraft>;
}

function toReadingsText(record: TestRecord): DomesticReadingsText {
  const readings = record.actualReadings;
  return {
    letBy: text(readings.letByPressureReading),
    drop: text(readings.actualPressureDrop),
    retest: text(readings.retestPressureDrop),
  };
}

/**
 * 'Open': the saved job to carry on with — its details, the test's conditions, pipework and meter
 * as last recorded, and that record's readings, smell-of-gas answer and action note. The record is
 * marked as already sent (its key is the page's own for those inputs), so it is not sent again
 * unless something is changed.
 */
function openedDraft(job: Job): DomesticDraft {
  const record = latestRecord(job);
  const empty = createEmptyDomesticDraft(job.clientId);
  const draft: DomesticDraft = {
    ...empty,
    ...toSetup(record?.calculation ?? job.calculation),
    jobDetails: job.jobDetails,
    folded: ['job', 'installation', 'pipework'],
  };
  if (record === undefined) return draft;
  const withReadings: DomesticDraft = {
    ...draft,
    readings: toReadingsText(record),
    smellOfGas: record.actualReadings.smellOfGas ?? null,
    timedInApp: { ...draft.timedInApp, test: record.timedInApp === true },
    actionNote: record.actionNote ?? '',
  };
  const calculation = buildDomesticCalculation(withReadings);
  if (calculation === null) return withReadings;
  const key = recordKey(calculation, buildDomesticReadings(withReadings));
  return {
    ...withReadings,
    record: { clientId: record.clientId, recordedAt: record.recordedAt, key },
  };
}

/**
 * 'Duplicate' (decision 0407): a new job at the same address — the customer, location, engineer,
 * test conditions, pipework and meter — with its own client id, a blank job number for the engineer
 * to give, and no readings or record.
 */
function duplicatedDraft(job: Job): DomesticDraft {
  const empty = createEmptyDomesticDraft();
  return {
    ...empty,
    ...toSetup(job.calculation),
    jobDetails: { ...job.jobDetails, jobNumber: '' },
    folded: ['installation', 'pipework'],
  };
}

/** A saved domestic job as the draft it opens as: the job itself, or a new job copied from it. */
export function domesticDraftFromJob(job: Job, mode: 'open' | 'duplicate'): DomesticDraft {
  return mode === 'open' ? openedDraft(job) : duplicatedDraft(job);
}

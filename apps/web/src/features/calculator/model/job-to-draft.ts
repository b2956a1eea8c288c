import type { Job, JobCalculation, TestRecord } from '@pipeproof/contracts';
import {
  GAUGE_TYPE_ALIASES,
  INSTALLATION_TYPE_ALIASES,
  TEST_MEDIUM_ALIASES,
  type CalculationInput,
  type ReadingsInput,
} from '@pipeproof/engine';
import { createClientId, type MeterLine, type PipeLine } from '../../calculator-core';
import {
  createEmptyDraft,
  type CalculatorDraft,
  type CompletedTest,
  type TestSetup,
} from './calculator-draft';
import { withReachedSection } from './sections';

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function toReadings(readings: TestRecord['actualReadings']): ReadingsInput {
  return Object.fromEntries(
    Object.entries(readings).filter(([, value]) => typeof value === 'number'),
  ) as ReadingsInput;
}

function toSetup(calculation: JobCalculation): TestSetup {
  const p = calculation.project;
  const hose = calculation.purgeConfigurations?.find((line) => line.type === 'hose');
  const stack = calculation.purgeConfigurations?.find((line) => line.type === 'stack');
  return {
    mopText: text(p.maxOperatingPressure),
    mipText: text(p.maxIncidentalPressure),
    gasType: calculation.calculatorType === 'industrial' ? (p.gasType ?? '') : '',
    zoneType: p.zoneType ?? '',
    gaugeType: p.gaugeType ? GAUGE_TYPE_ALIASES[p.gaugeType] : '',
    testMedium: p.testMedium ? TEST_MEDIUM_ALIASES[p.testMedium] : '',
    purgeDirection: p.purgeDirection ?? '',
    hoseSizeMm: hose?.nominalSize ?? null,
    hoseLengthText: text(hose?.length),
    stackSizeMm: stack?.nominalSize ?? null,
    stackLengthText: text(stack?.length),
  };
}

function toCompletedTest(record: TestRecord): CompletedTest[] {
  if (record.testResult === 'PENDING') return [];
  const { readings: _readings, ...calculation } = record.calculation;
  return [
    {
      clientId: record.clientId,
      testName: record.testName,
      calculation: calculation satisfies CalculationInput,
      actualReadings: toReadings(record.actualReadings),
      testResult: record.testResult,
      recordedAt: record.recordedAt,
      timedInApp: record.timedInApp,
      actionNote: record.actionNote ?? null,
      site: {
        siteName: record.siteName ?? '',
        sectionIdentity: record.sectionIdentity ?? '',
        location: record.location ?? null,
      },
    },
  ];
}

/**
 * A job saved on the server (GET /api/jobs/:id) as a draft to carry on with: its details and last
 * calculation in the fields, its test records as completed tests, no test in progress.
 */
export function jobToDraft(job: Job): CalculatorDraft {
  const { calculation } = job;
  const empty = createEmptyDraft(job.calculatorType);
  const pipes: PipeLine[] = calculation.pipeConfigurations.map((line) => ({
    id: createClientId(),
    nominalSizeMm: line.nominalSize,
    lengthText: String(line.length),
  }));
  const meters: MeterLine[] = (calculation.meterConfigurations ?? []).flatMap((line) =>
    line.meterType === 'none'
      ? []
      : [{ id: createClientId(), meterType: line.meterType, quantityText: String(line.quantity) }],
  );
  return withReachedSection({
    ...empty,
    jobClientId: job.clientId,
    jobDetails: job.jobDetails,
    installationType: INSTALLATION_TYPE_ALIASES[calculation.project.installationType],
    roomVolumeText: text(calculation.project.roomVolume),
    testType: calculation.project.operationType,
    pipeMaterial: calculation.pipeConfigurations[0]?.material ?? 'steel',
    pipes: pipes.length > 0 ? pipes : empty.pipes,
    meters,
    setup: toSetup(calculation),
    completedTests: job.testRecords.flatMap(toCompletedTest),
    site: {
      siteName: job.siteName ?? '',
      sectionIdentity: job.sectionIdentity ?? '',
      location: null,
    },
  });
}

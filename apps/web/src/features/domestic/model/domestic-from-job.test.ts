import type { Job, JobCalculation, TestRecord } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { buildDomesticCalculation } from './build-domestic-calculation';
import { recordKey } from './build-domestic-save';
import { domesticDraftFromJob } from './domestic-from-job';
import { buildDomesticReadings } from './domestic-readings';

const LPG_AIR: JobCalculation = {
  calculatorType: 'domestic',
  project: {
    installationType: 'Existing',
    operationType: 'Tightness Test',
    gasType: 'LPG/Air (SNG)',
    gaugeType: 'Electronic Gauge',
    appliancesConnected: true,
    testPressure: 21.5,
    stabilizationTime: 4,
  },
  pipeConfigurations: [
    { material: 'pe', nominalSize: 20, length: 3 },
    { material: 'copper', nominalSize: 15, length: 0.5 },
  ],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

/** The fields of a record the conversion reads; the rest of a server record is not used. */
function record(fields: Partial<TestRecord>): TestRecord {
  return {
    clientId: 'record-1',
    testName: 'Tightness Test',
    calculation: LPG_AIR,
    actualReadings: {},
    recordedAt: '2026-11-20T10:00:00.000Z',
    timedInApp: null,
    ...fields,
  } as TestRecord;
}

function job(testRecords: TestRecord[], calculation: JobCalculation = LPG_AIR): Job {
  return {
    id: 'job-1',
    clientId: 'job-client-1',
    calculatorType: 'domestic',
    jobDetails: {
      jobNumber: 'LPG-9',
      customerName: 'Mr Hughes',
      engineerName: 'A. Engineer',
      gasSafeNumber: '654321',
      location: 'Ty Newydd, Bala',
    },
    calculation,
    testRecords,
  } as unknown as Job;
}

describe('a saved domestic job as the draft it opens as (decision 0898)', () => {
  it('opens an LPG/Air job with its aliases read, each run its own material, and no record when none was made', () => {
    const draft = domesticDraftFromJob(job([]), 'open');
    expect(draft).toMatchObject({
      jobClientId: 'job-client-1',
      gasType: 'LPG/Air (SNG)',
      installationType: 'existing',
      gaugeType: 'electronic01',
      appliancesConnected: true,
      testPressureText: '21.5',
      isReducedPressure: false,
      stabilisationText: '4',
      hasNoMeter: false,
      readings: { letBy: '', drop: '', retest: '' },
      record: null,
    });
    expect(
      draft.pipes.map(({ material, nominalSizeMm, lengthText }) => [
        material,
        nominalSizeMm,
        lengthText,
      ]),
    ).toEqual([
      ['pe', 20, '3'],
      ['copper', 15, '0.5'],
    ]);
    expect(draft.meters.map((meter) => meter.meterType)).toEqual(['U16']);
    expect(buildDomesticCalculation(draft)).not.toBeNull();
  });

  it('takes the last Tightness Test record: its inputs, readings, smell answer and action note, counted as sent', () => {
    const earlier = record({ clientId: 'record-0', actualReadings: { letByPressureReading: 0 } });
    const failed = record({
      clientId: 'record-2',
      recordedAt: '2026-11-21T09:30:00.000Z',
      calculation: { ...LPG_AIR, project: { ...LPG_AIR.project, stabilizationTime: 2 } },
      actualReadings: { letByPressureReading: 0, actualPressureDrop: 0.3, smellOfGas: true },
      timedInApp: true,
      actionNote: 'Capped at the meter; customer told.',
    });
    const draft = domesticDraftFromJob(job([earlier, failed]), 'open');
    expect(draft).toMatchObject({
      stabilisationText: '2',
      readings: { letBy: '0', drop: '0.3', retest: '' },
      smellOfGas: true,
      timedInApp: { letBy: false, test: true, retest: false },
      actionNote: 'Capped at the meter; customer told.',
    });
    const calculation = buildDomesticCalculation(draft);
    expect(calculation).not.toBeNull();
    expect(draft.record).toEqual({
      clientId: 'record-2',
      recordedAt: '2026-11-21T09:30:00.000Z',
      key: recordKey(calculation!, buildDomesticReadings(draft)),
    });
  });

  it('duplicates as a new job with no job number, readings or record', () => {
    const saved = job([
      record({ actualReadings: { letByPressureReading: 0, actualPressureDrop: 0 } }),
    ]);
    const draft = domesticDraftFromJob(saved, 'duplicate');
    expect(draft.jobClientId).not.toBe('job-client-1');
    expect(draft.jobDetails).toEqual({ ...saved.jobDetails, jobNumber: '' });
    expect(draft).toMatchObject({
      gasType: 'LPG/Air (SNG)',
      testPressureText: '21.5',
      readings: { letBy: '', drop: '', retest: '' },
      smellOfGas: null,
      actionNote: '',
      record: null,
      folded: ['installation', 'pipework'],
    });
  });

  it('reads a Natural Gas job at the full 20 mbar, with no meter, as not reduced and no meter chosen', () => {
    const naturalGas: JobCalculation = {
      calculatorType: 'domestic',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        gaugeType: 'water',
        appliancesConnected: false,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 4 }],
    };
    const draft = domesticDraftFromJob(job([], naturalGas), 'open');
    expect(draft).toMatchObject({
      testPressureText: '',
      isReducedPressure: false,
      stabilisationText: '5',
      meters: [],
      hasNoMeter: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { PipeLine } from '../../calculator-core';
import { createEmptyDraft, EMPTY_JOB_DETAILS } from './calculator-draft';
import {
  carryFromDomestic,
  describeCommercialCarryOver,
  type DomesticJobForCommercial,
} from './carry-from-domestic';
import { SECTION_ORDER } from './sections';

const JOB = {
  jobNumber: 'D-9',
  customerName: 'Ms Patel',
  engineerName: 'Sam Hale',
  gasSafeNumber: '123456',
  location: '4 Mill Lane',
};

function domesticJob(
  pipes: readonly Omit<PipeLine, 'id'>[],
  more: Partial<DomesticJobForCommercial> = {},
): DomesticJobForCommercial {
  return {
    jobDetails: JOB,
    gasType: 'Natural Gas',
    installationType: 'existing',
    pipeMaterial: 'copper',
    pipes: pipes.map((pipe, index) => ({ id: `p${index}`, ...pipe })),
    meters: [{ id: 'm1', meterType: 'G4/U6', quantityText: '1' }],
    ...more,
  };
}

const run = (material: PipeLine['material'], nominalSizeMm: number | null, lengthText: string) =>
  material === undefined ? { nominalSizeMm, lengthText } : { material, nominalSizeMm, lengthText };

describe('a /domestic job over 0.035 m³ as a Commercial Calculator job (decision 0868)', () => {
  it('takes the job details, installation, meter and every run of one material, as a new job', () => {
    const draft = carryFromDomestic(
      domesticJob([run(undefined, 22, '30'), run('copper', 28, '12.5')]),
    );
    expect(draft.calculatorType).toBe('commercial');
    expect(draft.jobDetails).toEqual(JOB);
    expect(draft.installationType).toBe('existing');
    expect(draft.pipeMaterial).toBe('copper');
    expect(draft.pipes).toEqual([
      { id: 'p0', nominalSizeMm: 22, lengthText: '30' },
      { id: 'p1', nominalSizeMm: 28, lengthText: '12.5' },
    ]);
    expect(draft.meters).toEqual([{ id: 'm1', meterType: 'G4/U6', quantityText: '1' }]);
    expect(draft.testType).toBeNull();
    expect(draft.completedTests).toEqual([]);
    // Details and installation given: it opens at the test type, the engineer's to choose.
    expect(SECTION_ORDER[draft.reachedSection]).toBe('test-selection');
    expect(
      describeCommercialCarryOver(domesticJob([run(undefined, 22, '30')]), null, 'free'),
    ).toEqual([
      'Going to the Commercial Calculator takes this job with it: the job details, installation type, pipework and meter.',
    ]);
  });

  it('carries CSST as steel of its size (the same figures) and leaves PE behind, named', () => {
    const job = domesticJob([
      run('steel', 25, '60'),
      run('csst', 20, '5'),
      run('pe', 25, '6'),
      run('pe', 32, ''),
    ]);
    const draft = carryFromDomestic(job);
    expect(draft.pipeMaterial).toBe('steel');
    expect(draft.pipes.map((pipe) => [pipe.nominalSizeMm, pipe.lengthText])).toEqual([
      [25, '60'],
      [20, '5'],
    ]);
    expect(draft.pipes.every((pipe) => pipe.material === undefined)).toBe(true);
    expect(describeCommercialCarryOver(job, null, 'professional')[1]).toBe(
      'Not carried over: the PE runs (25 mm × 6 m, 32 mm): the Commercial Calculator has no PE sizes. Its installation volume leaves them out until you add them.',
    );
  });

  it('takes the material of most runs, the first run’s on a tie, and names the runs of the other', () => {
    const mostlyCopper = domesticJob([
      run('steel', 32, '10'),
      run('copper', 22, '4'),
      run('copper', 15, '2'),
    ]);
    expect(carryFromDomestic(mostlyCopper).pipeMaterial).toBe('copper');
    expect(describeCommercialCarryOver(mostlyCopper, null, 'professional')[1]).toBe(
      'Not carried over: the steel run (32 mm × 10 m): it takes one material for every run, here copper. Its installation volume leaves them out until you add them.',
    );
    const tie = domesticJob([run('pe', 20, '3'), run('copper', 35, '9'), run('steel', 32, '9')]);
    expect(carryFromDomestic(tie).pipeMaterial).toBe('copper');
    expect(describeCommercialCarryOver(tie, null, 'professional')[1]).toBe(
      'Not carried over: the PE run (20 mm × 3 m): the Commercial Calculator has no PE sizes; the steel run (32 mm × 9 m): it takes one material for every run, here copper. Its installation volume leaves them out until you add them.',
    );
  });

  it('starts the pipework with one empty run when no run has a size, and drops meters without a type', () => {
    const draft = carryFromDomestic(
      domesticJob([run('pe', null, '4')], {
        installationType: '',
        meters: [{ id: 'm1', meterType: '', quantityText: '1' }],
      }),
    );
    expect(draft.installationType).toBeNull();
    expect(draft.pipes).toHaveLength(1);
    expect(draft.pipes[0]).toMatchObject({ nominalSizeMm: null, lengthText: '' });
    expect(draft.meters).toEqual([]);
  });

  it('names the runs larger than the plan calculates there, with the gate’s words (product.md §6)', () => {
    const job = domesticJob([
      run('copper', 28, '12'),
      run('copper', 22, '30'),
      run('copper', 35, ''),
      run('steel', 32, '2'),
    ]);
    expect(describeCommercialCarryOver(job, null, 'free')).toContain(
      'Your Free plan calculates sizes up to 25 mm there, so the copper runs (28 mm × 12 m, 35 mm) will not calculate until you upgrade. Pipes larger than 1 inch need a Basic subscription.',
    );
    // Domestic pipe is 35 mm at most: every paid plan calculates it.
    expect(describeCommercialCarryOver(job, null, 'basic').join(' ')).not.toMatch(/Your \w+ plan/);
  });

  it('says IGE/UP/1A is for Natural Gas only when the gas is another, and which job it replaces', () => {
    const lpg = domesticJob([run('copper', 22, '30')], { gasType: 'Propane' });
    const inProgress = {
      ...createEmptyDraft('commercial'),
      jobDetails: { ...EMPTY_JOB_DETAILS, jobNumber: 'C-4', customerName: 'Acme' },
    };
    expect(describeCommercialCarryOver(lpg, inProgress, 'professional').slice(1)).toEqual([
      'IGE/UP/1A covers Natural Gas only. For other gases use the Industrial calculator.',
      'It replaces the job in progress on the Commercial Calculator (job C-4).',
    ]);
    expect(
      describeCommercialCarryOver(lpg, createEmptyDraft('commercial'), 'professional'),
    ).toHaveLength(2);
  });
});

import { findCalculationGate, TIER_POLICY, type Tier } from '@pipeproof/contracts';
import type { GasType, InstallationType, PipeMaterial } from '@pipeproof/engine';
import { createPipeLine, type MeterLine, type PipeLine } from '../../calculator-core';
import { createEmptyDraft, type CalculatorDraft, type JobDetails } from './calculator-draft';
import { describeReplacedJob } from './is-blank-draft';
import { withReachedSection } from './sections';

/**
 * What the Commercial Calculator takes of a /domestic job over 0.035 m³ (decision 0868): the
 * domestic draft has these fields, so it is passed as it is.
 */
export interface DomesticJobForCommercial {
  readonly jobDetails: JobDetails;
  readonly gasType: GasType | '';
  readonly installationType: InstallationType | '';
  readonly pipeMaterial: PipeMaterial;
  readonly pipes: readonly PipeLine[];
  readonly meters: readonly MeterLine[];
}

type CommercialMaterial = 'steel' | 'copper';

/**
 * The commercial material each domestic one is carried as: CSST takes the steel figures
 * (standards.md §7.2), so a CSST run is the steel run of its size; the IGE/UP/1A tables have no PE.
 */
const AS_COMMERCIAL = {
  copper: 'copper',
  steel: 'steel',
  csst: 'steel',
  pe: null,
} as const satisfies Record<PipeMaterial, CommercialMaterial | null>;

const MATERIAL_NAMES = {
  copper: 'copper',
  steel: 'steel',
  csst: 'CSST',
  pe: 'PE',
} as const satisfies Record<PipeMaterial, string>;

interface PipeworkPlan {
  readonly material: CommercialMaterial;
  readonly carried: readonly PipeLine[];
  /** Runs with a size that do not go, by their domestic material. */
  readonly left: readonly (PipeLine & { readonly material: PipeMaterial })[];
}

/**
 * The Commercial Calculator takes one material for every run (product.md §4): the one most of the
 * sized runs can be carried as (on a tie, the first such run's), and those runs go; the others
 * stay behind and are named. A run without a size is nothing to carry.
 */
function planPipework(job: DomesticJobForCommercial): PipeworkPlan {
  const sized = job.pipes
    .filter((pipe) => pipe.nominalSizeMm !== null)
    .map((pipe) => ({ ...pipe, material: pipe.material ?? job.pipeMaterial }));
  const carriedAs = sized.map((pipe) => AS_COMMERCIAL[pipe.material]);
  const count = (material: CommercialMaterial) => carriedAs.filter((m) => m === material).length;
  const copper = count('copper');
  const steel = count('steel');
  const material: CommercialMaterial =
    copper > steel || (copper === steel && carriedAs.find((m) => m !== null) === 'copper')
      ? 'copper'
      : 'steel';
  return {
    material,
    carried: sized
      .filter((pipe) => AS_COMMERCIAL[pipe.material] === material)
      .map(({ id, nominalSizeMm, lengthText }) => ({ id, nominalSizeMm, lengthText })),
    left: sized.filter((pipe) => AS_COMMERCIAL[pipe.material] !== material),
  };
}

/**
 * The /domestic job as a new Commercial Calculator job (decision 0868): its job details,
 * installation type, pipework and meter. The test type is the engineer's to choose (a new
 * installation is strength tested first there); readings and records stay with the domestic job.
 */
export function carryFromDomestic(job: DomesticJobForCommercial): CalculatorDraft {
  const { material, carried } = planPipework(job);
  return withReachedSection({
    ...createEmptyDraft('commercial'),
    jobDetails: job.jobDetails,
    installationType: job.installationType === '' ? null : job.installationType,
    pipeMaterial: material,
    pipes: carried.length > 0 ? carried : [createPipeLine()],
    meters: job.meters.filter((meter) => meter.meterType !== ''),
  });
}

function describeRun(pipe: PipeLine): string {
  const length = pipe.lengthText.trim();
  return `${pipe.nominalSizeMm} mm${length === '' ? '' : ` × ${length} m`}`;
}

/** What 'Go to Commercial Calculator' says before it leaves /domestic (decision 0868). */
export function describeCommercialCarryOver(
  job: DomesticJobForCommercial,
  commercialJob: CalculatorDraft | null,
  tier: Tier,
): string[] {
  const notes = [
    'Going to the Commercial Calculator takes this job with it: the job details, installation type, pipework and meter.',
  ];
  const { material, carried, left } = planPipework(job);
  const byMaterial = new Map<PipeMaterial, PipeLine[]>();
  for (const pipe of left)
    byMaterial.set(pipe.material, [...(byMaterial.get(pipe.material) ?? []), pipe]);
  const leftNotes = [...byMaterial].map(([from, pipes]) => {
    const runs = `the ${MATERIAL_NAMES[from]} ${pipes.length === 1 ? 'run' : 'runs'} (${pipes.map(describeRun).join(', ')})`;
    return AS_COMMERCIAL[from] === null
      ? `${runs}: the Commercial Calculator has no ${MATERIAL_NAMES[from]} sizes`
      : `${runs}: it takes one material for every run, here ${material}`;
  });
  if (leftNotes.length > 0)
    notes.push(
      `Not carried over: ${leftNotes.join('; ')}. Its installation volume leaves them out until you add them.`,
    );
  const planNote = describePlanLimit(carried, material, tier);
  if (planNote) notes.push(planNote);
  if (job.gasType !== '' && job.gasType !== 'Natural Gas')
    notes.push('IGE/UP/1A covers Natural Gas only. For other gases use the Industrial calculator.');
  const replaced = describeReplacedJob(commercialJob, 'Commercial');
  if (replaced) notes.push(replaced);
  return notes;
}

/**
 * A carried run larger than the plan calculates on the Commercial Calculator (a Free plan's 25 mm
 * against domestic copper to 35 mm): said before the engineer goes, with the gate's own words
 * (product.md §6), rather than first on pressing Calculate there.
 */
function describePlanLimit(
  carried: readonly PipeLine[],
  material: CommercialMaterial,
  tier: Tier,
): string | null {
  const { label, maxPipeSizeMm } = TIER_POLICY[tier];
  const larger = carried.filter((pipe) => (pipe.nominalSizeMm ?? 0) > maxPipeSizeMm);
  if (larger.length === 0) return null;
  const gate = findCalculationGate(tier, {
    calculatorType: 'commercial',
    project: { operationType: 'Tightness Test' },
    pipeConfigurations: larger.map((pipe) => ({ nominalSize: pipe.nominalSizeMm ?? 0 })),
  });
  if (gate === null) return null;
  const runs = `the ${material} ${larger.length === 1 ? 'run' : 'runs'} (${larger.map(describeRun).join(', ')})`;
  return `Your ${label} plan calculates sizes up to ${maxPipeSizeMm} mm there, so ${runs} will not calculate until you upgrade. ${gate.message}`;
}

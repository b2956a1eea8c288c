import { type Dispatch } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { JOB_CALCULATION_MAX_LINES, TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { PIPE_MATERIALS, type PipeMaterial, type VolumeBreakdown } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { createClientId } from '../model/create-client-id';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { MATERIAL_LABELS } from '../model/option-labels';
import { hasPipeConfiguration } from '../model/sections';
import { ChoiceGroup } from './choice-group';
import { PipeLineRow } from './pipe-line-row';
import { SectionCard } from './section-card';

interface PipeConfigurationSectionProps {
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
  tier: Tier;
  liveVolume: VolumeBreakdown | null;
}

/** Step 4: the pipe runs (spec §4: one material for every line; the last line is kept). */
export function PipeConfigurationSection({
  draft,
  dispatch,
  step,
  tier,
  liveVolume,
}: PipeConfigurationSectionProps) {
  const policy = TIER_POLICY[tier];
  const runs = liveVolume?.pipeRuns ?? [];
  let runIndex = 0;
  return (
    <SectionCard
      sectionId="pipe-configuration"
      step={step}
      title="Pipe Configuration"
      description="Every pipe run with its nominal size and length."
      isComplete={hasPipeConfiguration(draft)}
    >
      <div className="flex flex-col gap-4">
        <ChoiceGroup<PipeMaterial>
          legend="Pipe material (all lines)"
          compact
          hint="Changing the material clears every size."
          value={draft.pipeMaterial}
          onChange={(material) => dispatch({ type: 'set-pipe-material', material })}
          choices={PIPE_MATERIALS.map((material) => ({
            value: material,
            label: MATERIAL_LABELS[material],
          }))}
        />
        {draft.pipes.map((line, index) => {
          const volume = line.nominalSizeMm === null ? null : (runs[runIndex++]?.volumeM3 ?? null);
          return (
            <PipeLineRow
              key={line.id}
              line={line}
              index={index}
              material={draft.pipeMaterial}
              calculatorType={draft.calculatorType}
              maxPipeSizeMm={policy.maxPipeSizeMm}
              canRemove={draft.pipes.length > 1}
              volumeM3={volume}
              dispatch={dispatch}
            />
          );
        })}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="secondary"
            disabled={draft.pipes.length >= JOB_CALCULATION_MAX_LINES}
            onClick={() => dispatch({ type: 'add-pipe', id: createClientId() })}
          >
            <Plus aria-hidden="true" />
            Add Pipe Size
          </Button>
          {liveVolume ? (
            <p className="text-base font-semibold tabular-nums">
              Installation volume: {liveVolume.totalM3} m³
            </p>
          ) : null}
        </div>
        {tier === 'free' || tier === 'basic' ? (
          <p className="text-sm text-slate-700">
            Your {policy.label} plan offers sizes up to {policy.maxPipeSizeMm} mm.{' '}
            <Link
              to={`/subscribe?tier=${tier === 'free' ? 'basic' : 'premium'}`}
              className="font-semibold text-brand underline underline-offset-4"
            >
              Upgrade for larger pipe
            </Link>
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}

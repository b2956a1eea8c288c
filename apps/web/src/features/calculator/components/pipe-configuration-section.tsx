import { type Dispatch } from 'react';
import { JOB_CALCULATION_MAX_LINES, type Tier } from '@pipeproof/contracts';
import type { VolumeBreakdown } from '@pipeproof/engine';
import {
  arePipeLengthsInRange,
  hasPipeConfiguration,
  PipeLinesFields,
  useMaterialSwitchGuard,
} from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { SectionCard, type SectionFold } from './section-card';

interface PipeConfigurationSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
  tier: Tier;
  liveVolume: VolumeBreakdown | null;
}

/** Step 4: the pipe runs (product.md §4: one material for every line; the last line is kept). */
export function PipeConfigurationSection({
  draft,
  dispatch,
  step,
  tier,
  liveVolume,
  fold,
}: PipeConfigurationSectionProps) {
  // Changing the material clears every size: once sizes are chosen it asks first (decision 0446).
  const { guardedDispatch, dialog } = useMaterialSwitchGuard(draft, dispatch);
  const runs = liveVolume?.pipeRuns ?? [];
  let runIndex = 0;
  // Each line's pipework volume before fittings (engine), once it has a size.
  const volumeNotes = draft.pipes.map((line) => {
    const volumeM3 = line.nominalSizeMm === null ? undefined : runs[runIndex++]?.volumeM3;
    return volumeM3 === undefined ? '' : `Volume ${volumeM3} m³`;
  });
  return (
    <SectionCard
      fold={fold}
      sectionId="pipe-configuration"
      step={step}
      title="Pipe Configuration"
      description="Every pipe run with its nominal size and length."
      isComplete={hasPipeConfiguration(draft) && arePipeLengthsInRange(draft)}
    >
      <PipeLinesFields
        lines={draft.pipes}
        material={draft.pipeMaterial}
        materialLegend="Pipe material (all lines)"
        calculatorType={draft.calculatorType}
        tier={tier}
        maxLines={JOB_CALCULATION_MAX_LINES}
        dispatch={guardedDispatch}
        lineNotes={volumeNotes}
        summary={
          liveVolume ? (
            <p className="text-base font-semibold tabular-nums">
              Installation volume: {liveVolume.totalM3} m³
            </p>
          ) : null
        }
      />
      {dialog}
    </SectionCard>
  );
}

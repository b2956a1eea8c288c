import { useState, type Dispatch } from 'react';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import {
  DOMESTIC_METER_LABELS,
  DOMESTIC_PIPE_MATERIALS,
  type VolumeBreakdown,
} from '@pipeproof/engine';
import type { Tier } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import type { Owner } from '../../../lib/device/device-storage';
import {
  ChoiceGroup,
  createClientId,
  hasPipeConfiguration,
  PipeLinesFields,
} from '../../calculator-core';
import type { DomesticAction } from '../model/domestic-actions';
import {
  DOMESTIC_METERS,
  type DomesticDraft,
  type DomesticMeter,
  type DomesticMeterChoice,
} from '../model/domestic-draft';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';
import { DomesticSection } from './domestic-section';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded when the engineer asks to take the job over (decision 0641: no dialog on first load).
const CommercialCarryOverConfirm = lazyPart(
  () => import('./commercial-carry-over-confirm'),
  'CommercialCarryOverConfirm',
);

// The names the certificate prints too (standards.md §7.2).
const METER_LABELS = {
  ...DOMESTIC_METER_LABELS,
  none: 'No meter',
} as const satisfies Record<DomesticMeterChoice, string>;

function chosenMeter(draft: DomesticDraft): DomesticMeterChoice | '' {
  const meterType = draft.meters[0]?.meterType;
  const isDomestic = DOMESTIC_METERS.some((meter: DomesticMeter) => meter === meterType);
  if (isDomestic) return meterType as DomesticMeter;
  return draft.hasNoMeter ? 'none' : '';
}

export function isPipeworkComplete(draft: DomesticDraft): boolean {
  return hasPipeConfiguration(draft) && chosenMeter(draft) !== '';
}

const formatM3 = (value: number) => `${value} m³`;

interface PipeworkSectionProps {
  owner: Owner;
  draft: DomesticDraft;
  tier: Tier;
  volume: VolumeBreakdown | null;
  overVolumeMessage: string | null;
  isFolded: boolean;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * Step 3: the pipe runs, each of its own material (copper, steel, PE, CSST: standards.md §7.2), the
 * meter, and the installation volume as typed with its parts. Above 0.035 m³ the engine's message
 * and the way to the commercial calculator, which takes the job with it (decision 0868).
 */
export function PipeworkSection({
  owner,
  draft,
  tier,
  volume,
  overVolumeMessage,
  isFolded,
  dispatch,
}: PipeworkSectionProps) {
  const [isCarrying, setIsCarrying] = useState(false);
  const isComplete = isPipeworkComplete(draft) && overVolumeMessage === null;
  const fold = (value: boolean) =>
    dispatch({ type: 'fold-section', section: 'pipework', isFolded: value });
  const meter = chosenMeter(draft);
  const runNotes = volume?.pipeRuns.map((run) => `${formatM3(run.volumeM3)}`);
  return (
    <DomesticSection
      step={3}
      title="Pipework and Meter"
      isFolded={isFolded && isComplete}
      summary={`Installation volume ${volume ? formatM3(volume.totalM3) : '–'} · ${draft.pipes.length} ${draft.pipes.length === 1 ? 'run' : 'runs'} · ${meter === '' ? '' : METER_LABELS[meter]}`}
      onEdit={() => fold(false)}
      onDone={isComplete ? () => fold(true) : undefined}
      tone={overVolumeMessage ? 'alert' : 'default'}
    >
      <PipeLinesFields
        lines={draft.pipes}
        material={draft.pipeMaterial}
        materialLegend="Material"
        lineMaterials={DOMESTIC_PIPE_MATERIALS}
        maxPipeSizeMm={Number.POSITIVE_INFINITY}
        calculatorType="domestic"
        tier={tier}
        maxLines={50}
        dispatch={dispatch}
        lineNotes={runNotes}
      />
      <ChoiceGroup<DomesticMeterChoice>
        legend="Meter"
        compact
        value={meter}
        onChange={(choice) =>
          dispatch({ type: 'choose-meter', meter: choice, id: createClientId() })
        }
        choices={(['Domestic', 'G4/U6', 'U16', 'none'] as const).map((value) => ({
          value,
          label: METER_LABELS[value],
        }))}
      />
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg bg-slate-100 p-4 text-base text-slate-900"
      >
        <p className="text-lg font-bold">
          Installation volume: {volume ? formatM3(volume.totalM3) : '–'}
        </p>
        {volume ? (
          <p className="mt-1 text-sm text-slate-800 tabular-nums">
            Pipework {formatM3(volume.pipeworkM3)} + fittings 10 % {formatM3(volume.fittingsM3)} +
            meter {formatM3(volume.metersM3)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-800">Choose a size and length for a pipe run.</p>
        )}
      </div>
      {overVolumeMessage ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <p className="flex items-center gap-2 text-lg font-bold text-red-900">
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
            {DOMESTIC_MESSAGES.overVolumeTitle}
          </p>
          <p className="text-base text-red-950">{overVolumeMessage}</p>
          <Button className="self-start" onClick={() => setIsCarrying(true)}>
            {DOMESTIC_MESSAGES.openCommercial}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {isCarrying ? (
        <PartBoundary onClose={() => setIsCarrying(false)}>
          <CommercialCarryOverConfirm
            owner={owner}
            tier={tier}
            draft={draft}
            onCancel={() => setIsCarrying(false)}
          />
        </PartBoundary>
      ) : null}
    </DomesticSection>
  );
}

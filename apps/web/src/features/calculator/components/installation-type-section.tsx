import { type Dispatch } from 'react';
import type { InstallationType } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceGroup, DECIMAL_INPUT, leaveNumberField } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { isExistingDisabled } from '../model/test-selection';
import {
  describeRoomVolumeProblem,
  isInstallationTypeFinished,
  ROOM_VOLUME_LIMITS_M3,
} from '../model/validate-calculation';
import { SectionCard, type SectionFold } from './section-card';

interface InstallationTypeSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
}

/** Step 2: new or existing (product.md §4: Existing conflicts with a strength test), and room volume. */
export function InstallationTypeSection({
  draft,
  dispatch,
  step,
  fold,
}: InstallationTypeSectionProps) {
  const existingDisabled = isExistingDisabled(draft);
  return (
    <SectionCard
      fold={fold}
      sectionId="installation-type"
      step={step}
      title="Installation Type"
      isComplete={isInstallationTypeFinished(draft)}
    >
      <div className="flex flex-col gap-5">
        <ChoiceGroup<InstallationType>
          legend="Installation type"
          value={draft.installationType}
          onChange={(value) => dispatch({ type: 'set-installation-type', value })}
          choices={[
            {
              value: 'new',
              label: 'New Installation',
              description: 'Strength, tightness and purge.',
            },
            {
              value: 'existing',
              label: 'Existing Installation',
              description: existingDisabled
                ? 'Not with a strength test: strength tests are for new installations only.'
                : 'Let-by and tightness test, and purge.',
              disabled: existingDisabled,
            },
          ]}
        />
        {draft.calculatorType === 'commercial' ? (
          <CommercialRoomVolume draft={draft} dispatch={dispatch} />
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Commercial: the room volume for the IGE/UP/1A pressure-drop table (product.md §2, §5). */
function CommercialRoomVolume({ draft, dispatch }: Omit<InstallationTypeSectionProps, 'step'>) {
  const roomProblem = describeRoomVolumeProblem(draft.roomVolumeText);
  return (
    <TextField
      {...DECIMAL_INPUT}
      label="Room volume (m³)"
      hint={`The smallest occupied room the pipework runs through, ${ROOM_VOLUME_LIMITS_M3.min}–${ROOM_VOLUME_LIMITS_M3.max} m³. Required for strength and tightness tests.`}
      error={roomProblem ?? undefined}
      value={draft.roomVolumeText}
      onChange={(event) => dispatch({ type: 'set-room-volume', text: event.target.value })}
      onBlur={() =>
        leaveNumberField(draft.roomVolumeText, (text) =>
          dispatch({ type: 'set-room-volume', text }),
        )
      }
      className="sm:max-w-xs"
    />
  );
}

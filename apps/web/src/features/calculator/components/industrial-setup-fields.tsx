import type { Dispatch } from 'react';
import type { AreaType } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceGroup, DECIMAL_INPUT, leaveNumberField, SelectField } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { needsRoomClassification, needsTypeBRoomVolume } from '../model/industrial-fields';
import {
  describeTypeBRoomVolumeProblem,
  TYPE_B_ROOM_VOLUME_LIMITS_M3,
} from '../model/type-b-room-volume';
import { GAS_TYPE_OPTIONS, ROOM_CLASSIFICATION_CHOICES } from '../model/option-labels';

interface IndustrialSetupFieldsProps {
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
}

/**
 * The industrial calculator's extras (product.md §2, §4, §5): the gas (it sets F1 and F3, standards.md
 * §2), and for an existing installation's tightness test the room classification, with the room
 * volume for Type B.
 */
export function IndustrialSetupFields({ draft, dispatch }: IndustrialSetupFieldsProps) {
  const { setup } = draft;
  const set = (patch: Partial<CalculatorDraft['setup']>) => dispatch({ type: 'set-setup', patch });
  const isTightness = draft.testType === 'Tightness Test';
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label="Gas type"
        placeholder="Choose the gas"
        required={isTightness}
        hint={
          isTightness
            ? 'Sets the tightness test factors (F1, F3) and the maximum permitted leak rate.'
            : 'The gas the installation carries, recorded with the test.'
        }
        value={setup.gasType}
        options={GAS_TYPE_OPTIONS}
        onChange={(value) =>
          set({ gasType: GAS_TYPE_OPTIONS.find((option) => option.value === value)?.value ?? '' })
        }
        className="sm:max-w-sm"
      />
      {needsRoomClassification(draft) ? (
        <ChoiceGroup<AreaType>
          legend="Room Classification"
          hint="The smallest occupied space the pipework passes through (IGE/UP/1)."
          value={setup.zoneType}
          onChange={(zoneType) => set({ zoneType })}
          choices={ROOM_CLASSIFICATION_CHOICES}
        />
      ) : null}
      {needsTypeBRoomVolume(draft) ? (
        <TextField
          {...DECIMAL_INPUT}
          label="Room volume (m³)"
          required
          hint={`The volume of the smallest occupied room, ${TYPE_B_ROOM_VOLUME_LIMITS_M3.min}–${TYPE_B_ROOM_VOLUME_LIMITS_M3.max} m³.`}
          error={describeTypeBRoomVolumeProblem(draft.roomVolumeText) ?? undefined}
          value={draft.roomVolumeText}
          onChange={(event) => dispatch({ type: 'set-room-volume', text: event.target.value })}
          onBlur={() =>
            leaveNumberField(draft.roomVolumeText, (text) =>
              dispatch({ type: 'set-room-volume', text }),
            )
          }
          className="sm:max-w-xs"
        />
      ) : null}
    </div>
  );
}

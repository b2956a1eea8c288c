import { Link } from 'react-router';
import { Cylinder, Plus, Trash2 } from 'lucide-react';
import { CALCULATION_MAX_LINES, TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { listPipeSizesMm, PIPE_MATERIALS, type PipeMaterial } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceGroup } from '../../calculator/components/choice-group';
import { SelectField } from '../../calculator/components/select-field';
import { formatPipeSize, MATERIAL_LABELS } from '../../calculator/model/option-labels';
import {
  addPipeRow,
  normalisePipeLength,
  removePipeRow,
  setPipeMaterial,
  updatePipeRow,
} from '../model/form-updates';
import type { PipeRow, QuickCalcForm } from '../model/quick-calc-form';
import { FormCard, GroupError } from './form-card';
import type { UpdateForm } from './update-form';

/**
 * The commercial sizes of a material up to the tier's largest (spec §6: larger sizes are not
 * offered). A size already chosen stays listed, so a restored form reads as it was saved; the
 * tier gate then refuses it.
 */
export function offerQuickCalcSizesMm(
  material: PipeMaterial,
  maxPipeSizeMm: number,
  chosenSizeMm: number | null,
): number[] {
  return listPipeSizesMm(material, 'commercial').filter(
    (size) => size <= maxPipeSizeMm || size === chosenSizeMm,
  );
}

interface PipeConfigurationCardProps {
  form: QuickCalcForm;
  update: UpdateForm;
  tier: Tier;
  problem: string | undefined;
}

/** Pipe Configuration (spec §2, §4): one material for every row, 'Add Pipe Size', last row kept. */
export function PipeConfigurationCard({ form, update, tier, problem }: PipeConfigurationCardProps) {
  const policy = TIER_POLICY[tier];
  return (
    <FormCard
      title="Pipe Configuration"
      icon={Cylinder}
      description="Every pipe run with its nominal size and length."
    >
      <div className="flex flex-col gap-4">
        <ChoiceGroup<PipeMaterial>
          legend="Pipe material (all rows)"
          compact
          hint="Changing the material clears every size."
          value={form.pipeMaterial}
          onChange={(material) => update((f) => setPipeMaterial(f, material))}
          choices={PIPE_MATERIALS.map((material) => ({
            value: material,
            label: MATERIAL_LABELS[material],
          }))}
        />
        {form.pipes.map((row, index) => (
          <PipeRowFields
            key={row.id}
            row={row}
            index={index}
            material={form.pipeMaterial}
            maxPipeSizeMm={policy.maxPipeSizeMm}
            canRemove={form.pipes.length > 1}
            update={update}
          />
        ))}
        <GroupError message={problem} />
        <Button
          variant="secondary"
          className="self-start"
          disabled={form.pipes.length >= CALCULATION_MAX_LINES}
          onClick={() => update((f) => addPipeRow(f))}
        >
          <Plus aria-hidden="true" />
          Add Pipe Size
        </Button>
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
    </FormCard>
  );
}

interface PipeRowFieldsProps {
  row: PipeRow;
  index: number;
  material: PipeMaterial;
  maxPipeSizeMm: number;
  canRemove: boolean;
  update: UpdateForm;
}

function PipeRowFields({
  row,
  index,
  material,
  maxPipeSizeMm,
  canRemove,
  update,
}: PipeRowFieldsProps) {
  const name = `Pipe ${index + 1}`;
  const sizes = offerQuickCalcSizesMm(material, maxPipeSizeMm, row.nominalSizeMm);
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 px-3 pt-1 pb-2 sm:px-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        <SelectField
          label="Nominal size"
          placeholder="Choose a size"
          value={row.nominalSizeMm === null ? '' : String(row.nominalSizeMm)}
          options={sizes.map((size) => ({
            value: String(size),
            label: formatPipeSize(material, size),
          }))}
          onChange={(value) =>
            update((f) =>
              updatePipeRow(f, row.id, { nominalSizeMm: value === '' ? null : Number(value) }),
            )
          }
        />
        <TextField
          label="Length (m)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={row.lengthText}
          onChange={(event) =>
            update((f) => updatePipeRow(f, row.id, { lengthText: event.target.value }))
          }
          onBlur={() => update((f) => normalisePipeLength(f, row.id))}
        />
      </div>
      <div className="mt-1 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-red-800 hover:bg-red-50"
          disabled={!canRemove}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => update((f) => removePipeRow(f, row.id))}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

import { Gauge, Plus, Trash2 } from 'lucide-react';
import { CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import type { MeterType } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../../calculator/components/select-field';
import { METER_CHOICES } from '../../calculator/model/option-labels';
import {
  addMeterRow,
  normaliseMeterQuantity,
  removeMeterRow,
  updateMeterRow,
} from '../model/form-updates';
import { parseMeterQuantityOrDrop } from '../model/parse-quick-calc-fields';
import type { MeterRow, QuickCalcForm } from '../model/quick-calc-form';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { FormCard } from './form-card';
import type { UpdateForm } from './update-form';

function isMeterType(value: string): value is MeterType {
  return METER_CHOICES.some((choice) => choice.value === value);
}

/** Meter Configuration (spec §2, §4): none to start; each added meter blank with quantity 1. */
export function MeterConfigurationCard({
  form,
  update,
}: {
  form: QuickCalcForm;
  update: UpdateForm;
}) {
  return (
    <FormCard
      title="Meter Configuration"
      icon={Gauge}
      description="Meter internal volumes count towards the installation volume."
    >
      <div className="flex flex-col gap-4">
        {form.meters.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-400 p-4 text-base text-slate-800">
            {QUICK_CALC_MESSAGES.noMeters}
          </p>
        ) : (
          form.meters.map((row, index) => (
            <MeterRowFields key={row.id} row={row} index={index} update={update} />
          ))
        )}
        <Button
          variant="secondary"
          className="self-start"
          disabled={form.meters.length >= CALCULATION_MAX_LINES}
          onClick={() => update((f) => addMeterRow(f))}
        >
          <Plus aria-hidden="true" />
          Add Meter
        </Button>
      </div>
    </FormCard>
  );
}

function describeDroppedRow(row: MeterRow): string | null {
  if (row.meterType === '') return 'Not counted until a meter type is chosen.';
  if (parseMeterQuantityOrDrop(row.quantityText) === null)
    return 'Not counted: the quantity must be 1 or more.';
  return null;
}

function MeterRowFields({
  row,
  index,
  update,
}: {
  row: MeterRow;
  index: number;
  update: UpdateForm;
}) {
  const name = `Meter ${index + 1}`;
  const dropped = describeDroppedRow(row);
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 px-3 pt-1 pb-2 sm:px-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        <SelectField
          label="Meter type"
          placeholder="Choose a meter"
          value={row.meterType}
          options={METER_CHOICES}
          onChange={(value) =>
            update((f) => updateMeterRow(f, row.id, { meterType: isMeterType(value) ? value : '' }))
          }
        />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={row.quantityText}
          onChange={(event) =>
            update((f) => updateMeterRow(f, row.id, { quantityText: event.target.value }))
          }
          onBlur={() => update((f) => normaliseMeterQuantity(f, row.id))}
        />
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{dropped ?? ''}</p>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 shrink-0 text-red-800 hover:bg-red-50"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => update((f) => removeMeterRow(f, row.id))}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

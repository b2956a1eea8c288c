import type { Dispatch } from 'react';
import { Trash2 } from 'lucide-react';
import type { MeterType } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { MeterLine } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { METER_CHOICES } from '../model/option-labels';
import { SelectField } from './select-field';

interface MeterLineRowProps {
  line: MeterLine;
  index: number;
  dispatch: Dispatch<DraftAction>;
}

function isMeterType(value: string): value is MeterType {
  return METER_CHOICES.some((choice) => choice.value === value);
}

export function MeterLineRow({ line, index, dispatch }: MeterLineRowProps) {
  const name = `Meter ${index + 1}`;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 px-3 pt-1 pb-2 sm:px-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        <SelectField
          label="Meter type"
          placeholder="Choose a meter"
          value={line.meterType}
          options={METER_CHOICES}
          onChange={(value) =>
            dispatch({
              type: 'update-meter',
              id: line.id,
              patch: { meterType: isMeterType(value) ? value : '' },
            })
          }
        />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={line.quantityText}
          onChange={(event) =>
            dispatch({
              type: 'update-meter',
              id: line.id,
              patch: { quantityText: event.target.value },
            })
          }
          onBlur={() => dispatch({ type: 'normalise-meter-quantity', id: line.id })}
        />
      </div>
      <div className="mt-1 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-red-800 hover:bg-red-50"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => dispatch({ type: 'remove-meter', id: line.id })}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

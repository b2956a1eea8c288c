import type { Dispatch } from 'react';
import { Trash2 } from 'lucide-react';
import type { CalculatorType, PipeMaterial } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { PipeLine } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { formatPipeSize } from '../model/option-labels';
import { offerPipeSizesMm } from '../model/pipe-lines';
import { SelectField } from './select-field';

interface PipeLineRowProps {
  line: PipeLine;
  index: number;
  material: PipeMaterial;
  calculatorType: CalculatorType;
  maxPipeSizeMm: number;
  canRemove: boolean;
  /** Pipework volume of this line before fittings, m³ (engine), when it has a size. */
  volumeM3: number | null;
  dispatch: Dispatch<DraftAction>;
}

/** One pipe run: nominal size (only the tier's sizes, spec §6) and length (spec §5 rules). */
export function PipeLineRow({
  line,
  index,
  material,
  calculatorType,
  maxPipeSizeMm,
  canRemove,
  volumeM3,
  dispatch,
}: PipeLineRowProps) {
  const name = `Pipe ${index + 1}`;
  const sizes = offerPipeSizesMm(material, calculatorType, maxPipeSizeMm, line.nominalSizeMm);
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-300 px-3 pt-1 pb-2 sm:px-4">
      <legend className="px-1 text-base font-semibold">{name}</legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3">
        <SelectField
          label="Nominal size"
          placeholder="Choose a size"
          value={line.nominalSizeMm === null ? '' : String(line.nominalSizeMm)}
          options={sizes.map((size) => ({
            value: String(size),
            label: formatPipeSize(material, size),
          }))}
          onChange={(value) =>
            dispatch({
              type: 'update-pipe',
              id: line.id,
              patch: { nominalSizeMm: value === '' ? null : Number(value) },
            })
          }
        />
        <TextField
          label="Length (m)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={line.lengthText}
          onChange={(event) =>
            dispatch({
              type: 'update-pipe',
              id: line.id,
              patch: { lengthText: event.target.value },
            })
          }
          onBlur={() => dispatch({ type: 'normalise-pipe-length', id: line.id })}
        />
      </div>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700 tabular-nums">
          {volumeM3 === null ? '' : `Volume ${volumeM3} m³`}
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-red-800 hover:bg-red-50"
          disabled={!canRemove}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => dispatch({ type: 'remove-pipe', id: line.id })}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

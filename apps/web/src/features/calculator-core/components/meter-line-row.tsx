import { useState, type Dispatch } from 'react';
import { Gauge, Plus } from 'lucide-react';
import type { MeterType } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { createClientId } from '../model/create-client-id';
import type { MeterLineAction } from '../model/line-actions';
import type { MeterLine } from '../model/lines';
import { METER_CHOICES } from '../model/option-labels';
import { DECIMAL_INPUT } from '../model/number-fields';
import { LineFieldset } from './line-fieldset';
import { SelectField } from './select-field';

interface MeterLineRowProps {
  line: MeterLine;
  index: number;
  /** Beside Remove, e.g. why the line is not counted. */
  note: string | undefined;
  dispatch: Dispatch<MeterLineAction>;
  /** Its type select takes the focus when it appears (the meter just chosen in the empty state). */
  autoFocus?: boolean;
}

function isMeterType(value: string): value is MeterType {
  return METER_CHOICES.some((choice) => choice.value === value);
}

/** One meter line: type and quantity. */
export function MeterLineRow({ line, index, note, dispatch, autoFocus }: MeterLineRowProps) {
  const { id } = line;
  return (
    <LineFieldset
      name={`Meter ${index + 1}`}
      note={note}
      canRemove
      onRemove={() => dispatch({ type: 'remove-meter', id })}
    >
      <SelectField
        label="Meter type"
        placeholder="Choose a meter"
        autoFocus={autoFocus}
        value={line.meterType}
        options={METER_CHOICES}
        onChange={(value) =>
          dispatch({
            type: 'update-meter',
            id,
            patch: { meterType: isMeterType(value) ? value : '' },
          })
        }
      />
      <TextField
        {...DECIMAL_INPUT}
        label="Quantity"
        inputMode="numeric"
        value={line.quantityText}
        onChange={(event) =>
          dispatch({ type: 'update-meter', id, patch: { quantityText: event.target.value } })
        }
        onBlur={() => dispatch({ type: 'normalise-meter-quantity', id })}
      />
    </LineFieldset>
  );
}

interface MeterLinesFieldsProps {
  lines: readonly MeterLine[];
  /** The most lines the page's request takes ('Add Meter' is disabled there). */
  maxLines: number;
  /** Shown while there are no meters (each page's own words). */
  emptyMessage: string;
  dispatch: Dispatch<MeterLineAction>;
  /** Each line's note by position, e.g. why it is not counted. */
  lineNotes?: readonly string[];
}

/**
 * The body of Meter Configuration, the same on every calculator (decisions 0652, 0653):
 * the rows, or a note that there are none (product.md §4: meters start empty) with a 'Meter type'
 * select whose choice adds the first meter, and 'Add Meter'.
 */
export function MeterLinesFields({
  lines,
  maxLines,
  emptyMessage,
  dispatch,
  lineNotes,
}: MeterLinesFieldsProps) {
  // The row a choice in the empty state made: its select keeps the engineer's focus.
  const [focusLineId, setFocusLineId] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {lines.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-400 p-4">
          <p className="flex items-center gap-3 text-base text-slate-800">
            <Gauge aria-hidden="true" className="size-6 shrink-0 text-slate-600" />
            {emptyMessage}
          </p>
          {/* One choice adds the first meter with its type (decision 0448): no 'Add Meter' first. */}
          <SelectField
            label="Meter type"
            placeholder="No meter"
            value=""
            options={METER_CHOICES}
            onChange={(value) => {
              if (!isMeterType(value)) return;
              const id = createClientId();
              setFocusLineId(id);
              dispatch({ type: 'add-meter', id, meterType: value });
            }}
          />
        </div>
      ) : (
        lines.map((line, index) => (
          <MeterLineRow
            key={line.id}
            line={line}
            index={index}
            note={lineNotes?.[index]}
            dispatch={dispatch}
            autoFocus={line.id === focusLineId}
          />
        ))
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={lines.length >= maxLines}
        onClick={() => dispatch({ type: 'add-meter', id: createClientId() })}
      >
        <Plus aria-hidden="true" />
        Add Meter
      </Button>
    </div>
  );
}

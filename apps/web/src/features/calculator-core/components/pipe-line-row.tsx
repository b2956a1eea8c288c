import type { Dispatch, ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { TIER_POLICY, type Tier } from '@pipeproof/contracts';
import { PIPE_MATERIALS, type CalculatorType, type PipeMaterial } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { createClientId } from '../model/create-client-id';
import type { PipeLineAction } from '../model/line-actions';
import type { PipeLine } from '../model/lines';
import { pipeLineMaterial } from '../model/lines';
import { describeLengthProblem } from '../model/parse-fields';
import { formatPipeSize, MATERIAL_LABELS } from '../model/option-labels';
import { offerPipeSizesMm } from '../model/pipe-sizes';
import { ChoiceGroup } from './choice-group';
import { LineFieldset } from './line-fieldset';
import { SelectField } from './select-field';

interface PipeLineRowProps {
  line: PipeLine;
  index: number;
  material: PipeMaterial;
  calculatorType: CalculatorType;
  maxPipeSizeMm: number;
  canRemove: boolean;
  /** Beside Remove, e.g. the run's volume. */
  note: string | undefined;
  dispatch: Dispatch<PipeLineAction>;
  /** Where each run has its own material (the domestic calculator): the materials it may be. */
  lineMaterials?: readonly PipeMaterial[];
}

function isMaterial(value: string, materials: readonly PipeMaterial[]): value is PipeMaterial {
  return materials.some((material) => material === value);
}

/** One pipe run: nominal size (only the tier's sizes, product.md §6) and length (product.md §5 rules). */
export function PipeLineRow({
  line,
  index,
  material,
  calculatorType,
  maxPipeSizeMm,
  canRemove,
  note,
  dispatch,
  lineMaterials,
}: PipeLineRowProps) {
  const { id } = line;
  const sizes = offerPipeSizesMm(material, calculatorType, maxPipeSizeMm, line.nominalSizeMm);
  return (
    <LineFieldset
      name={`Pipe ${index + 1}`}
      note={note}
      canRemove={canRemove}
      onRemove={() => dispatch({ type: 'remove-pipe', id })}
    >
      {lineMaterials ? (
        <div className="col-span-2">
          <SelectField
            label="Material"
            placeholder="Choose a material"
            value={material}
            options={lineMaterials.map((choice) => ({
              value: choice,
              label: MATERIAL_LABELS[choice],
            }))}
            onChange={(value) => {
              if (!isMaterial(value, lineMaterials) || value === material) return;
              // A size the new material also comes in is kept; another is cleared.
              const kept =
                line.nominalSizeMm !== null &&
                offerPipeSizesMm(value, calculatorType, maxPipeSizeMm).includes(line.nominalSizeMm);
              dispatch({
                type: 'update-pipe',
                id,
                patch: { material: value, ...(kept ? {} : { nominalSizeMm: null }) },
              });
            }}
          />
        </div>
      ) : null}
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
            id,
            patch: { nominalSizeMm: value === '' ? null : Number(value) },
          })
        }
      />
      <TextField
        label="Length (m)"
        // DECIMAL_INPUT written out: its module is not on /domestic's first load (decision 0897).
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        error={describeLengthProblem(line.lengthText) ?? undefined}
        value={line.lengthText}
        onChange={(event) =>
          dispatch({ type: 'update-pipe', id, patch: { lengthText: event.target.value } })
        }
        onBlur={() => dispatch({ type: 'normalise-pipe-length', id })}
      />
    </LineFieldset>
  );
}

interface PipeLinesFieldsProps {
  lines: readonly PipeLine[];
  material: PipeMaterial;
  /** Names the material group with the page's word for a line ('all lines', 'all rows'). */
  materialLegend: string;
  calculatorType: CalculatorType;
  tier: Tier;
  /** The most lines the page's request takes ('Add Pipe Size' is disabled there). */
  maxLines: number;
  dispatch: Dispatch<PipeLineAction>;
  /** Each line's note by position, e.g. its volume. */
  lineNotes?: readonly string[];
  /** Under the rows, e.g. a message about them. */
  afterLines?: ReactNode;
  /** Beside 'Add Pipe Size', e.g. the installation volume. */
  summary?: ReactNode;
  /** The materials offered for every line (default the IGE pair, steel and copper). */
  materials?: readonly PipeMaterial[];
  /**
   * Each line chooses its own material from these instead (the domestic calculator); the
   * material for every line is then only what a new line starts as.
   */
  lineMaterials?: readonly PipeMaterial[];
  /**
   * The largest size offered, where the page's calculator is not limited by the plan (the
   * domestic calculator, open to every tier): no plan note is shown.
   */
  maxPipeSizeMm?: number;
}

/**
 * The body of Pipe Configuration, the same on every calculator (decisions 0652, 0653): one
 * material for every line (product.md §4), the rows, 'Add Pipe Size', and on Free and Basic where
 * larger pipe is.
 */
export function PipeLinesFields({
  lines,
  material,
  materialLegend,
  calculatorType,
  tier,
  maxLines,
  dispatch,
  lineNotes,
  afterLines,
  summary,
  materials = PIPE_MATERIALS,
  lineMaterials,
  maxPipeSizeMm,
}: PipeLinesFieldsProps) {
  const policy = TIER_POLICY[tier];
  const isPlanLimited = maxPipeSizeMm === undefined;
  return (
    <div className="flex flex-col gap-4">
      {lineMaterials ? null : (
        <ChoiceGroup<PipeMaterial>
          legend={materialLegend}
          compact
          hint="Changing the material clears every size."
          value={material}
          onChange={(choice) => dispatch({ type: 'set-pipe-material', material: choice })}
          choices={materials.map((choice) => ({
            value: choice,
            label: MATERIAL_LABELS[choice],
          }))}
        />
      )}
      {lines.map((line, index) => (
        <PipeLineRow
          key={line.id}
          line={line}
          index={index}
          material={pipeLineMaterial(line, { pipeMaterial: material })}
          calculatorType={calculatorType}
          maxPipeSizeMm={maxPipeSizeMm ?? policy.maxPipeSizeMm}
          canRemove={lines.length > 1}
          note={lineNotes?.[index]}
          dispatch={dispatch}
          lineMaterials={lineMaterials}
        />
      ))}
      {afterLines}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          disabled={lines.length >= maxLines}
          onClick={() => dispatch({ type: 'add-pipe', id: createClientId() })}
        >
          <Plus aria-hidden="true" />
          Add Pipe Size
        </Button>
        {summary}
      </div>
      {isPlanLimited && (tier === 'free' || tier === 'basic') ? (
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
  );
}

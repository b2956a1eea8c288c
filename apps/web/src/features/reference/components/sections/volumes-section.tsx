import {
  COPPER_PIPE_VOLUMES,
  FITTINGS_ALLOWANCE_FRACTION,
  METER_PURGE_CYCLIC_MULTIPLIER,
  METER_VOLUMES,
  STEEL_PIPE_VOLUMES,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FlaggedFigure } from '../flagged-figure';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';
import { ReferenceTableGroup } from '../reference-table-group';

const fittingsMultiplier = formatExact(1 + FITTINGS_ALLOWANCE_FRACTION);
const fittingsPercent = formatExact(FITTINGS_ALLOWANCE_FRACTION * 100);

function availability(isIndustrialOnly: boolean): string {
  return isIndustrialOnly ? 'Industrial only' : 'Both';
}

/** Installation volume: the formula, pipe volumes per metre and meter volumes (standards.md §1). */
export function VolumesSection() {
  return (
    <ReferenceSection id="volumes" title="Installation volume">
      <FormulaBlock
        title="Installation volume"
        lines={[`IV = Σ(PV × L) × ${fittingsMultiplier} + Σ(MV × n)`]}
        symbols={[
          { symbol: 'IV', meaning: 'installation volume, m³' },
          { symbol: 'PV', meaning: 'pipe volume per metre for the size, m³/m (tables below)' },
          { symbol: 'L', meaning: 'length of the pipe run, m' },
          {
            symbol: fittingsMultiplier,
            meaning: `the pipework plus a ${fittingsPercent} % allowance for fittings, in every calculator`,
          },
          { symbol: 'MV', meaning: 'internal volume of a meter, m³ (meter table below)' },
          { symbol: 'n', meaning: 'number of meters of that type' },
        ]}
        source="standards.md §1"
      />
      <p className="mt-3 text-base text-slate-800">
        Results show the breakdown: pipework, fittings, meters and the total.
      </p>

      <ReferenceSubsection title="Pipe volume per metre">
        <ReferenceTableGroup>
          <ReferenceTable
            id="steel-pipe-volumes"
            caption="Steel pipe (medium series, BS EN 10255)"
            columns={['Nominal size (DN)', 'Volume (m³/m)', 'Calculator']}
            rows={STEEL_PIPE_VOLUMES.map((row) => ({
              key: String(row.nominalSizeMm),
              header: formatExact(row.nominalSizeMm),
              cells: [formatExact(row.volumeM3PerM), availability(row.isIndustrialOnly)],
            }))}
            note="Source: standards.md §1 (IGEM tabulated values, deliberately above the geometric bore). The same figures give the volume of a purge hose or vent stack. Both: the commercial and industrial calculators; the domestic calculator's sizes are under Domestic test."
          />
          <ReferenceTable
            id="copper-pipe-volumes"
            caption="Copper tube (BS EN 1057)"
            columns={['Size (mm)', 'Volume (m³/m)', 'Calculator']}
            rows={COPPER_PIPE_VOLUMES.map((row) => ({
              key: String(row.nominalSizeMm),
              header: row.isSingleSource ? (
                <FlaggedFigure figure={formatExact(row.nominalSizeMm)} reason="single source" />
              ) : (
                formatExact(row.nominalSizeMm)
              ),
              cells: [formatExact(row.volumeM3PerM), availability(row.isIndustrialOnly)],
            }))}
            note="Source: standards.md §1. * Single source: the figure rests on one published table. Both: the commercial and industrial calculators; the domestic calculator's sizes are under Domestic test."
          />
        </ReferenceTableGroup>
      </ReferenceSubsection>

      <ReferenceSubsection title="Gas meters">
        <ReferenceTable
          id="meter-volumes"
          caption="Meter volumes"
          columns={[
            'Meter',
            'Rated flow (m³/h)',
            'Internal volume (m³)',
            'Cyclic volume (m³)',
            'Purge volume (m³)',
          ]}
          rows={METER_VOLUMES.map((row) => ({
            key: row.meterType,
            header: row.label,
            cells: [
              formatExact(row.ratedFlowM3h),
              formatExact(row.internalVolumeM3),
              formatExact(row.cyclicVolumeM3),
              formatExact(METER_PURGE_CYCLIC_MULTIPLIER * row.cyclicVolumeM3),
            ],
          }))}
          note={`Source: standards.md §1. The internal volume is added to the installation volume; a meter's purge volume is ${formatExact(METER_PURGE_CYCLIC_MULTIPLIER)} × its cyclic volume.`}
        />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

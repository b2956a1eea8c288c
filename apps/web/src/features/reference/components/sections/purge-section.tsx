import {
  FITTINGS_ALLOWANCE_FRACTION,
  METER_PURGE_CYCLIC_MULTIPLIER,
  PURGE_GAS_CONTENT_LIMITS,
  PURGE_HOSE_STACK_SIZES_MM,
  PURGE_SAFETY_FACTORS,
  STEEL_PIPE_VOLUMES,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';
import { ReferenceTableGroup } from '../reference-table-group';
import { PurgeFlowTables } from './purge-flow-tables';

/** Hose and stack volume per metre is the steel pipe figure at the same size (standards.md §5). */
function hoseStackVolume(sizeMm: number): string {
  const row = STEEL_PIPE_VOLUMES.find((steel) => steel.nominalSizeMm === sizeMm);
  return row ? formatExact(row.volumeM3PerM) : '—';
}

const airToGas = PURGE_GAS_CONTENT_LIMITS['air-to-gas'].minimumPercent;
const gasToAir = PURGE_GAS_CONTENT_LIMITS['gas-to-air'].maximumPercent;

/** Purge volume, flow, time, purge point and verdict (standards.md §5). */
export function PurgeSection() {
  return (
    <ReferenceSection id="purge" title="Purge">
      <FormulaBlock
        title="Purge volume and maximum purge time"
        lines={[
          `PV = SF × (Σ Vp × ${formatExact(1 + FITTINGS_ALLOWANCE_FRACTION)} + Σ Vh) + ${formatExact(METER_PURGE_CYCLIC_MULTIPLIER)} × Σ(Vc × n)`,
          'Maximum purge time = PV / Qp × 60 min, shown as mm:ss',
        ]}
        symbols={[
          { symbol: 'PV', meaning: 'purge volume, m³' },
          { symbol: 'SF', meaning: 'safety factor (table below)' },
          {
            symbol: 'Vp',
            meaning: `pipe volume, m³; × ${formatExact(1 + FITTINGS_ALLOWANCE_FRACTION)} adds the fittings allowance`,
          },
          { symbol: 'Vh', meaning: 'purge hose and vent stack volume, m³ (table below)' },
          { symbol: 'Vc', meaning: 'cyclic volume of a meter, m³ (meter table)' },
          { symbol: 'n', meaning: 'number of meters of that type' },
          { symbol: 'Qp', meaning: 'minimum purge flow rate, m³/h (table below)' },
        ]}
        source="standards.md §5"
      />

      <ReferenceSubsection title="Safety factor, hoses and stacks">
        <ReferenceTableGroup>
          <ReferenceTable
            id="purge-safety-factors"
            caption="Purge safety factors"
            columns={['Safety factor', 'Use', 'Default']}
            rows={PURGE_SAFETY_FACTORS.map((row) => ({
              key: String(row.safetyFactor),
              header: formatExact(row.safetyFactor),
              cells: [row.label, row.isDefault ? 'Yes' : 'No'],
            }))}
            hasTextCells
            note="Source: standards.md §5."
          />
          <ReferenceTable
            id="purge-hose-stack"
            caption="Purge hose and vent stack sizes"
            columns={['Size (mm)', 'Volume (m³/m)']}
            rows={PURGE_HOSE_STACK_SIZES_MM.map((sizeMm) => ({
              key: String(sizeMm),
              header: formatExact(sizeMm),
              cells: [hoseStackVolume(sizeMm)],
            }))}
            note="Source: standards.md §5: the volume per metre is the steel pipe figure at the same size."
          />
        </ReferenceTableGroup>
      </ReferenceSubsection>

      <PurgeFlowTables />

      <ReferenceSubsection title="Verdict">
        <ReferenceTable
          id="purge-gas-content"
          caption="Purge gas content to pass (%)"
          columns={['Direction', 'Gas content']}
          rows={[
            { key: 'air-to-gas', header: 'Air to gas', cells: [`≥ ${formatExact(airToGas)}`] },
            { key: 'gas-to-air', header: 'Gas to air', cells: [`≤ ${formatExact(gasToAir)}`] },
          ]}
          note="Source: standards.md §5 (gas to air is single source). PASS needs a direction, both readings, a measured flow of at least Qp and the gas content above."
        />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

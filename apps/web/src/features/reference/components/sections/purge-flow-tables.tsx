import { COPPER_STEEL_EQUIVALENTS, PURGE_FLOW_RATES, PURGE_POINT_BORES } from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';
import { ReferenceTableGroup } from '../reference-table-group';

/** Qp and the purge-point bore by the largest pipe, and the copper-to-steel mapping (standards.md §5). */
export function PurgeFlowTables() {
  return (
    <ReferenceSubsection title="Flow rate and purge point">
      <p className="mt-2 text-base text-slate-800">
        Both are chosen by the largest pipe in the installation. Copper is first mapped to the steel
        size of equal or larger bore.
      </p>
      <ReferenceTableGroup>
        <ReferenceTable
          id="purge-flow-rates"
          caption="Minimum purge flow rate (Qp) by largest pipe"
          columns={['Steel size (DN)', 'Qp (m³/h)']}
          rows={PURGE_FLOW_RATES.map((row) => ({
            key: String(row.nominalSizeMm),
            header: formatExact(row.nominalSizeMm),
            cells: [formatExact(row.minimumFlowM3h)],
          }))}
          note="Source: standards.md §5. A size with no row takes the next larger row, never a smaller one (DN 15 uses DN 20, DN 65 uses DN 80)."
        />
        <ReferenceTable
          id="purge-point-bores"
          caption="Purge-point bore by largest pipe"
          columns={['Steel size up to (DN)', 'Bore (mm)']}
          rows={PURGE_POINT_BORES.map((row) => ({
            key: String(row.nominalSizeUpToMm),
            header: formatExact(row.nominalSizeUpToMm),
            cells: [formatExact(row.boreMm)],
          }))}
          note="Source: standards.md §5. The first row whose size is at least the largest pipe's."
        />
        <ReferenceTable
          id="copper-steel-equivalents"
          caption="Copper tube to steel size for purging"
          columns={['Copper (mm)', 'Steel (DN)']}
          rows={COPPER_STEEL_EQUIVALENTS.map((row) => ({
            key: String(row.copperSizeMm),
            header: formatExact(row.copperSizeMm),
            cells: [formatExact(row.steelNominalSizeMm)],
          }))}
          note="Source: standards.md §5."
        />
      </ReferenceTableGroup>
    </ReferenceSubsection>
  );
}

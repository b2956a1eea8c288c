import {
  DOMESTIC_GAS_FAMILIES,
  DOMESTIC_GAS_FAMILY,
  DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_TEST,
  GAS_TYPES,
  GAUGE_TYPES,
  GAUGES,
  SMELL_OF_GAS_NOTE,
  type DomesticGasFamily,
  type GaugeType,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';
import { ReferenceTableGroup } from '../reference-table-group';

const testMin = formatExact(DOMESTIC_TEST.testDurationMin);

/** The smallest movement a gauge shows that counts; undefined: the gauge cannot be used. */
function perceptibleMovementMbar(gaugeType: GaugeType): number | undefined {
  const figures: Partial<Record<GaugeType, number>> = DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR;
  return figures[gaugeType];
}

/** When the band's drop applies, and what a drop leads to (standards.md §7.8). */
const RULES = [
  'The drops below apply only to an existing installation tested with its appliances connected. An installation volume exactly on a bound reads that row.',
  'New pipework, or any test made with no appliances connected: no perceptible movement is allowed.',
  'A drop within the band that is perceptible (at or above the figure for your gauge) calls for a retest of the pipework alone, appliances isolated; any perceptible movement in that retest is a FAIL. A drop below the figure for your gauge needs no retest. A drop above the band is a FAIL.',
  SMELL_OF_GAS_NOTE,
  'The verdict is FAIL if any part failed (let-by, test, retest, smell of gas), otherwise PENDING while a reading is missing, otherwise PASS.',
] as const;

function DropTable({ family }: { family: DomesticGasFamily }) {
  return (
    <ReferenceTable
      id={`domestic-drops-${family.toLowerCase().replace(/[^a-z]+/g, '-')}`}
      caption={`${family}: largest drop in ${testMin} minutes (mbar)`}
      columns={['Installation volume up to (m³)', 'Largest drop (mbar)']}
      rows={DOMESTIC_PERMISSIBLE_DROPS.filter((row) => row.gasFamily === family).map((row) => ({
        key: String(row.ivUpToM3),
        header: formatExact(row.ivUpToM3),
        cells: [
          row.maxDropMbar === null ? 'No perceptible movement' : formatExact(row.maxDropMbar),
        ],
      }))}
      note="Source: standards.md §7.7."
    />
  );
}

/** Perceptible movement and the maximum permissible drop (standards.md §7.6–§7.8). */
export function DomesticDropsSubsection() {
  return (
    <>
      <ReferenceSubsection title="Perceptible movement">
        <p className="mt-2 max-w-3xl text-base text-slate-800">
          &lsquo;No perceptible movement&rsquo; is met only by a drop below the figure for the gauge
          used: a drop equal to it is perceptible.
        </p>
        <ReferenceTable
          id="domestic-perceptible-movement"
          caption="Perceptible movement by gauge"
          columns={['Gauge', 'Perceptible movement (mbar)']}
          rows={GAUGE_TYPES.map((gaugeType) => {
            const movementMbar = perceptibleMovementMbar(gaugeType);
            return {
              key: gaugeType,
              header: GAUGES[gaugeType].label,
              cells: [movementMbar === undefined ? 'Cannot be used' : formatExact(movementMbar)],
            };
          })}
          note={`Source: standards.md §7.6. A gauge reading only to ${formatExact(GAUGES.electronic05.grmMbar)} mbar cannot show a perceptible movement: use a water gauge or an electronic gauge reading to ${formatExact(GAUGES.electronic01.grmMbar)} mbar.`}
        />
      </ReferenceSubsection>

      <ReferenceSubsection title="Maximum permissible pressure drop">
        <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-base text-slate-800">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">Source: standards.md §7.8.</p>
        <ReferenceTableGroup>
          <ReferenceTable
            id="domestic-gas-families"
            caption="Drop table for each gas"
            columns={['Gas', 'Reads the table for']}
            rows={GAS_TYPES.map((gas) => ({
              key: gas,
              header: gas,
              cells: [DOMESTIC_GAS_FAMILY[gas]],
            }))}
            hasTextCells
            note="Source: standards.md §7.7."
          />
          {DOMESTIC_GAS_FAMILIES.map((family) => (
            <DropTable key={family} family={family} />
          ))}
        </ReferenceTableGroup>
      </ReferenceSubsection>
    </>
  );
}

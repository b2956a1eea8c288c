import {
  GAS_FACTORS,
  MAPD_ROOM_VOLUME_COLUMNS_M3,
  MAPD_TABLE,
  MPLR_NATURAL_GAS,
} from '@pipeproof/engine';
import { formatExact, formatFixed } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceTable } from '../reference-table';

const smallestRoomM3 = formatExact(MAPD_ROOM_VOLUME_COLUMNS_M3[0] ?? 0);

/** The MAPD formula and the table the engine generates from it (standards.md §3). */
export function MapdSubsection() {
  return (
    <>
      <FormulaBlock
        title="Maximum allowable pressure drop (MAPD), existing installations"
        lines={[
          `MAPD = ${formatExact(MPLR_NATURAL_GAS.typeBM3hPerRoomM3)} × RV × TTDair / (${formatExact(GAS_FACTORS['Natural Gas'].f3Air)} × IVband)`,
        ]}
        symbols={[
          { symbol: 'RV', meaning: 'room volume of the smallest occupied space, m³ (a column)' },
          { symbol: 'IVband', meaning: 'upper bound of the installation volume band, m³ (a row)' },
          { symbol: 'TTDair', meaning: 'the air-test duration for that band, minutes' },
        ]}
        source="standards.md §3"
      />
      <p className="mt-3 text-base text-slate-800">
        One table whatever the test medium: the air-test figures are the conservative choice.
        Rounded down to 0.1 mbar. A room smaller than {smallestRoomM3} m³ uses the {smallestRoomM3}{' '}
        m³ column; a room between two columns uses the lower one. The first row (up to{' '}
        {formatFixed(MAPD_TABLE[0]?.ivUpToM3 ?? 0, 2)} m³) is capped by the published row: where the
        formula gives more than the published figure, the published figure is used.
      </p>
      <ReferenceTable
        id="mapd"
        caption="Maximum allowable pressure drop (mbar) by installation volume and room volume (m³)"
        columns={[
          'IV up to (m³)',
          'TTD air (min)',
          ...MAPD_ROOM_VOLUME_COLUMNS_M3.map((roomM3) => `RV ${formatExact(roomM3)}`),
        ]}
        rows={MAPD_TABLE.map((row) => ({
          key: String(row.ivUpToM3),
          header: formatFixed(row.ivUpToM3, 2),
          cells: [
            formatExact(row.airDurationMin),
            ...row.maxDropsMbar.map((dropMbar) => formatFixed(dropMbar, 1)),
          ],
        }))}
        hasStickyRowHeaders
        note="Source: standards.md §3. Scroll the table sideways for larger rooms."
      />
    </>
  );
}

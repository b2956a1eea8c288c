import {
  AREA_TYPE_FACTORS,
  AREA_TYPE_LABELS,
  MPLR_TABLE,
  TIGHTNESS_TEST_RULES,
  TYPE_B_ROOM_VOLUME_M3,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FlaggedFigure } from '../flagged-figure';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';

const TYPE_B = formatExact(AREA_TYPE_FACTORS.typeBRoomVolumeFactorM3);
const TYPE_C = formatExact(AREA_TYPE_FACTORS.typeCFactor);

/** The TTD formula for each area type, with the engine's factors (standards.md §3). */
const DURATION_LINES = [
  `New, and existing Type A: TTD = GRM × IV × F1`,
  `Existing Type B: TTD = ${TYPE_B} × GRM × IV × F1 / RV`,
  `Existing Type C: TTD = ${TYPE_C} × GRM × IV × F1`,
] as const;

/** IGE/UP/1 tightness test: pressure, duration, MPLR, leak rate and verdict (standards.md §3). */
export function IndustrialTightnessSection() {
  return (
    <ReferenceSection id="tightness-industrial" title="Tightness test (IGE/UP/1, industrial)">
      <FormulaBlock
        title="Test pressure and stabilisation"
        lines={[
          `TP = max(MOP, ${formatExact(TIGHTNESS_TEST_RULES.minimumTestPressureMbar)}) mbar`,
          `Stabilisation = max(${formatExact(TIGHTNESS_TEST_RULES.minimumStabilisationMin.industrial)}, TTD) min`,
        ]}
        symbols={[
          { symbol: 'TP', meaning: 'tightness test pressure, mbar' },
          { symbol: 'MOP', meaning: 'maximum operating pressure, mbar' },
          { symbol: 'TTD', meaning: 'tightness test duration, minutes (below)' },
        ]}
        source="standards.md §3"
      />

      <ReferenceSubsection title="Test duration">
        <p className="mt-2 text-base text-slate-800">
          Existing installations are classed by the room they are in:{' '}
          {Object.values(AREA_TYPE_LABELS).join('; ')}.
        </p>
        <FormulaBlock
          title="Tightness test duration (TTD), minutes"
          lines={DURATION_LINES}
          symbols={[
            { symbol: 'GRM', meaning: 'gauge readable movement, mbar (gauge table)' },
            { symbol: 'IV', meaning: 'installation volume, m³' },
            { symbol: 'F1', meaning: 'factor for the gas and test medium (gas factor table)' },
            { symbol: 'RV', meaning: 'room volume of the smallest occupied space, m³' },
          ]}
          source="standards.md §3"
        />
        <p className="mt-3 text-base text-slate-800">
          Rounded up to a whole minute, at least{' '}
          {formatExact(TIGHTNESS_TEST_RULES.minimumDurationMin)} minutes. Type B needs a room volume
          from {formatExact(TYPE_B_ROOM_VOLUME_M3.min)} m³ up to, but not including,{' '}
          {formatExact(TYPE_B_ROOM_VOLUME_M3.maxExclusive)} m³; a larger room is Type C.
        </p>
      </ReferenceSubsection>

      <ReferenceSubsection title="Maximum permitted leak rate">
        <ReferenceTable
          id="mplr"
          caption="Maximum permitted leak rate (MPLR) by gas and area type (m³/h)"
          columns={['Gas', 'New, or existing Type A', 'Existing Type B, × RV', 'Existing Type C']}
          rows={MPLR_TABLE.map((row) => ({
            key: row.gasType,
            header: row.isPublished ? (
              row.gasType
            ) : (
              <FlaggedFigure figure={row.gasType} reason="derived" />
            ),
            cells: [row.newOrTypeAM3h, row.typeBM3hPerRoomM3, row.typeCM3h].map(formatExact),
          }))}
          note={`Source: standards.md §3. Natural Gas figures are published. * Derived rows are F3(air) / F1(air) × 1, × 1 / ${TYPE_B} and × 1 / ${TYPE_C}, each rounded down to 3 significant figures: the calculations use the figures shown. Type B: multiply by the room volume in m³.`}
        />
        <FormulaBlock
          title="Leak rate, maximum permitted drop and verdict"
          lines={[
            'LR = F3 × PD × IV / TTD',
            'PDmax = MPLR × TTD / (F3 × IV)',
            'PASS when LR ≤ MPLR, that is PD ≤ PDmax',
          ]}
          symbols={[
            {
              symbol: 'LR',
              meaning:
                "leak rate, m³/h, rounded up to 3 significant figures and to the MPLR's decimal places",
            },
            { symbol: 'F3', meaning: 'factor for the gas and test medium (gas factor table)' },
            { symbol: 'PD', meaning: 'the actual pressure drop over the test, mbar' },
            { symbol: 'IV', meaning: 'installation volume, m³' },
            { symbol: 'TTD', meaning: 'the test duration actually used, minutes' },
            { symbol: 'MPLR', meaning: 'maximum permitted leak rate, m³/h (table above)' },
            { symbol: 'PDmax', meaning: 'maximum permitted pressure drop, mbar' },
          ]}
          source="standards.md §3"
        />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

import {
  COMMERCIAL_EXISTING_TTD_TABLE,
  COMMERCIAL_NEW_TTD_DIVISOR_M3,
  COMMERCIAL_NEW_TTD_MINIMUM_MIN,
  COMMERCIAL_NEW_TTD_TABLE,
  GAUGES,
  MPLR_NATURAL_GAS,
  TIGHTNESS_TEST_RULES,
} from '@pipeproof/engine';
import { formatExact, formatFixed } from '../../utils/format-reference-number';
import { FlaggedFigure } from '../flagged-figure';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';
import { MapdSubsection } from './mapd-subsection';

// The new-installation table has one column per gauge readable movement (standards.md §3).
const GRM_05 = GAUGES.water;
const GRM_01 = GAUGES.electronic01;
/** The largest volume a GRM 0.5 gauge can test within its maximum duration. */
const GRM_05_LIMIT_M3 = Math.max(
  ...COMMERCIAL_NEW_TTD_TABLE.filter(
    (row) => row.grm05DurationMin <= GRM_05.maxTestDurationMin,
  ).map((row) => row.ivUpToM3),
);

/** A duration, flagged when it is longer than the gauge may be used for (standards.md §2). */
function DurationCell({ durationMin, maxMin }: { durationMin: number; maxMin: number }) {
  if (durationMin <= maxMin) return formatExact(durationMin);
  return <FlaggedFigure figure={formatExact(durationMin)} reason="over the gauge maximum" />;
}

/** IGE/UP/1A tightness test: durations for new and existing installations (standards.md §3). */
export function CommercialTightnessSection() {
  return (
    <ReferenceSection id="tightness-commercial" title="Tightness test (IGE/UP/1A, commercial)">
      <FormulaBlock
        title="Test pressure and stabilisation"
        lines={[
          `TP = max(MOP, ${formatExact(TIGHTNESS_TEST_RULES.minimumTestPressureMbar)}) mbar; MOP left blank = ${formatExact(TIGHTNESS_TEST_RULES.commercialDefaultMopMbar)} mbar`,
          `Stabilisation = max(${formatExact(TIGHTNESS_TEST_RULES.minimumStabilisationMin.commercial)}, TTD) min`,
        ]}
        symbols={[
          { symbol: 'TP', meaning: 'tightness test pressure, mbar' },
          { symbol: 'MOP', meaning: 'maximum operating pressure, mbar' },
          { symbol: 'TTD', meaning: 'tightness test duration, minutes (tables below)' },
        ]}
        source="standards.md §3"
      />

      <ReferenceSubsection title="New installations">
        <FormulaBlock
          title="Test duration, new installations"
          lines={[
            `TTD = max(${formatExact(COMMERCIAL_NEW_TTD_MINIMUM_MIN)}, ⌈GRM × IVrow / ${formatExact(COMMERCIAL_NEW_TTD_DIVISOR_M3)}⌉) min`,
            `PASS when PD ≤ PDmax, with MPLR = ${formatExact(MPLR_NATURAL_GAS.newOrTypeAM3h)} m³/h (as industrial Type A)`,
          ]}
          symbols={[
            { symbol: 'GRM', meaning: 'gauge readable movement, mbar' },
            {
              symbol: 'IVrow',
              meaning: 'the first row below whose upper bound is at least the installation volume',
            },
            { symbol: '⌈ ⌉', meaning: 'rounded up to a whole minute' },
            { symbol: 'PD, PDmax', meaning: 'actual and maximum permitted pressure drop, mbar' },
          ]}
          source="standards.md §3"
        />
        <ReferenceTable
          id="commercial-new-ttd"
          caption="Test duration, new installations (minutes)"
          columns={[
            'Installation volume up to (m³)',
            `GRM ${formatExact(GRM_05.grmMbar)} gauge`,
            `GRM ${formatExact(GRM_01.grmMbar)} gauge`,
          ]}
          rows={COMMERCIAL_NEW_TTD_TABLE.map((row) => ({
            key: String(row.ivUpToM3),
            header: formatFixed(row.ivUpToM3, 2),
            cells: [
              <DurationCell
                durationMin={row.grm05DurationMin}
                maxMin={GRM_05.maxTestDurationMin}
              />,
              <DurationCell
                durationMin={row.grm01DurationMin}
                maxMin={GRM_01.maxTestDurationMin}
              />,
            ],
          }))}
          note={`Source: standards.md §3. * Longer than a GRM ${formatExact(GRM_05.grmMbar)} gauge may be used for (${formatExact(GRM_05.maxTestDurationMin)} minutes): above ${formatFixed(GRM_05_LIMIT_M3, 2)} m³ use a GRM ${formatExact(GRM_01.grmMbar)} gauge.`}
        />
      </ReferenceSubsection>

      <ReferenceSubsection title="Existing installations">
        <ReferenceTable
          id="commercial-existing-ttd"
          caption="Test duration, existing installations (minutes)"
          columns={['Installation volume up to (m³)', 'Tested with air', 'Tested with Natural Gas']}
          rows={COMMERCIAL_EXISTING_TTD_TABLE.map((row) => ({
            key: String(row.ivUpToM3),
            header: formatFixed(row.ivUpToM3, 2),
            cells: [formatExact(row.airDurationMin), formatExact(row.naturalGasDurationMin)],
          }))}
          note="Source: standards.md §3. An existing installation passes when the actual drop is at most the maximum allowable pressure drop (MAPD) below."
        />
        <MapdSubsection />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

import {
  COMMERCIAL_LET_BY_DURATION_TABLE,
  LET_BY_TEST_RULES,
  TIGHTNESS_TEST_RULES,
} from '@pipeproof/engine';
import { formatExact, formatFixed } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection } from '../reference-section';
import { ReferenceTable } from '../reference-table';

/** Let-by test of an existing installation, before its tightness test (standards.md §3). */
export function LetBySection() {
  return (
    <ReferenceSection id="let-by" title="Let-by test (existing installations)">
      <FormulaBlock
        title="Let-by test pressure, duration and verdict"
        lines={[
          `Let-by pressure = ${formatExact(LET_BY_TEST_RULES.pressureFractionOfMop)} × MOP`,
          `Industrial: duration = TTD (at least ${formatExact(TIGHTNESS_TEST_RULES.minimumDurationMin)} min)`,
          `PASS when the pressure rise ≤ ${formatExact(LET_BY_TEST_RULES.maxRiseMbar)} mbar`,
        ]}
        symbols={[
          { symbol: 'MOP', meaning: 'maximum operating pressure, mbar' },
          { symbol: 'TTD', meaning: 'the tightness test duration, minutes' },
        ]}
        source="standards.md §3"
      />
      <ReferenceTable
        id="commercial-let-by"
        caption="Let-by test duration, commercial (minutes)"
        columns={['Installation volume up to (m³)', 'Duration']}
        rows={COMMERCIAL_LET_BY_DURATION_TABLE.map((row) => ({
          key: String(row.ivUpToM3),
          header: formatFixed(row.ivUpToM3, 2),
          cells: [formatExact(row.durationMin)],
        }))}
        note="Source: standards.md §3. The let-by test comes first; the tightness test follows only when it passes."
      />
    </ReferenceSection>
  );
}

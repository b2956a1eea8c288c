import {
  IGE_CALCULATOR_TYPES,
  STRENGTH_TEST_RULES,
  type IgeCalculatorType,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection } from '../reference-section';
import { ReferenceTable, type ReferenceRow } from '../reference-table';

const COLUMN_TITLES = {
  commercial: 'Commercial (IGE/UP/1A)',
  industrial: 'Industrial (IGE/UP/1)',
} as const satisfies Record<IgeCalculatorType, string>;

const rules = IGE_CALCULATOR_TYPES.map((calculatorType) => STRENGTH_TEST_RULES[calculatorType]);

/** The longer stabilisation from a MOP threshold, where a calculator has one (industrial). */
function highMopRows(): ReferenceRow[] {
  const thresholds = [
    ...new Set(rules.flatMap((rule) => rule.highMopStabilisation?.fromMopMbar ?? [])),
  ];
  return thresholds.map((fromMopMbar) => ({
    key: `stabilisation-${fromMopMbar}`,
    header: `Stabilisation, MOP ≥ ${formatExact(fromMopMbar)} mbar (min)`,
    cells: rules.map((rule) =>
      formatExact(
        rule.highMopStabilisation && fromMopMbar >= rule.highMopStabilisation.fromMopMbar
          ? rule.highMopStabilisation.stabilisationMin
          : rule.stabilisationMin,
      ),
    ),
  }));
}

/** One row per rule, one column per calculator. */
const ROWS: readonly ReferenceRow[] = [
  {
    key: 'minimum',
    header: 'Minimum STP (mbar)',
    cells: rules.map((rule) => formatExact(rule.minimumPressureMbar)),
  },
  {
    key: 'mop',
    header: 'MOP multiplier',
    cells: rules.map((rule) => formatExact(rule.mopMultiplier)),
  },
  {
    key: 'mip',
    header: 'MIP multiplier',
    cells: rules.map((rule) => formatExact(rule.mipMultiplier)),
  },
  {
    key: 'stabilisation',
    header: 'Stabilisation (min)',
    cells: rules.map((rule) => formatExact(rule.stabilisationMin)),
  },
  ...highMopRows(),
  {
    key: 'duration',
    header: 'Test duration (min)',
    cells: rules.map((rule) => formatExact(rule.testDurationMin)),
  },
  {
    key: 'drop',
    header: 'Largest drop (% of STP)',
    cells: rules.map((rule) => formatExact(rule.maxDropPercent)),
  },
];

/** Strength test of new installations (standards.md §4). */
export function StrengthSection() {
  return (
    <ReferenceSection id="strength" title="Strength test (new installations)">
      <FormulaBlock
        title="Strength test pressure and verdict"
        lines={[
          ...IGE_CALCULATOR_TYPES.map((type) => {
            const rule = STRENGTH_TEST_RULES[type];
            return `${COLUMN_TITLES[type]}: STP = max(${formatExact(rule.minimumPressureMbar)}, ${formatExact(rule.mopMultiplier)} × MOP, ${formatExact(rule.mipMultiplier)} × MIP)`;
          }),
          'Drop % = PD / STP × 100; PASS when drop % ≤ the largest drop in the table',
        ]}
        symbols={[
          { symbol: 'STP', meaning: 'strength test pressure, mbar' },
          { symbol: 'MOP', meaning: 'maximum operating pressure, mbar' },
          { symbol: 'MIP', meaning: 'maximum incidental pressure, mbar (when given)' },
          { symbol: 'PD', meaning: 'the actual pressure drop over the test, mbar' },
        ]}
        source="standards.md §4"
      />
      <ReferenceTable
        id="strength-rules"
        caption="Strength test rules by calculator"
        columns={['Rule', ...IGE_CALCULATOR_TYPES.map((type) => COLUMN_TITLES[type])]}
        rows={ROWS}
        note="Source: standards.md §4. These rules are single source: they are kept in one engine table so they can be revised in one place."
      />
    </ReferenceSection>
  );
}

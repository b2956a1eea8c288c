import {
  DOMESTIC_GAS_FAMILIES,
  DOMESTIC_TEST,
  assertNever,
  type DomesticGasFamily,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';

const T = DOMESTIC_TEST;

function testPressureCell(family: DomesticGasFamily): string {
  switch (family) {
    case 'Natural Gas':
      return `${formatExact(T.naturalGasTestPressureMbar)} (not below ${formatExact(T.naturalGasMinTestPressureMbar)})`;
    case 'LPG':
    case 'LPG/Air':
      return 'Operating pressure (engineer input)';
    /* v8 ignore next -- exhaustive switch: a new gas family fails to compile until handled */
    default:
      return assertNever(family);
  }
}

function stabilisationCell(family: DomesticGasFamily): string {
  switch (family) {
    case 'Natural Gas':
      return formatExact(T.naturalGasStabilisationMin);
    case 'LPG':
    case 'LPG/Air':
      return `${formatExact(T.lpgMinStabilisationMin)} to ${formatExact(T.lpgMaxStabilisationMin)} (default ${formatExact(T.lpgDefaultStabilisationMin)})`;
    /* v8 ignore next -- exhaustive switch: a new gas family fails to compile until handled */
    default:
      return assertNever(family);
  }
}

/** Let-by test, test pressure, stabilisation and test duration (standards.md §7.3–§7.5). */
export function DomesticProcedureSubsection() {
  return (
    <ReferenceSubsection title="Let-by test, test pressure and timing">
      <FormulaBlock
        title="Let-by test, every domestic test (new or existing)"
        lines={[
          `Let-by pressure ${formatExact(T.letByMinPressureMbar)} to ${formatExact(T.letByMaxPressureMbar)} mbar for ${formatExact(T.letByDurationMin)} min`,
          `PASS when the rise ≤ ${formatExact(T.letByMaxRiseMbar)} mbar: any rise is a FAIL`,
        ]}
        symbols={[]}
        source="standards.md §7.3"
      />
      <ReferenceTable
        id="domestic-timing"
        caption="Domestic tightness test pressure and timing by gas"
        columns={['Gas', 'Test pressure (mbar)', 'Stabilisation (min)', 'Test (min)']}
        rows={DOMESTIC_GAS_FAMILIES.map((family) => ({
          key: family,
          header: family,
          cells: [
            testPressureCell(family),
            stabilisationCell(family),
            formatExact(T.testDurationMin),
          ],
        }))}
        hasTextCells
        note={`Source: standards.md §7.4 and §7.5. Natural Gas: if ${formatExact(T.naturalGasTestPressureMbar)} mbar cannot be reached, test at no less than ${formatExact(T.naturalGasMinTestPressureMbar)} mbar. LPG and LPG/Air: no source gave a figure, so you enter the installation's normal operating pressure (above ${formatExact(T.maxLpgTestPressureMbar)} mbar is refused as a typing slip, an input limit rather than a figure from the standard), and a stabilisation of whole minutes in the range, ${formatExact(T.lpgDefaultStabilisationMin)} if left blank.`}
      />
    </ReferenceSubsection>
  );
}

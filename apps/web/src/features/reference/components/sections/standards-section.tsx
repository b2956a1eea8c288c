import {
  COMMERCIAL_SCOPE,
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_TERRITORY,
  DOMESTIC_TEST,
  GAS_TYPES,
  INPUT_LIMITS,
  STEEL_PIPE_VOLUMES,
  COPPER_PIPE_VOLUMES,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';

const NATURAL_GAS_DROPS = DOMESTIC_PERMISSIBLE_DROPS.filter(
  (row) => row.gasFamily === 'Natural Gas',
);

const largestSteelMm = Math.max(...STEEL_PIPE_VOLUMES.map((row) => row.nominalSizeMm));
const largestCopperMm = Math.max(...COPPER_PIPE_VOLUMES.map((row) => row.nominalSizeMm));

interface StandardScope {
  code: string;
  usedBy: string;
  scope: readonly string[];
}

const STANDARDS: readonly StandardScope[] = [
  {
    code: 'IGE/UP/1 Edition 2 +A: 2005',
    usedBy: 'Industrial calculator',
    scope: [
      'Strength testing, tightness testing and direct purging of industrial and commercial gas installations of any installation volume.',
      `All five gases: ${GAS_TYPES.join(', ')}.`,
      `Steel pipe to DN ${largestSteelMm} and copper tube to ${largestCopperMm} mm; maximum operating pressure up to ${formatExact(INPUT_LIMITS.maxOperatingPressureMbar)} mbar.`,
      'Existing installations are classed Type A, B or C by the room they are in (see the tightness test).',
    ],
  },
  {
    code: 'IGE/UP/1A',
    usedBy: 'Commercial calculator',
    scope: [
      `Small, low-pressure installations: installation volume up to ${formatExact(COMMERCIAL_SCOPE.maxInstallationVolumeM3)} m³ and operating pressure up to ${formatExact(COMMERCIAL_SCOPE.maxOperatingPressureMbar)} mbar.`,
      `${COMMERCIAL_SCOPE.gasType} only: that is the standard's scope.`,
      `Above ${formatExact(COMMERCIAL_SCOPE.maxInstallationVolumeM3)} m³ the commercial calculator stops and sends you to the industrial one; above ${formatExact(COMMERCIAL_SCOPE.maxOperatingPressureMbar)} mbar it warns you to use it.`,
    ],
  },
  {
    code: 'IGEM/UP/1B Edition 4',
    usedBy: 'Not calculated in this release',
    scope: [
      `Domestic-size installations: installation volume up to ${formatExact(DOMESTIC_TERRITORY.maxInstallationVolumeM3)} m³ with no pipe larger than ${formatExact(DOMESTIC_TERRITORY.maxNominalSizeMm)} mm and no meter larger than ${formatExact(DOMESTIC_TERRITORY.maxMeterFlowM3h)} m³/h.`,
      'The calculators tell you when an installation falls in this territory; test it to IGEM/UP/1B.',
    ],
  },
];

/** The standards, their scope and where each applies (standards.md §2, §6, §7). */
export function StandardsSection() {
  return (
    <ReferenceSection id="standards" title="Reference standards and scope">
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {STANDARDS.map((standard) => (
          <li
            key={standard.code}
            className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-bold text-slate-900">{standard.code}</h3>
            <p className="mt-1 text-sm font-semibold text-orange-800">{standard.usedBy}</p>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-base text-slate-800">
              {standard.scope.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">Source: standards.md §2, §6 and §7.</p>

      <ReferenceSubsection title="Domestic permissible pressure drop (IGEM/UP/1B)">
        <p className="mt-2 text-base text-slate-800">
          Kept for reference: a {formatExact(DOMESTIC_TEST.testDurationMin)}-minute tightness test
          of a {COMMERCIAL_SCOPE.gasType} installation at{' '}
          {formatExact(DOMESTIC_TEST.naturalGasTestPressureMbar)} mbar.
        </p>
        <ReferenceTable
          id="domestic-drops"
          caption="Domestic permissible pressure drop, Natural Gas"
          columns={['Installation volume up to (m³)', 'Permissible drop (mbar)']}
          rows={NATURAL_GAS_DROPS.map((row) => ({
            key: String(row.ivUpToM3),
            header: formatExact(row.ivUpToM3),
            cells: [formatExact(row.maxDropMbar)],
          }))}
          note="Source: standards.md §7. Not used by any calculation in this release."
        />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

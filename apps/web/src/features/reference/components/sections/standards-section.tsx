import {
  COMMERCIAL_SCOPE,
  DOMESTIC_MAX_PIPE_SIZE_MM,
  DOMESTIC_TEST,
  GAS_TYPES,
  INPUT_LIMITS,
  STEEL_PIPE_VOLUMES,
  COPPER_PIPE_VOLUMES,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceSection } from '../reference-section';

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
    usedBy: 'Domestic calculator',
    scope: [
      `Installation volume up to ${formatExact(DOMESTIC_TEST.maxInstallationVolumeM3)} m³, a meter up to U16, pipe up to ${formatExact(DOMESTIC_MAX_PIPE_SIZE_MM.copper)} mm copper, ${formatExact(DOMESTIC_MAX_PIPE_SIZE_MM.steel)} mm steel or CSST, or ${formatExact(DOMESTIC_MAX_PIPE_SIZE_MM.pe)} mm PE.`,
      `All five gases: ${GAS_TYPES.join(', ')}.`,
      `Above ${formatExact(DOMESTIC_TEST.maxInstallationVolumeM3)} m³ the test is not permitted: use the commercial calculator. The commercial and industrial calculators say when an installation is small enough for IGEM/UP/1B.`,
      'Edition 4 (March 2026) replaces Edition 3. Its figures come from public material: check them against your copy (see the domestic test).',
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
    </ReferenceSection>
  );
}

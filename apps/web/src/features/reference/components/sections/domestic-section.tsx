import {
  DOMESTIC_MAX_PIPE_SIZE_MM,
  DOMESTIC_METER_TYPES,
  DOMESTIC_TEST,
  FITTINGS_ALLOWANCE_FRACTION,
  GAS_TYPES,
  METER_VOLUMES,
} from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { FormulaBlock } from '../formula-block';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { CheckYourCopyNotice } from './check-your-copy-notice';
import { DomesticDropsSubsection } from './domestic-drops-subsection';
import { DomesticPipeVolumesTable } from './domestic-pipe-volumes-table';
import { DomesticProcedureSubsection } from './domestic-procedure-subsection';

const maxVolume = formatExact(DOMESTIC_TEST.maxInstallationVolumeM3);
const maxSize = DOMESTIC_MAX_PIPE_SIZE_MM;
const meters = METER_VOLUMES.filter((row) =>
  (DOMESTIC_METER_TYPES as readonly string[]).includes(row.meterType),
);
const largestMeterFlowM3h = Math.max(...meters.map((row) => row.ratedFlowM3h));

const SCOPE = [
  `Gases: ${GAS_TYPES.join(', ')}.`,
  `Installation volume up to ${maxVolume} m³.`,
  `A meter rated at up to ${formatExact(largestMeterFlowM3h)} m³/h (${meters.map((row) => row.label).join(', ')}), or no meter.`,
  `Pipe no larger than ${formatExact(maxSize.copper)} mm copper, ${formatExact(maxSize.steel)} mm steel, ${formatExact(maxSize.csst)} mm CSST or ${formatExact(maxSize.pe)} mm PE: the sizes in the table below.`,
  `Above ${maxVolume} m³ the test is not permitted: the calculator gives the installation volume and sends you to the commercial calculator (IGE/UP/1A). A larger pipe or meter is refused with the same pointer.`,
  'No separate strength test and no purge hose or vent stack: the purge is a volume.',
] as const;

const fittingsMultiplier = formatExact(1 + FITTINGS_ALLOWANCE_FRACTION);

/** The domestic calculator: IGEM/UP/1B Edition 4 scope, volumes and procedure (standards.md §7). */
export function DomesticSection() {
  return (
    <ReferenceSection id="domestic" title="Domestic test (IGEM/UP/1B Edition 4)">
      <p className="mt-3 max-w-3xl text-base text-slate-800">
        The domestic calculator follows IGEM/UP/1B Edition 4, published in March 2026. Edition 3 was
        withdrawn on 30 September 2026, so only Edition 4 is used. One procedure: the let-by test,
        the {formatExact(DOMESTIC_TEST.testDurationMin)}-minute tightness test, a retest of the
        pipework alone where one is required, and the purge volume. Its figures are all in this
        section: the let-by, strength and purge sections above are the commercial and industrial
        calculators&apos;.
      </p>
      <CheckYourCopyNotice />

      <ReferenceSubsection title="Scope">
        <ul className="mt-3 list-disc space-y-2 pl-5 text-base text-slate-800">
          {SCOPE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">Source: standards.md §7.1.</p>
      </ReferenceSubsection>

      <ReferenceSubsection title="Volumes">
        <FormulaBlock
          title="Installation volume and purge volume"
          lines={[
            `IV = Σ(PV × L) × ${fittingsMultiplier} + MV`,
            `Purge volume = ${formatExact(DOMESTIC_TEST.purgeVolumeFactor)} × IV`,
          ]}
          symbols={[
            { symbol: 'IV', meaning: 'installation volume, m³, rounded up to 0.0001 m³' },
            { symbol: 'PV', meaning: 'pipe volume per metre for the size, m³/m (table below)' },
            { symbol: 'L', meaning: 'length of the pipe run, m' },
            {
              symbol: 'MV',
              meaning: 'internal volume of the meter, m³ (meter table, Installation volume)',
            },
          ]}
          source="standards.md §7.2 and §7.9"
        />
        <DomesticPipeVolumesTable />
      </ReferenceSubsection>

      <DomesticProcedureSubsection />
      <DomesticDropsSubsection />
    </ReferenceSection>
  );
}

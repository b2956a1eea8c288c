import {
  DOMESTIC_METER_LABELS,
  lookupMeter,
  type CalculationOutput,
  type MeterType,
  type PipeMaterial,
} from '@pipeproof/engine';
import type { CertificatePipeworkGroup, CertificateTable } from './certificate-document';
import { field } from './certificate-fields';
import type { CertificateTestInput } from './certificate-source';
import { formatNumber, formatVolume, formatVolumePart } from './format';

const MATERIAL_LABELS: Record<PipeMaterial, string> = {
  steel: 'Steel',
  copper: 'Copper',
  pe: 'PE (SDR 11)',
  csst: 'CSST',
};

function pipeworkTable(output: CalculationOutput): CertificateTable {
  return {
    caption: 'Pipework',
    columns: ['Material', 'Nominal size', 'Length', 'Volume'],
    rows: output.volume.pipeRuns.map((run) => [
      MATERIAL_LABELS[run.material],
      `${formatNumber(run.nominalSizeMm)} mm`,
      `${formatNumber(run.lengthM)} m`,
      formatVolumePart(run.volumeM3),
    ]),
  };
}

/** A domestic job's meters by the names /domestic offered them under (standards.md §7.2). */
function meterLabel(output: CalculationOutput, meterType: MeterType): string {
  const domestic: Partial<Record<MeterType, string>> = DOMESTIC_METER_LABELS;
  const label = output.calculatorType === 'domestic' ? domestic[meterType] : undefined;
  return label ?? lookupMeter(meterType, 'meterType').label;
}

function metersTable(output: CalculationOutput): CertificateTable | null {
  if (output.volume.meters.length === 0) return null;
  return {
    caption: 'Meters',
    columns: ['Meter', 'Quantity', 'Internal volume'],
    rows: output.volume.meters.map((meter) => [
      meterLabel(output, meter.meterType),
      formatNumber(meter.quantity),
      formatVolumePart(meter.volumeM3),
    ]),
  };
}

function hoseStackTable(output: CalculationOutput): CertificateTable | null {
  if (output.volume.hoseStacks.length === 0) return null;
  return {
    caption: 'Purge hoses and stacks',
    columns: ['Type', 'Nominal size', 'Length', 'Volume'],
    rows: output.volume.hoseStacks.map((line) => [
      line.type === 'hose' ? 'Hose' : 'Stack',
      `${formatNumber(line.nominalSizeMm)} mm`,
      `${formatNumber(line.lengthM)} m`,
      formatVolumePart(line.volumeM3),
    ]),
  };
}

function pipeworkGroup(
  outputs: readonly CalculationOutput[],
  appliesTo: string | null,
): CertificatePipeworkGroup {
  const output = outputs[0] as CalculationOutput;
  const { volume } = output;
  // Purge hoses and stacks are not part of the installation: shown from the purge that used them.
  const withHoses = outputs.find((item) => item.volume.hoseStacks.length > 0);
  return {
    appliesTo,
    tables: [
      pipeworkTable(output),
      metersTable(output),
      withHoses ? hoseStackTable(withHoses) : null,
    ].filter((table): table is CertificateTable => table !== null),
    volume: [
      field('Pipework', formatVolumePart(volume.pipeworkM3)),
      field('Fittings allowance (10 %)', formatVolumePart(volume.fittingsM3)),
      field('Meters', formatVolumePart(volume.metersM3)),
      field('Total installation volume', formatVolume(output.totalSystemVolume)),
    ],
  };
}

/**
 * The pipework, meters, hoses and volumes. Tests on the same pipes and meters share one group
 * (compared as the engine read them); `outputs` are the engine's, one per test, in order.
 */
export function pipeworkGroups(
  tests: readonly CertificateTestInput[],
  outputs: readonly CalculationOutput[],
): CertificatePipeworkGroup[] {
  const groups = new Map<string, { outputs: CalculationOutput[]; titles: string[] }>();
  outputs.forEach((output, index) => {
    const key = JSON.stringify([output.volume.pipeRuns, output.volume.meters]);
    const title = tests[index]?.testName ?? '';
    const group = groups.get(key);
    if (group) {
      group.outputs.push(output);
      group.titles.push(title);
    } else {
      groups.set(key, { outputs: [output], titles: [title] });
    }
  });
  const all = [...groups.values()];
  return all.map((group) =>
    pipeworkGroup(group.outputs, all.length === 1 ? null : group.titles.join(', ')),
  );
}

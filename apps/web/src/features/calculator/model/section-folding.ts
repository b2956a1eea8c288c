import {
  arePipeLengthsInRange,
  formatGauge,
  hasPipeConfiguration,
  MATERIAL_LABELS,
  METER_CHOICES,
  TEST_MEDIUM_LABELS,
} from '../../calculator-core';
import type { CalculatorDraft } from './calculator-draft';
import { PURGE_DIRECTION_LABELS } from './option-labels';
import { isJobDetailsComplete, type InputSectionId } from './sections';
import { describeCalculateBlocker, isInstallationTypeFinished } from './validate-calculation';

/**
 * Whether a section is finished enough to fold away (decision 0442): everything in it is valid,
 * so its summary says all there is to know. A meter line still without its type, or a room volume
 * missing or out of range, keeps its section open where the engineer can see it.
 */
export function isSectionFoldable(draft: CalculatorDraft, section: InputSectionId): boolean {
  switch (section) {
    case 'job-details':
      return isJobDetailsComplete(draft.jobDetails);
    case 'installation-type':
      return isInstallationTypeFinished(draft);
    case 'test-selection':
      return draft.testType !== null;
    case 'pipe-configuration':
      return hasPipeConfiguration(draft) && arePipeLengthsInRange(draft);
    case 'meter-configuration':
      return draft.meters.every((line) => line.meterType !== '');
    case 'test-setup':
      return draft.testType !== null && describeCalculateBlocker(draft) === null;
  }
}

const INSTALLATION_LABELS = { new: 'New', existing: 'Existing' } as const;

function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Rounded up to 0.0001 m³, like the installation volume (decision 0301). */
function roundUpM3(value: number): number {
  return Math.ceil(value * 10_000 - 1e-9) / 10_000;
}

/**
 * The one line a folded section shows, e.g. 'Pipework: Steel, 3 runs, 0.0181 m³ with fittings'
 * (decision 0442).
 * It is also the section's heading, so a screen reader hears the same summary.
 */
export function summariseSection(
  draft: CalculatorDraft,
  section: InputSectionId,
  pipeworkM3: number | null,
): string {
  switch (section) {
    case 'job-details': {
      const { jobNumber, customerName, location } = draft.jobDetails;
      return `Job Details: ${[jobNumber, customerName, location].map((text) => text.trim()).join(', ')}`;
    }
    case 'installation-type': {
      const type = draft.installationType ? INSTALLATION_LABELS[draft.installationType] : '';
      const room =
        draft.calculatorType === 'commercial' && draft.roomVolumeText.trim() !== ''
          ? `, room ${draft.roomVolumeText.trim()} m³`
          : '';
      return `Installation Type: ${type}${room}`;
    }
    case 'test-selection':
      return `Test: ${draft.testType ?? ''}`;
    case 'pipe-configuration': {
      const runs = draft.pipes.filter((line) => line.nominalSizeMm !== null).length;
      // 'with fittings': the Pipework Synopsis's 'Pipework' row is the pipes alone.
      const volume = pipeworkM3 === null ? '' : `, ${roundUpM3(pipeworkM3)} m³ with fittings`;
      return `Pipework: ${MATERIAL_LABELS[draft.pipeMaterial]}, ${countOf(runs, 'run', 'runs')}${volume}`;
    }
    case 'meter-configuration': {
      if (draft.meters.length === 0) return 'Meters: none';
      const meters = draft.meters.map((line) => {
        const label = METER_CHOICES.find((choice) => choice.value === line.meterType)?.label;
        return `${line.quantityText.trim() || '1'} × ${label ?? line.meterType}`;
      });
      return `Meters: ${meters.join(', ')}`;
    }
    case 'test-setup':
      return `Test Setup: ${describeSetup(draft)}`;
  }
}

function describeSetup(draft: CalculatorDraft): string {
  const { setup } = draft;
  const parts: string[] = [];
  if (setup.mopText.trim() !== '') parts.push(`MOP ${setup.mopText.trim()} mbar`);
  if (setup.mipText.trim() !== '') parts.push(`MIP ${setup.mipText.trim()} mbar`);
  if (draft.calculatorType === 'industrial' && setup.gasType !== '') parts.push(setup.gasType);
  if (draft.calculatorType === 'industrial' && setup.zoneType !== '') parts.push(setup.zoneType);
  if (draft.testType === 'Purge') {
    if (setup.purgeDirection !== '') parts.push(PURGE_DIRECTION_LABELS[setup.purgeDirection]);
    if (setup.hoseSizeMm !== null) parts.push(`hose ${setup.hoseSizeMm} mm`);
    if (setup.stackSizeMm !== null) parts.push(`vent stack ${setup.stackSizeMm} mm`);
  } else {
    if (setup.gaugeType !== '') parts.push(formatGauge(setup.gaugeType));
    if (setup.testMedium !== '') parts.push(TEST_MEDIUM_LABELS[setup.testMedium]);
  }
  return parts.length > 0 ? parts.join(', ') : 'as entered';
}

import {
  computeInstallationVolume,
  type CalculationInput,
  type CalculationResult,
  type ProjectInput,
  type VolumeBreakdown,
} from '@pipeproof/engine';
import {
  buildCalculation,
  buildMeterConfigurations,
  buildPipeConfigurations,
  buildProject,
  hasPipeConfiguration,
  parseOptionalNumber,
} from '../../calculator-core';
import type { DomesticDraft } from './domestic-draft';
import { DOMESTIC_LINE_RULES } from './domestic-reducer';
import { DOMESTIC_MESSAGES } from './domestic-messages';

const M = DOMESTIC_MESSAGES.missing;

/**
 * Whether the test pressure the engineer must type is still blank: an LPG or LPG/Air operating
 * pressure, or the pressure reached when 20 mbar cannot be (Natural Gas).
 */
export function isTestPressureBlank(draft: DomesticDraft): boolean {
  const isTyped = draft.gasType === 'Natural Gas' ? draft.isReducedPressure : draft.gasType !== '';
  return isTyped && draft.testPressureText.trim() === '';
}

/** What is still to be chosen or typed before the engine can give the test (in page order). */
export function listMissingInputs(draft: DomesticDraft): string[] {
  const isPressureBlank = isTestPressureBlank(draft);
  const items: (string | null)[] = [
    draft.gasType === '' ? M.gasType : null,
    draft.installationType === '' ? M.installationType : null,
    draft.appliancesConnected === null ? M.appliances : null,
    draft.gaugeType === '' ? M.gauge : null,
    isPressureBlank && draft.gasType !== 'Natural Gas' ? M.operatingPressure : null,
    isPressureBlank && draft.gasType === 'Natural Gas' ? M.reducedPressure : null,
    hasPipeConfiguration(draft) ? null : M.pipework,
    draft.meters.length === 0 && !draft.hasNoMeter ? M.meter : null,
  ];
  return items.filter((item): item is string => item !== null);
}

/** The IGEM/UP/1B project: the shared fields, then the domestic test's conditions (decision 0820). */
export function buildDomesticProject(draft: DomesticDraft): ProjectInput | null {
  const { gasType, installationType, appliancesConnected, gaugeType } = draft;
  if (gasType === '' || installationType === '' || appliancesConnected === null) return null;
  if (gaugeType === '') return null;
  const isNaturalGas = gasType === 'Natural Gas';
  const testPressure =
    isNaturalGas && !draft.isReducedPressure ? null : parseOptionalNumber(draft.testPressureText);
  return {
    ...buildProject({
      reference: draft.jobDetails.jobNumber,
      engineerName: draft.jobDetails.engineerName,
      installationType,
      operationType: 'Tightness Test',
      mopText: '',
      mipText: '',
      gaugeType,
      testMedium: '',
      purgeDirection: null,
    }),
    maxOperatingPressure: null,
    gasType,
    appliancesConnected,
    testPressure,
    stabilizationTime: isNaturalGas ? null : parseOptionalNumber(draft.stabilisationText),
  };
}

/** The engine's input without readings, or null while something is missing. */
export function buildDomesticCalculation(draft: DomesticDraft): CalculationInput | null {
  if (listMissingInputs(draft).length > 0) return null;
  const project = buildDomesticProject(draft);
  if (project === null) return null;
  return buildCalculation({
    calculatorType: 'domestic',
    project,
    lines: draft,
    meterQuantityRule: DOMESTIC_LINE_RULES.meterQuantity,
  });
}

/**
 * The installation volume as typed (standards.md §7.2), before anything else is chosen; null with
 * nothing to measure or a line the tables do not hold.
 */
export function computeDomesticVolume(draft: DomesticDraft): VolumeBreakdown | null {
  if (!hasPipeConfiguration(draft)) return null;
  try {
    return computeInstallationVolume({
      calculatorType: 'domestic',
      pipeRuns: buildPipeConfigurations(draft).map((pipe) => ({
        material: pipe.material ?? 'steel',
        nominalSizeMm: Number(pipe.nominalSize),
        lengthM: pipe.length,
      })),
      meters: buildMeterConfigurations(draft, DOMESTIC_LINE_RULES.meterQuantity).flatMap((meter) =>
        meter.meterType === 'none'
          ? []
          : [{ meterType: meter.meterType, quantity: meter.quantity }],
      ),
    });
  } catch {
    return null;
  }
}

/**
 * Above 0.035 m³ IGEM/UP/1B does not permit the test (standards.md §7.1): the engine's blocking
 * message, asked of the engine with the pipework alone (the gas, gauge and installation do not
 * change it), so it shows as soon as the pipework goes over — before the rest is chosen.
 * `calculateDomestic` is the engine's, loaded with the page's engine (decision 0857).
 */
export function findVolumeExceededMessage(
  draft: DomesticDraft,
  calculateDomestic: (input: CalculationInput) => CalculationResult,
): string | null {
  if (!hasPipeConfiguration(draft)) return null;
  const result = calculateDomestic({
    calculatorType: 'domestic',
    project: {
      installationType: 'new',
      operationType: 'Tightness Test',
      gasType: 'Natural Gas',
      gaugeType: 'water',
      appliancesConnected: false,
    },
    pipeConfigurations: buildPipeConfigurations(draft),
    meterConfigurations: buildMeterConfigurations(draft, DOMESTIC_LINE_RULES.meterQuantity),
  });
  if (!result.ok) return null;
  const warning = result.output.warnings.find((w) => w.code === 'DOMESTIC_VOLUME_EXCEEDED');
  return warning?.message ?? null;
}

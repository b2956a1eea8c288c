import type { Compliance } from '../calculate/calculation-output';
import { assertNever, type GasType } from '../domain-types';
import type { VolumeBreakdown } from '../installation-volume/compute-installation-volume';
import type { EngineWarning } from '../scope/engine-warning';
import type { DomesticTestParameters } from './compute-domestic-test';
import type { DomesticTestVerdict } from './assess-domestic-test';
import { DOMESTIC_CHECK_YOUR_COPY_NOTE, SMELL_OF_GAS_NOTE } from './domestic-notes';

export interface DomesticComplianceInput {
  readonly gasType: GasType;
  readonly volume: VolumeBreakdown;
  readonly domesticTest:
    (DomesticTestParameters & { readonly verdict: DomesticTestVerdict }) | null;
  readonly warnings: readonly EngineWarning[];
}

function gaugeName(t: DomesticTestParameters): string {
  return t.gaugeType === 'water' ? 'a water gauge' : 'an electronic gauge reading to 0.1 mbar';
}

function criterionNote(t: DomesticTestParameters): string {
  if (t.criterion === 'band') {
    return `Appliances connected on an existing installation: a drop of up to ${t.maxDropMbar} mbar is allowed (${t.gasFamily}, installation volume up to ${t.band.ivUpToM3} m³); a drop of ${t.perceptibleMovementMbar} mbar or more within it calls for a retest of the pipework alone, which must show no perceptible movement.`;
  }
  const why =
    t.installationType === 'new'
      ? 'New pipework'
      : t.appliancesConnected
        ? `${t.gasFamily} at an installation volume up to ${t.band.ivUpToM3} m³`
        : 'No appliances connected';
  return `${why}: no perceptible movement is allowed (a drop below ${t.perceptibleMovementMbar} mbar on ${gaugeName(t)}).`;
}

function testNotes(t: DomesticTestParameters): string[] {
  const pressure = t.isReducedTestPressure
    ? `${t.testPressureMbar} mbar (20 mbar could not be reached; not less than 18 mbar is allowed)`
    : `${t.testPressureMbar} mbar`;
  return [
    `Let-by test: ${t.letBy.minPressureMbar} to ${t.letBy.maxPressureMbar} mbar for ${t.letBy.durationMin} minute; no pressure rise is allowed.`,
    `Tightness test (${t.standard}, ${t.gasType}): ${pressure}; stabilise ${t.stabilisationMin} min, then test for ${t.durationMin} min.`,
    criterionNote(t),
    `Purge volume: 1.5 × installation volume = ${t.purgeVolumeM3} m³.`,
  ];
}

function nextSteps(t: DomesticTestParameters, v: DomesticTestVerdict): string[] {
  if (v.smellOfGas === true) {
    return [
      'A smell of gas: do not bring the installation into use. Trace and repair the escape, then test again.',
    ];
  }
  const smell =
    v.smellOfGas === null
      ? [
          'Check for a smell of gas and record the answer: a smell is a FAIL whatever the gauge shows.',
        ]
      : [];
  switch (v.letBy.status) {
    case 'PENDING':
      return [
        `Carry out the let-by test at ${t.letBy.minPressureMbar} to ${t.letBy.maxPressureMbar} mbar for ${t.letBy.durationMin} minute and record any pressure rise.`,
        ...smell,
      ];
    case 'FAIL':
      return ['Let-by test failed. Resolve gas leakage before continuing to tightness test.'];
    case 'PASS':
      break;
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(v.letBy.status);
  }
  if (v.tightness.status === 'PENDING') {
    return [
      `Pressurise to ${t.testPressureMbar} mbar, stabilise for ${t.stabilisationMin} min, then record the drop over ${t.durationMin} min.`,
      ...smell,
    ];
  }
  if (v.tightness.status === 'FAIL' || v.retest?.status === 'FAIL') {
    return [
      'Tightness test failed: do not bring the installation into use; find and repair the leak, then repeat the test.',
    ];
  }
  if (v.retest?.status === 'PENDING') {
    return [
      `A drop within the band was seen with appliances connected: isolate the appliances and retest the pipework alone for ${t.durationMin} min; any perceptible movement (${t.perceptibleMovementMbar} mbar or more) is a FAIL.`,
      ...smell,
    ];
  }
  if (smell.length > 0) return smell;
  return [
    `Tightness test passed: purge at least ${t.purgeVolumeM3} m³ where the installation is new or was opened, then the installation may be put into service.`,
  ];
}

/** Notes and next steps of an IGEM/UP/1B Edition 4 test, or of an installation above its scope. */
export function computeDomesticCompliance(input: DomesticComplianceInput): Compliance {
  const { volume, domesticTest: t } = input;
  const problems = input.warnings.filter((w) => w.severity !== 'info');
  const scope = `Calculated to IGEM/UP/1B Edition 4 for ${input.gasType}: domestic installations of up to 0.035 m³.`;
  const volumeNote = `Installation volume ${volume.totalM3} m³ = pipework ${volume.pipeworkM3} m³ + 10 % fittings allowance ${volume.fittingsM3} m³ + meter ${volume.metersM3} m³ (rounded up to 0.0001 m³).`;
  return {
    isCompliant: problems.length === 0 && t?.verdict.status !== 'FAIL',
    notes: [
      scope,
      DOMESTIC_CHECK_YOUR_COPY_NOTE,
      volumeNote,
      ...(t === null ? [] : testNotes(t)),
      SMELL_OF_GAS_NOTE,
    ],
    nextSteps: [...problems.map((w) => w.message), ...(t === null ? [] : nextSteps(t, t.verdict))],
  };
}

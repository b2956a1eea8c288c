import {
  AREA_TYPE_LABELS,
  calculate,
  ENGINE_VERSION,
  GAUGES,
  lookupMeter,
  type CalculationInput,
  type CalculationOutput,
  type ReadingsInput,
  type VerdictStatus,
} from '@pipeproof/engine';
import type {
  CertificateDocument,
  CertificateField,
  CertificateIssuer,
  CertificatePipeworkGroup,
  CertificateTable,
  CertificateTestSection,
} from './certificate-document';
import {
  formatDateTime,
  formatMinutes,
  formatNumber,
  formatPosition,
  formatVolume,
  withUnit,
} from './format';

export type CertificateTestName = 'Strength Test' | 'Let-by Test' | 'Tightness Test' | 'Purge';

/** One saved test record (product.md §3): the engine's input as run, and the readings taken on site. */
export interface CertificateTestInput {
  readonly testName: CertificateTestName;
  /** Without readings: they are `readings` below. */
  readonly calculation: CalculationInput;
  readonly readings: ReadingsInput;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly siteName?: string | null;
  readonly sectionIdentity?: string | null;
  readonly location?: { readonly latitude: number; readonly longitude: number } | null;
}

export interface CertificateJobDetails {
  readonly jobNumber: string;
  readonly customerName: string;
  readonly engineerName: string;
  readonly gasSafeNumber: string;
  readonly location: string;
}

export interface CertificateSource {
  readonly number: string;
  readonly issuedAt: Date;
  readonly verifyUrl: string;
  readonly jobDetails: CertificateJobDetails;
  /** Oldest first; at least one. */
  readonly tests: readonly CertificateTestInput[];
  /** The Professional engineer's company (white label); null for PipeProof's own. */
  readonly issuer: CertificateIssuer | null;
  readonly signaturePng: Buffer | null;
}

/** A saved test the engine no longer accepts (it was checked when saved, so this is rare). */
export class CertificateSourceError extends Error {
  constructor(
    message: string,
    readonly testIndex: number,
  ) {
    super(message);
    this.name = 'CertificateSourceError';
  }
}

export const PIPEPROOF_ISSUER: CertificateIssuer = {
  name: 'PipeProof',
  details: ['Gas pipework testing and purging to IGE/UP/1 and IGE/UP/1A'],
  footer:
    'Issued with PipeProof. The figures are calculated from the inputs recorded above; the engineer named is responsible for the test.',
  primaryColor: '#2563eb',
  secondaryColor: '#0f172a',
  logoPng: null,
};

const INSTALLATION_LABELS = { new: 'New installation', existing: 'Existing installation' };
const MATERIAL_LABELS = { steel: 'Steel', copper: 'Copper' };
const MEDIUM_LABELS = { Air: 'Air', Gas: 'Gas' };
const DIRECTION_LABELS = { 'air-to-gas': 'Air to gas', 'gas-to-air': 'Gas to air' };

function runEngine(test: CertificateTestInput, index: number): CalculationOutput {
  const result = calculate({ ...test.calculation, readings: test.readings });
  if (!result.ok) {
    const issue = result.errors[0];
    throw new CertificateSourceError(
      `Saved test ${index + 1} (${test.testName}) can no longer be calculated: ${issue?.field ?? 'input'} ${issue?.reason ?? 'is invalid'}.`,
      index,
    );
  }
  return result.output;
}

function field(label: string, value: string): CertificateField {
  return { label, value };
}

function present(fields: readonly (CertificateField | null)[]): CertificateField[] {
  return fields.filter((item): item is CertificateField => item !== null);
}

function strengthSection(output: CalculationOutput): Omit<CertificateTestSection, 'record'> {
  const test = output.strengthTest;
  if (!test) throw new Error('A strength test record has no strength test output');
  return {
    title: 'Strength Test',
    verdict: test.verdict.status,
    parameters: [
      field('Strength test pressure (STP)', withUnit(test.testPressureMbar, 'mbar')),
      field('Stabilisation', formatMinutes(test.stabilisationMin)),
      field('Test duration', formatMinutes(test.testDurationMin)),
      field(
        'Maximum permitted drop',
        `${withUnit(test.maxDropMbar, 'mbar')} (${formatNumber(test.maxDropPercent)} % of STP)`,
      ),
    ],
    readings: [
      field('Actual pressure drop', withUnit(test.verdict.dropMbar, 'mbar')),
      field('Drop as % of STP', withUnit(test.verdict.dropPercent, '%')),
    ],
    reasons: test.verdict.reasons,
  };
}

function letBySection(output: CalculationOutput): Omit<CertificateTestSection, 'record'> {
  const test = output.letByTest;
  if (!test) throw new Error('A let-by test record has no let-by test output');
  return {
    title: 'Let-by Test',
    verdict: test.verdict.status,
    parameters: [
      field('Let-by test pressure', withUnit(test.testPressureMbar, 'mbar')),
      field('Test duration', formatMinutes(test.durationMin)),
      field('Maximum permitted rise', withUnit(test.maxRiseMbar, 'mbar')),
    ],
    readings: [field('Pressure rise', withUnit(test.verdict.riseMbar, 'mbar'))],
    reasons: test.verdict.reasons,
  };
}

function tightnessSection(output: CalculationOutput): Omit<CertificateTestSection, 'record'> {
  const test = output.tightnessTest;
  if (!test) throw new Error('A tightness test record has no tightness test output');
  return {
    title: 'Tightness Test',
    verdict: test.verdict.status,
    parameters: present([
      field('Tightness test pressure (TP)', withUnit(test.testPressureMbar, 'mbar')),
      field('Stabilisation', formatMinutes(test.stabilisationMin)),
      field('Test duration (TTD)', formatMinutes(test.durationMin)),
      field('Maximum permitted drop', withUnit(test.maxDropMbar, 'mbar')),
      test.mplrM3h === null
        ? null
        : field('Maximum permitted leak rate', withUnit(test.mplrM3h, 'm³/h')),
      field('Gauge', `${GAUGES[test.gaugeType].label} (GRM ${formatNumber(test.grmMbar)} mbar)`),
    ]),
    readings: present([
      field('Actual pressure drop', withUnit(test.verdict.dropMbar, 'mbar')),
      test.verdict.leakRateM3h === null
        ? null
        : field('Leak rate', withUnit(test.verdict.leakRateM3h, 'm³/h')),
    ]),
    reasons: test.verdict.reasons,
  };
}

function purgeSection(
  output: CalculationOutput,
  readings: ReadingsInput,
  direction: string | null,
): Omit<CertificateTestSection, 'record'> {
  const purge = output.purge;
  if (!purge) throw new Error('A purge record has no purge output');
  return {
    title: 'Purge',
    verdict: purge.verdict.status,
    parameters: present([
      direction === null ? null : field('Purge direction', direction),
      field('Purge volume', formatVolume(purge.purgeVolumeM3)),
      field('Minimum purge flow rate', withUnit(purge.minimumFlowM3h, 'm³/h')),
      field('Maximum purge time', purge.maximumPurgeTime),
      field('Purge point bore', withUnit(purge.purgePointBoreMm, 'mm')),
      field('Safety factor', formatNumber(purge.safetyFactor)),
    ]),
    readings: [
      field('Actual flow rate', withUnit(readings.actualFlowRate, 'm³/h')),
      field('Gas content at purge point', withUnit(readings.actualGasContent, '%')),
    ],
    reasons: purge.verdict.reasons,
  };
}

function testSection(
  test: CertificateTestInput,
  output: CalculationOutput,
): CertificateTestSection {
  const direction = test.calculation.project.purgeDirection;
  const body =
    test.testName === 'Strength Test'
      ? strengthSection(output)
      : test.testName === 'Let-by Test'
        ? letBySection(output)
        : test.testName === 'Tightness Test'
          ? tightnessSection(output)
          : purgeSection(output, test.readings, direction ? DIRECTION_LABELS[direction] : null);
  const record = present([
    field('Date and time', formatDateTime(new Date(test.recordedAt))),
    test.siteName ? field('Site name', test.siteName) : null,
    test.sectionIdentity ? field('Section', test.sectionIdentity) : null,
    test.location ? field('GPS location', formatPosition(test.location)) : null,
  ]);
  return { ...body, record };
}

function overallVerdict(sections: readonly CertificateTestSection[]): VerdictStatus {
  if (sections.some((section) => section.verdict === 'FAIL')) return 'FAIL';
  if (sections.some((section) => section.verdict === 'PENDING')) return 'PENDING';
  return 'PASS';
}

function pipeworkTable(output: CalculationOutput): CertificateTable {
  return {
    caption: 'Pipework',
    columns: ['Material', 'Nominal size', 'Length', 'Volume'],
    rows: output.volume.pipeRuns.map((run) => [
      MATERIAL_LABELS[run.material],
      `${formatNumber(run.nominalSizeMm)} mm`,
      `${formatNumber(run.lengthM)} m`,
      formatVolume(run.volumeM3),
    ]),
  };
}

function metersTable(output: CalculationOutput): CertificateTable | null {
  if (output.volume.meters.length === 0) return null;
  return {
    caption: 'Meters',
    columns: ['Meter', 'Quantity', 'Internal volume'],
    rows: output.volume.meters.map((meter) => [
      lookupMeter(meter.meterType, 'meterType').label,
      formatNumber(meter.quantity),
      formatVolume(meter.internalVolumeM3 * meter.quantity),
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
      formatVolume(line.volumeM3),
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
      field('Pipework', formatVolume(volume.pipeworkM3)),
      field('Fittings allowance (10 %)', formatVolume(volume.fittingsM3)),
      field('Meters', formatVolume(volume.metersM3)),
      field('Total installation volume', formatVolume(output.totalSystemVolume)),
    ],
  };
}

/** Tests on the same pipes and meters share one group (compared as the engine read them). */
function pipeworkGroups(
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

function installationFields(
  input: CalculationInput,
  output: CalculationOutput,
): CertificateField[] {
  const project = input.project;
  const tightness = output.tightnessTest;
  const testMedium = tightness?.testMedium ?? project.testMedium;
  const areaType = tightness?.areaType ?? project.zoneType ?? null;
  const roomVolume = tightness?.roomVolumeM3 ?? project.roomVolume ?? null;
  const mop = project.maxOperatingPressure;
  const mip = project.maxIncidentalPressure;
  return present([
    field('Standard', output.standard),
    field('Installation type', INSTALLATION_LABELS[output.installationType]),
    output.gasType ? field('Gas', output.gasType) : null,
    testMedium
      ? field('Test medium', MEDIUM_LABELS[testMedium === 'Natural Gas' ? 'Gas' : testMedium])
      : null,
    mop === null || mop === undefined
      ? null
      : field('Maximum operating pressure (MOP)', withUnit(mop, 'mbar')),
    mip === null || mip === undefined
      ? null
      : field('Maximum incidental pressure (MIP)', withUnit(mip, 'mbar')),
    areaType ? field('Room classification', AREA_TYPE_LABELS[areaType]) : null,
    roomVolume === null ? null : field('Room volume', withUnit(roomVolume, 'm³')),
  ]);
}

/**
 * The certificate for a job's saved tests, worked out again by the engine from the saved inputs
 * and readings: nothing the browser computed is printed (decision 0430, architecture.md §1).
 */
export function buildCertificateDocument(source: CertificateSource): CertificateDocument {
  const [first] = source.tests;
  if (!first) throw new CertificateSourceError('A certificate needs at least one saved test.', 0);
  const outputs = source.tests.map((test, index) => runEngine(test, index));
  const firstOutput = outputs[0] as CalculationOutput;
  const tests = source.tests.map((test, index) =>
    testSection(test, outputs[index] as CalculationOutput),
  );
  const { jobDetails } = source;
  return {
    title:
      firstOutput.calculatorType === 'industrial'
        ? 'Industrial Gas Installation Test Certificate'
        : 'Commercial Gas Installation Test Certificate',
    standard: firstOutput.standard,
    number: source.number,
    issuedAt: formatDateTime(source.issuedAt),
    verifyUrl: source.verifyUrl,
    issuer: source.issuer ?? PIPEPROOF_ISSUER,
    job: [
      field('Job number', jobDetails.jobNumber),
      field('Customer', jobDetails.customerName),
      field('Site address', jobDetails.location),
    ],
    installation: installationFields(first.calculation, firstOutput),
    pipework: pipeworkGroups(source.tests, outputs),
    tests,
    overallVerdict: overallVerdict(tests),
    signature: {
      engineerName: jobDetails.engineerName,
      gasSafeNumber: jobDetails.gasSafeNumber,
      signaturePng: source.signaturePng,
    },
    engineVersion: ENGINE_VERSION,
  };
}

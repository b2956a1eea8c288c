import { AREA_TYPE_LABELS, type CalculationInput, type CalculationOutput } from '@pipeproof/engine';
import type { CertificateField } from './certificate-document';
import { field, present } from './certificate-fields';
import { withUnit } from './format';

const INSTALLATION_LABELS = { new: 'New installation', existing: 'Existing installation' };
const MEDIUM_LABELS = { Air: 'Air', Gas: 'Gas' };

/**
 * A domestic installation (IGEM/UP/1B, decision 0821): the standard, the kind of installation, the
 * gas and whether appliances were connected. No MOP, MIP or room: the domestic test has none.
 */
function domesticInstallationFields(output: CalculationOutput): CertificateField[] {
  const test = output.domesticTest;
  return present([
    field('Standard', output.standard),
    field('Installation type', INSTALLATION_LABELS[output.installationType]),
    output.gasType ? field('Gas', output.gasType) : null,
    test ? field('Appliances connected', test.appliancesConnected ? 'Yes' : 'No') : null,
  ]);
}

/** The installation's settings, from the first test (its input, and the engine's reading of it). */
export function installationFields(
  input: CalculationInput,
  output: CalculationOutput,
): CertificateField[] {
  if (output.calculatorType === 'domestic') return domesticInstallationFields(output);
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

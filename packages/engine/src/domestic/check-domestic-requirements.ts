import type { IssueCollector } from '../calculate/input-parsers';
import {
  requireField,
  type OperationRequirementsInput,
} from '../calculate/check-operation-requirements';
import {
  domesticGasFamily,
  requireDomesticGauge,
  resolveDomesticStabilisation,
  resolveDomesticTestPressure,
} from './domestic-rules';

/**
 * The domestic calculator runs one procedure (standards.md §7): let-by, the 2-minute test, the
 * retest where one is required, and the purge volume — asked for as a 'Tightness Test'.
 */
export function checkDomesticRequirements(
  input: OperationRequirementsInput,
  c: IssueCollector,
): void {
  if (input.operationType !== 'Tightness Test') {
    c.add({
      field: 'project.operationType',
      code: 'not_applicable',
      reason:
        "the domestic calculator (IGEM/UP/1B) makes one 'Tightness Test' (let-by, tightness test, retest where required, purge volume); it has no separate strength test or purge",
    });
  }
  requireField(
    c,
    'project.gasType',
    input.gasType,
    'a domestic tightness test needs the gas (its permissible drops differ)',
  );
  requireField(
    c,
    'project.gaugeType',
    input.gaugeType,
    'a domestic tightness test needs the gauge type (it sets the perceptible movement)',
  );
  requireField(
    c,
    'project.appliancesConnected',
    input.appliancesConnected,
    'say whether the appliances are connected (it decides the permissible drop and the retest)',
  );
  if (input.gaugeType !== null) c.attempt(() => requireDomesticGauge(input.gaugeType!));
  if (input.gasType === null) return;
  const gasFamily = domesticGasFamily(input.gasType);
  if (!c.hasIssue('project.testPressure')) {
    c.attempt(() => resolveDomesticTestPressure(gasFamily, input.testPressureMbar));
  }
  if (!c.hasIssue('project.stabilizationTime')) {
    c.attempt(() => resolveDomesticStabilisation(gasFamily, input.stabilisationMin));
  }
}

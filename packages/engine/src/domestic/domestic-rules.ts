import type { GasType, GaugeType, InstallationType } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import {
  DOMESTIC_GAS_FAMILY,
  DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
  DOMESTIC_TEST,
  type DomesticGasFamily,
  type DomesticGaugeType,
} from '../tables/domestic-permissible-drops';

/*
 * The input rules of an IGEM/UP/1B Edition 4 test (standards.md §7.4–§7.6), each one function,
 * used by calculate()'s checks (every problem by field) and by computeDomesticTest.
 */

export function domesticGasFamily(gasType: GasType): DomesticGasFamily {
  return DOMESTIC_GAS_FAMILY[gasType];
}

/** Water gauge or 0.1 mbar electronic gauge; a gauge reading to 0.5 mbar cannot show 0.2 mbar. */
export function requireDomesticGauge(gaugeType: GaugeType): DomesticGaugeType {
  if (gaugeType === 'electronic05') {
    throw new EngineInputError({
      field: 'project.gaugeType',
      code: 'not_applicable',
      reason:
        'a gauge reading only to 0.5 mbar cannot show the perceptible movement of an IGEM/UP/1B test: use a water gauge or an electronic gauge reading to 0.1 mbar',
    });
  }
  return gaugeType;
}

export function perceptibleMovementMbar(gaugeType: DomesticGaugeType): number {
  return DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR[gaugeType];
}

/**
 * The tightness test pressure: Natural Gas 20 mbar, or as reached between 18 and 20 mbar (below
 * 18 the test is refused); LPG and LPG/Air the installation's operating pressure, which the
 * engineer must give (an engineer input: no source gave a figure).
 */
export function resolveDomesticTestPressure(
  gasFamily: DomesticGasFamily,
  testPressureMbar: number | null,
): number {
  const field = 'project.testPressure';
  if (gasFamily === 'Natural Gas') {
    if (testPressureMbar === null) return DOMESTIC_TEST.naturalGasTestPressureMbar;
    if (testPressureMbar < DOMESTIC_TEST.naturalGasMinTestPressureMbar) {
      throw new EngineInputError({
        field,
        code: 'out_of_range',
        reason: `a Natural Gas tightness test may not be made below ${DOMESTIC_TEST.naturalGasMinTestPressureMbar} mbar (IGEM/UP/1B Edition 4: ${DOMESTIC_TEST.naturalGasTestPressureMbar} mbar, or not less than ${DOMESTIC_TEST.naturalGasMinTestPressureMbar} mbar if ${DOMESTIC_TEST.naturalGasTestPressureMbar} cannot be reached)`,
      });
    }
    if (testPressureMbar > DOMESTIC_TEST.naturalGasTestPressureMbar) {
      throw new EngineInputError({
        field,
        code: 'out_of_range',
        reason: `a Natural Gas tightness test is made at ${DOMESTIC_TEST.naturalGasTestPressureMbar} mbar (not less than ${DOMESTIC_TEST.naturalGasMinTestPressureMbar} mbar if ${DOMESTIC_TEST.naturalGasTestPressureMbar} cannot be reached)`,
      });
    }
    return testPressureMbar;
  }
  if (testPressureMbar === null) {
    throw new EngineInputError({
      field,
      code: 'required',
      reason: `an ${gasFamily} tightness test is made at the installation's normal operating pressure: enter it (mbar)`,
    });
  }
  return requireNumberInRange(testPressureMbar, field, {
    min: 0,
    minExclusive: true,
    max: DOMESTIC_TEST.maxLpgTestPressureMbar,
  });
}

/** Stabilisation: Natural Gas 1 minute; LPG and LPG/Air 1 to 5 whole minutes, 5 if not given. */
export function resolveDomesticStabilisation(
  gasFamily: DomesticGasFamily,
  stabilisationMin: number | null,
): number {
  const field = 'project.stabilizationTime';
  if (gasFamily === 'Natural Gas') {
    if (
      stabilisationMin === null ||
      stabilisationMin === DOMESTIC_TEST.naturalGasStabilisationMin
    ) {
      return DOMESTIC_TEST.naturalGasStabilisationMin;
    }
    throw new EngineInputError({
      field,
      code: 'not_applicable',
      reason: `Natural Gas stabilises for ${DOMESTIC_TEST.naturalGasStabilisationMin} minute in an IGEM/UP/1B test`,
    });
  }
  if (stabilisationMin === null) return DOMESTIC_TEST.lpgDefaultStabilisationMin;
  const minutes = requireNumberInRange(stabilisationMin, field, {
    min: DOMESTIC_TEST.lpgMinStabilisationMin,
    max: DOMESTIC_TEST.lpgMaxStabilisationMin,
  });
  if (!Number.isInteger(minutes)) {
    throw new EngineInputError({ field, code: 'out_of_range', reason: 'must be whole minutes' });
  }
  return minutes;
}

/**
 * Whether the drop table's band applies (standards.md §7.8): only to an existing installation
 * tested with its appliances connected. New pipework, and a test with no appliances connected,
 * must show no perceptible movement.
 */
export function isBandCriterion(
  installationType: InstallationType,
  appliancesConnected: boolean,
): boolean {
  return installationType === 'existing' && appliancesConnected;
}

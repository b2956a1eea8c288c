import type { ToastMessage } from '../../calculator-core';

/**
 * The product's own words for what the step calculators say from Calculate on (product.md §4, §5,
 * §8), word for word: they come with the engine, as the sections and results that say them
 * (decision 0860). Each toast is a title and a description ('Title - description' in product.md).
 */

export const CALCULATION_MESSAGES = {
  noPipeConfiguration: {
    title: 'No Pipe Configuration',
    description: "Please go back to 'Pipe Configuration' step and add at least one pipe section.",
  },
  missingOperatingPressure: {
    title: 'Missing Operating Pressure',
    description: 'Maximum Operating Pressure (MOP) is required for test calculations.',
  },
  roomVolumeRequired: {
    title: 'Room Volume Required',
    description:
      'Commercial tests require room volume to determine maximum allowable pressure drop from IGE/UP/1 tables.',
  },
  calculationErrorTitle: 'Calculation Error',
  commercialCalculationFallback:
    'Failed to calculate test parameters. Please check your inputs and try again.',
  subscriptionRequiredTitle: 'Subscription Required',
  purgeCalculated: {
    title: 'Calculation Complete',
    description: 'Purge requirements calculated successfully',
  },
  letByFailed: 'Let-by test failed. Resolve gas leakage before continuing to tightness test.',
  /** A result is recorded only for the inputs it was worked out from (decision 0916). */
  inputsChanged: {
    title: 'Inputs Changed',
    description:
      "The inputs have changed since these results were calculated. Press 'Recalculate' first.",
  },
  volumeDialogTitle: 'Volume Exceeds Commercial Threshold',
  industrialCalculationFallback: 'Failed to calculate. Please try again.',
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  mipHint: 'Required for strength test pressure calculation',
  calculatedOnDevice: {
    title: 'Calculated on This Device',
    description:
      'PipeProof could not be reached, so this device worked the test out with the same engine. The server checks it again when the job is saved.',
  },
} as const satisfies Record<string, ToastMessage | string>;

/** 'Missing Required Information - Please complete: {list}. Go back to previous steps…' */
export function missingRequiredInformation(missing: readonly string[]): ToastMessage {
  return {
    title: 'Missing Required Information',
    description: `Please complete: ${missing.join(', ')}. Go back to previous steps to fill these in.`,
  };
}

import type { ToastMessage } from '../../calculator-core';

/**
 * The earlier form's own words (product.md §2, §5, §8), word for word. A toast is a title and a
 * description ('Title: description' in product.md).
 */
export const QUICK_CALC_MESSAGES = {
  missingRequiredInformation: {
    title: 'Missing Required Information',
    description:
      'Please fill in project reference, engineer name, and installation type before calculating',
  },
  noPipeConfiguration: {
    title: 'No Pipe Configuration',
    description: 'Please add at least one pipe configuration',
  },
  /** product.md §5 (step calculators); the engine needs it for an existing installation (decision 0620). */
  roomVolumeRequired: {
    title: 'Room Volume Required',
    description:
      'Commercial tests require room volume to determine maximum allowable pressure drop from IGE/UP/1 tables.',
  },
  /** Not in the spec: the engine refuses a tightness test without them (decision 0620). */
  missingTestParameters: {
    title: 'Missing Test Parameters',
    description: 'Please choose the gauge type and test medium before calculating a tightness test',
  },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  subscriptionRequiredTitle: 'Subscription Required',
  calculationFailedTitle: 'Calculation Failed',
  offline: 'We could not reach PipeProof. Check your signal or connection and try again.',
  purgeCalculated: {
    title: 'Calculation Complete',
    description: 'Purge requirements calculated successfully',
  },
  calculate: 'Get Test Results',
  calculating: 'Calculating...',
  noResultsTitle: 'No results to display',
  noResultsDescription: 'Complete the form and click Calculate to see results',
  riskAssessmentRequired: 'Risk Assessment Required',
  purgeParameters: 'Purge Parameters',
  testParameters: 'Test Parameters',
  addPipeSize: 'Add Pipe Size',
  addMeter: 'Add Meter',
  noMeters: 'No meters configured. Click "Add Meter" to add gas meters to the installation.',
} as const satisfies Record<string, ToastMessage | string>;

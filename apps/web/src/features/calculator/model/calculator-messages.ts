import type { ToastMessage } from '../../calculator-core';

/**
 * The product's own words for the step calculators' pages (product.md §2, §4, §5, §8), word for
 * word, that their first screen shows. What Calculate and the results say is in
 * calculation-messages.ts, which comes with the engine (decision 0860). Each toast is a title and
 * a description ('Title - description' in product.md).
 */

export const CALCULATOR_MESSAGES = {
  dataReset: {
    title: 'Data Reset',
    description: 'All test data has been cleared. You can start fresh.',
  },
} as const satisfies Record<string, ToastMessage | string>;

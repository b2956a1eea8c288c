import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CalculationInput } from '@pipeproof/engine';
import { card, fillProject, setPipes } from './quick-calc-steps';

const PIPES = [
  { material: 'steel', nominalSize: 25, length: 12 },
  { material: 'steel', nominalSize: 20, length: 6.5 },
] as const;

/** What the form filled by fillTightness sends (meter rows dropped by product.md §5 left out). */
export const TIGHTNESS: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    reference: 'Q-100',
    engineerName: 'Sam Fitter',
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    maxOperatingPressure: 21,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: PIPES,
  meterConfigurations: [{ meterType: 'U16', quantity: 2 }],
};

/** The POST /api/calculate bodies the page sent (the real fetch, watched, not replaced). */
export function watchCalculateRequests() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls
      .filter(([url]) => String(url).endsWith('/api/calculate'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

/** A new-installation tightness test: two pipes, three meter rows of which one counts. */
export async function fillTightness(user: UserEvent) {
  await fillProject(user, {
    reference: 'Q-100',
    engineer: 'Sam Fitter',
    operation: 'Tightness Testing',
    mop: '21',
  });
  await setPipes(user, [
    { size: '25', length: '12' },
    { size: '20', length: '6.5' },
  ]);
  const meters = card('Meter Configuration');
  const addMeter = within(meters).getByRole('button', { name: 'Add Meter' });
  // Dropped (product.md §5): one row without a type, one with quantity 0; kept: 2 × U16.
  await user.click(addMeter);
  await user.click(addMeter);
  await user.click(addMeter);
  const types = within(meters).getAllByLabelText('Meter type');
  const quantities = within(meters).getAllByLabelText('Quantity');
  await user.selectOptions(types[1] as HTMLElement, 'G4/U6');
  await user.clear(quantities[1] as HTMLElement);
  await user.type(quantities[1] as HTMLElement, '0');
  await user.selectOptions(types[2] as HTMLElement, 'U16');
  await user.clear(quantities[2] as HTMLElement);
  await user.type(quantities[2] as HTMLElement, '2');
  const parameters = card('Test Parameters');
  await user.click(within(parameters).getByRole('radio', { name: /2 decimal places/ }));
  await user.click(within(parameters).getByRole('radio', { name: 'Air' }));
}

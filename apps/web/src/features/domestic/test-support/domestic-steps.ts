import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../../test/render-app';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';

/** Steps of the /domestic page as an engineer takes them, by role and accessible name. */

export async function findDomesticPage(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Domestic Calculator' });
}

/** The whole app at /domestic against the real server, once the calculator is on screen. */
export async function openDomesticPage(): Promise<ReturnType<typeof renderApp>> {
  const rendered = renderApp('/domestic');
  await findDomesticPage();
  return rendered;
}

export function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

export function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export interface DomesticSetUp {
  gas: string;
  installation: 'New' | 'Existing';
  appliances: 'Yes' | 'No';
  gauge: 'Water gauge (0.25 mbar)' | 'Electronic gauge (0.1 mbar)';
  operatingPressure?: string;
  pipes: readonly { material?: string; size: string; length: string }[];
  meter: 'E6/G4' | 'U6/G4' | 'U16/G10' | 'No meter';
}

export async function setUpDomesticJob(user: UserEvent, setUp: DomesticSetUp): Promise<void> {
  await user.click(within(group('Gas')).getByRole('radio', { name: setUp.gas }));
  await user.click(within(group('Installation')).getByRole('radio', { name: setUp.installation }));
  await user.click(
    within(group('Appliances connected?')).getByRole('radio', { name: setUp.appliances }),
  );
  await user.click(within(group('Gauge')).getByRole('radio', { name: setUp.gauge }));
  if (setUp.operatingPressure !== undefined) {
    await user.type(screen.getByLabelText('Operating pressure (mbar)'), setUp.operatingPressure);
  }
  for (const [index, pipe] of setUp.pipes.entries()) {
    if (index > 0) await user.click(screen.getByRole('button', { name: 'Add Pipe Size' }));
    const run = group(`Pipe ${index + 1}`);
    if (pipe.material) {
      await user.selectOptions(within(run).getByLabelText('Material'), pipe.material);
    }
    await user.selectOptions(within(run).getByLabelText('Nominal size'), pipe.size);
    await user.type(within(run).getByLabelText('Length (m)'), pipe.length);
  }
  await user.click(within(group('Meter')).getByRole('radio', { name: setUp.meter }));
}

export async function typeReading(user: UserEvent, label: string, value: string): Promise<void> {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

/** The verdict badge named `name` (e.g. 'Domestic test') → 'PASS', 'FAIL' or 'PENDING'. */
export function verdict(name: string): string {
  const badge = screen
    .getAllByRole('status')
    .find((element) => element.textContent?.startsWith(`${name}: `));
  if (!badge) throw new Error(`No verdict badge for ${name}`);
  return (badge.textContent ?? '').slice(name.length + 2);
}

/**
 * Above 0.035 m³: 'Open the Commercial Calculator' in the over-volume alert (the page's, unless
 * given), and the dialog it opens (decision 0868).
 */
export async function openCommercialCarryOver(
  user: UserEvent,
  alert?: HTMLElement,
): Promise<HTMLElement> {
  const overVolume = alert ?? (await screen.findByRole('alert'));
  await user.click(
    within(overVolume).getByRole('button', { name: new RegExp(DOMESTIC_MESSAGES.openCommercial) }),
  );
  return screen.findByRole('dialog', { name: DOMESTIC_MESSAGES.carryOverTitle });
}

import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import {
  calculate,
  type CalculationInput,
  type CalculationOutput,
  type OperationType,
} from '@pipeproof/engine';
import { DEVICE_OWNER, readIdentity } from '../../../lib/device/device-storage';
import { draftStorageKey } from '../storage/draft-storage';
import { outboxStorageKey } from '../../calculator-core';

export { recordAnyway } from '../../../../test/timer-question';

/** The engine's own answer for an input and readings: the figures a page must show. */
export function engine(input: CalculationInput, readings = {}): CalculationOutput {
  const result = calculate({ ...input, readings });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

/** Each test starts with nothing saved on the device (test/setup-api.ts clears it too). */
export function clearDevice(): void {
  localStorage.clear();
}

/** The account this device has open, or the device itself when signed out. */
function currentOwner(): string {
  return readIdentity()?.user.id ?? DEVICE_OWNER;
}

/** The outbox as stored for whoever is signed in on the device now. */
export function storedOutbox(): { entries: { kind: string; jobClientId: string }[] } {
  return JSON.parse(localStorage.getItem(outboxStorageKey(currentOwner())) ?? '{"entries":[]}') as {
    entries: { kind: string; jobClientId: string }[];
  };
}

/** The stored draft of a calculator for whoever is signed in on the device now. */
export function storedDraft(calculatorType: 'commercial' | 'industrial'): string | null {
  return localStorage.getItem(draftStorageKey(currentOwner(), calculatorType));
}

export const JOB = {
  'Job Number': 'J-1001',
  'Customer Name': 'Corner Café',
  'Engineer Name': 'Sam Fitter',
  'Gas Safe Number': '123456',
  Location: '12 High St, Leeds',
} as const;

export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/**
 * A section ready to be changed: a finished one folded into its summary (decision 0442) is opened
 * with its 'Edit' button, as an engineer would; an open one is left as it is.
 */
export async function openSection(user: UserEvent, name: string): Promise<HTMLElement> {
  const edit = screen.queryByRole('button', { name: `Edit ${name}` });
  if (edit) await user.click(edit);
  return section(name);
}

/**
 * The calculator drawn with its job: the title shows while a stored job is still being read
 * (decision 0851), so the page is ready once its 'Loading calculator' has gone too.
 */
export async function findPage(title = 'Commercial Calculator'): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(screen.queryByText('Loading calculator')).not.toBeInTheDocument());
}

/** Types the five job details, as an engineer would. */
export async function typeJobDetails(user: UserEvent): Promise<void> {
  for (const [label, value] of Object.entries(JOB)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

/**
 * The five job details typed, then Installation Type, which comes with the calculator engine: it
 * is loaded on the first key, and may still be on its way when the last one is typed
 * (decision 0847).
 */
export async function fillJobDetails(user: UserEvent): Promise<void> {
  await typeJobDetails(user);
  await screen.findByRole('region', { name: 'Installation Type' });
}

export interface JobSetUp {
  installation: 'New Installation' | 'Existing Installation';
  test: OperationType;
  roomVolume?: string;
  pipes: readonly { size: string; length: string }[];
}

/** Job details to pipe configuration, as an engineer would: one field after another. */
export async function setUpJob(user: UserEvent, setUp: JobSetUp): Promise<void> {
  await fillJobDetails(user);
  await setUpAfterJobDetails(user, setUp);
}

/** Installation Type, Test Selection and Pipe Configuration, after the job details. */
export async function setUpAfterJobDetails(user: UserEvent, setUp: JobSetUp): Promise<void> {
  await user.click(
    within(section('Installation Type')).getByRole('radio', { name: setUp.installation }),
  );
  if (setUp.roomVolume !== undefined) {
    await user.type(screen.getByLabelText('Room volume (m³)'), setUp.roomVolume);
  }
  // Existing chooses its tightness test by itself (decision 0448); where the page has then moved
  // on, Test Selection is already folded with it.
  if (!screen.queryByRole('region', { name: `Test: ${setUp.test}` })) {
    const selection = await openSection(user, 'Test Selection');
    await user.click(within(selection).getByRole('radio', { name: setUp.test }));
  }
  const pipes = section('Pipe Configuration');
  for (const [index, pipe] of setUp.pipes.entries()) {
    if (index > 0) await user.click(within(pipes).getByRole('button', { name: 'Add Pipe Size' }));
    await user.selectOptions(
      within(pipes).getAllByLabelText('Nominal size')[index] as HTMLElement,
      pipe.size,
    );
    await user.type(
      within(pipes).getAllByLabelText('Length (m)')[index] as HTMLElement,
      pipe.length,
    );
  }
}

export async function fillPressureSetup(
  user: UserEvent,
  setup: { mop?: string; mip?: string; gauge?: RegExp; medium?: 'Air' | 'Gas' },
): Promise<void> {
  const testSetup = await openSection(user, 'Test Setup');
  if (setup.mip) {
    const mip = within(testSetup).getByLabelText(/Maximum Incidental Pressure \(MIP\), mbar/);
    await user.type(mip, setup.mip);
  }
  if (setup.mop) {
    const mop = within(testSetup).getByLabelText('Maximum Operating Pressure (MOP), mbar');
    await user.type(mop, setup.mop);
  }
  if (setup.gauge) await user.click(within(testSetup).getByRole('radio', { name: setup.gauge }));
  if (setup.medium) await user.click(within(testSetup).getByRole('radio', { name: setup.medium }));
}

/** The value shown for a figure in a results card, e.g. 'Test pressure' → '82.5 mbar'. */
export function figure(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The verdict badge of a test, e.g. 'Strength test result' → 'PASS'. */
export function verdict(name: string): string {
  const badge = screen
    .getAllByRole('status')
    .find((element) => element.textContent?.startsWith(`${name}: `));
  if (!badge) throw new Error(`No verdict badge for ${name}`);
  return (badge.textContent ?? '').slice(name.length + 2);
}

/** The industrial calculator's extras in Test Setup (gas, room classification, Type B volume). */
export async function fillIndustrialSetup(
  user: UserEvent,
  setup: { gas?: string; room?: 'Type A' | 'Type B' | 'Type C'; roomVolume?: string },
): Promise<void> {
  const testSetup = await openSection(user, 'Test Setup');
  if (setup.gas) {
    await user.selectOptions(within(testSetup).getByLabelText(/^Gas type/), setup.gas);
  }
  if (setup.room) {
    await user.click(
      within(testSetup).getByRole('radio', { name: new RegExp(`^${setup.room} \\(`) }),
    );
  }
  if (setup.roomVolume) {
    await user.type(within(testSetup).getByLabelText(/^Room volume \(m³\)/), setup.roomVolume);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { calculate, type CalculationInput, type CalculationOutput } from '@pipeproof/engine';
import { createUser, runAdmin, uniqueEmail } from './admin';

/** The engine's answer for an input: the numbers the page must show. */
export function engine(input: CalculationInput): CalculationOutput {
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

export const JOB = {
  'Job Number': 'E2E-4',
  'Customer Name': 'Corner Café',
  'Engineer Name': 'Sam Fitter',
  'Gas Safe Number': '123456',
  Location: '12 High St, Leeds',
} as const;

/** A new engineer on that plan, signed in through the sign-in page (both step calculators). */
export async function signUpAndIn(
  page: Page,
  tier: 'free' | 'basic' | 'premium' | 'professional',
): Promise<string> {
  const email = uniqueEmail(`calculator-${tier}`);
  createUser(email, 'commercial-password-1', 'Sam Fitter');
  if (tier !== 'free') runAdmin('set-tier', email, tier);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('commercial-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return email;
}

export const region = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/**
 * After a Calculate: the Results section is on screen and its heading has the focus, so the
 * engineer sees (and a screen reader reads) the result at once — the first time too.
 */
export async function expectResultsInView(page: Page): Promise<void> {
  const heading = region(page, 'Results').getByRole('heading', { name: 'Results', level: 2 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
}

/** The value of a figure in a results card ('Test pressure' → '82.5 mbar'). */
export function figure(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

export async function fillJobDetails(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(JOB)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

export async function setUpPipes(
  page: Page,
  pipes: readonly { size: string; length: string }[],
): Promise<void> {
  const section = region(page, 'Pipe Configuration');
  for (const [index, pipe] of pipes.entries()) {
    if (index > 0) await section.getByRole('button', { name: 'Add Pipe Size' }).click();
    await section.getByLabel('Nominal size').nth(index).selectOption(pipe.size);
    await section.getByLabel('Length (m)').nth(index).fill(pipe.length);
  }
}

/** The verdict badge's status text for a test, e.g. 'Strength test result'. */
export function verdict(page: Page, name: string): Locator {
  return page.getByRole('status').filter({ hasText: `${name}:` });
}

/** The industrial calculator's extras in Test Setup (gas, room classification, Type B volume). */
export async function fillIndustrialSetup(
  page: Page,
  setup: { gas?: string; room?: 'Type A' | 'Type B' | 'Type C'; roomVolume?: string },
): Promise<void> {
  const section = region(page, 'Test Setup');
  if (setup.gas) await section.getByLabel('Gas type').selectOption(setup.gas);
  if (setup.room) {
    await section.getByRole('radio', { name: new RegExp(`^${setup.room} \\(`) }).check();
  }
  if (setup.roomVolume) await section.getByLabel('Room volume (m³)').fill(setup.roomVolume);
}

/**
 * Answers 'Record Anyway' to 'Record without the timer?', asked when a result is recorded with
 * its test period not timed in the app (product.md §4, decision 0414).
 */
export async function recordAnyway(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Record without the timer?' });
  await expect(dialog).toContainText(
    'The test period was not timed to its end. Record this result anyway?',
  );
  await dialog.getByRole('button', { name: 'Record Anyway' }).click();
  await expect(dialog).toBeHidden();
}

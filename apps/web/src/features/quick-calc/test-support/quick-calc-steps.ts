import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { calculate, type CalculationInput, type CalculationOutput } from '@pipeproof/engine';

/** Each test starts with nothing saved on the device. */
export function clearDevice(): void {
  localStorage.clear();
}

export function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

export async function findPage(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Calculator' });
}

export const getTestResultsButton = () =>
  screen.getByRole('button', { name: /Get Test Results|Calculating\.\.\./ });

/** The engine's answer for an input: the numbers the page must show. */
export function engine(input: CalculationInput): CalculationOutput {
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

export interface ProjectSetUp {
  reference?: string;
  engineer?: string;
  installation?: 'New Installation' | 'Existing';
  operation?: 'Purging Operations' | 'Tightness Testing' | 'Strength Testing';
  mop?: string;
}

export async function fillProject(user: UserEvent, setUp: ProjectSetUp): Promise<void> {
  const project = card('Project Information');
  if (setUp.reference)
    await user.type(within(project).getByLabelText(/Project Reference/), setUp.reference);
  if (setUp.engineer)
    await user.type(within(project).getByLabelText(/Engineer Name/), setUp.engineer);
  if (setUp.installation)
    await user.click(within(project).getByRole('radio', { name: setUp.installation }));
  if (setUp.operation)
    await user.click(within(project).getByRole('radio', { name: setUp.operation }));
  if (setUp.mop)
    await user.type(
      within(project).getByLabelText('Maximum Operating Pressure (MOP), mbar'),
      setUp.mop,
    );
}

export async function setPipes(
  user: UserEvent,
  pipes: readonly { size: string; length: string }[],
): Promise<void> {
  const section = card('Pipe Configuration');
  for (const [index, pipe] of pipes.entries()) {
    if (index > 0) await user.click(within(section).getByRole('button', { name: 'Add Pipe Size' }));
    await user.selectOptions(
      within(section).getAllByLabelText('Nominal size')[index] as HTMLElement,
      pipe.size,
    );
    await user.type(
      within(section).getAllByLabelText('Length (m)')[index] as HTMLElement,
      pipe.length,
    );
  }
}

/** The value shown for a figure in a results card, e.g. 'Test pressure' → '21 mbar'. */
export function figure(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The verdict badge's status, e.g. 'Tightness test result' → 'PASS'. */
export function verdict(name: string): string {
  const badge = screen
    .getAllByRole('status')
    .find((element) => element.textContent?.startsWith(`${name}:`));
  return badge?.textContent?.replace(`${name}:`, '').trim() ?? '';
}

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import {
  card,
  clearDevice,
  fillProject,
  findPage,
  getTestResultsButton,
  setPipes,
} from '../test-support/quick-calc-steps';

beforeEach(clearDevice);

async function openAs(tier: 'free' | 'premium') {
  signInAs(tier);
  const rendered = renderApp('/calc');
  await findPage();
  return rendered;
}

describe('/calc layout (product.md §2)', () => {
  it('has the four form cards, the button and the empty results panel', async () => {
    await openAs('premium');
    for (const name of ['Project Information', 'Pipe Configuration', 'Meter Configuration']) {
      expect(card(name)).toBeInTheDocument();
    }
    // Purge is the default operation (product.md §3) for a plan that has it.
    expect(
      within(card('Project Information')).getByRole('radio', { name: 'Purging Operations' }),
    ).toBeChecked();
    expect(card('Purge Parameters')).toBeInTheDocument();
    expect(
      within(card('Project Information')).getByRole('radio', { name: 'New Installation' }),
    ).toBeChecked();
    expect(getTestResultsButton()).toHaveTextContent('Get Test Results');
    const results = card('Results');
    expect(within(results).getByText('No results to display')).toBeInTheDocument();
    expect(
      within(results).getByText('Complete the form and click Calculate to see results'),
    ).toBeInTheDocument();
  });

  it("shows each operation's fields: purge method and safety factor, or gauge, medium and the info box", async () => {
    const { user } = await openAs('premium');
    const purge = card('Purge Parameters');
    expect(within(purge).getByLabelText('Gas Type')).toHaveValue('Natural Gas');
    expect(within(purge).getByLabelText('Purge Method')).toHaveValue('Direct Purge (Air to Gas)');
    expect(within(purge).getByLabelText('Safety Factor')).toHaveValue('1.5');
    expect(
      within(purge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Direct Purge (Gas to Air)',
        'Indirect Purge (Inert Gas)',
        '2.0 - High Risk',
        '3.0 - Critical Applications',
      ]),
    );
    expect(within(purge).queryByRole('group', { name: 'Gauge Type' })).not.toBeInTheDocument();

    await fillProject(user, { operation: 'Tightness Testing' });
    expect(screen.queryByRole('region', { name: 'Purge Parameters' })).not.toBeInTheDocument();
    const test = card('Test Parameters');
    expect(within(test).getByLabelText('Gas Type')).toBeInTheDocument();
    expect(within(test).getByRole('group', { name: 'Gauge Type' })).toBeInTheDocument();
    expect(within(test).getByRole('group', { name: 'Test Medium' })).toBeInTheDocument();
    expect(within(test).queryByLabelText('Purge Method')).not.toBeInTheDocument();
    expect(
      within(test).getByRole('complementary', { name: 'How the test parameters are set' }),
    ).toHaveTextContent(/MOP and the operation type/);
    expect(screen.getByLabelText(/Room Volume/)).toHaveAccessibleDescription(
      'Required for Type B (ventilated internal <60 m³) calculations',
    );
    expect(screen.queryByLabelText(/Maximum Incidental Pressure/)).not.toBeInTheDocument();

    await fillProject(user, { operation: 'Strength Testing' });
    expect(card('Test Parameters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Maximum Incidental Pressure/)).toHaveAccessibleDescription(
      'Required for strength test pressure calculation',
    );
    expect(screen.queryByLabelText(/Room Volume/)).not.toBeInTheDocument();
  });

  it('Strength Testing and Existing exclude each other (product.md §4)', async () => {
    const { user } = await openAs('premium');
    const project = card('Project Information');
    await fillProject(user, { operation: 'Strength Testing' });
    expect(within(project).getByRole('radio', { name: 'Existing' })).toBeDisabled();
    await fillProject(user, { operation: 'Tightness Testing' });
    await fillProject(user, { installation: 'Existing' });
    expect(within(project).getByRole('radio', { name: 'Strength Testing' })).toBeDisabled();
  });
});

describe('pipes and meters (product.md §4)', () => {
  it("'Add Pipe Size' appends a row; the last row cannot be removed; a material change, once confirmed, clears every size", async () => {
    const { user } = await openAs('premium');
    const pipes = card('Pipe Configuration');
    expect(within(pipes).getByRole('button', { name: 'Remove pipe 1' })).toBeDisabled();
    await setPipes(user, [
      { size: '25', length: '4' },
      { size: '20', length: '2' },
    ]);
    expect(
      within(pipes)
        .getAllByLabelText('Nominal size')
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['25', '20']);
    await user.click(within(pipes).getByRole('radio', { name: 'Copper' }));
    // Sizes are chosen, so the switch asks first (decision 0446).
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the pipe material to Copper?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Change to Copper' }));
    expect(
      within(pipes)
        .getAllByLabelText('Nominal size')
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['', '']);
    expect(
      within(pipes)
        .getAllByLabelText('Length (m)')
        .map((s) => (s as HTMLInputElement).value),
    ).toEqual(['4', '2']);
    await user.click(within(pipes).getByRole('button', { name: 'Remove pipe 2' }));
    expect(within(pipes).getAllByLabelText('Nominal size')).toHaveLength(1);
  });

  it("meters start empty; 'Add Meter' adds a blank one with quantity 1, saying it is not counted yet", async () => {
    const { user } = await openAs('premium');
    const meters = card('Meter Configuration');
    expect(
      within(meters).getByText(
        'No meters configured. Click "Add Meter" to add gas meters to the installation.',
      ),
    ).toBeInTheDocument();
    await user.click(within(meters).getByRole('button', { name: 'Add Meter' }));
    expect(within(meters).getByLabelText('Meter type')).toHaveValue('');
    expect(within(meters).getByLabelText('Quantity')).toHaveValue('1');
    expect(
      within(meters).getByText('Not counted until a meter type is chosen.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(meters).getByLabelText('Meter type'), 'U16');
    const quantity = within(meters).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(
      within(meters).getByText('Not counted: the quantity must be 1 or more.'),
    ).toBeInTheDocument();
  });
});

describe("'Get Test Results' checks (product.md §5, word for word)", () => {
  it("'Missing Required Information' until reference and engineer name are given", async () => {
    const { user } = await openAs('premium');
    await user.click(getTestResultsButton());
    expect(await screen.findByText('Missing Required Information')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please fill in project reference, engineer name, and installation type before calculating',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Project Reference/)).toBeInvalid();
    expect(screen.getByLabelText(/Engineer Name/)).toHaveAccessibleDescription(
      'Enter the engineer name.',
    );
    expect(within(card('Results')).getByText('No results to display')).toBeInTheDocument();
  });

  it("'No Pipe Configuration' while no row has both a size and a length above 0", async () => {
    const { user } = await openAs('premium');
    await fillProject(user, { reference: 'Q-1', engineer: 'Sam Fitter' });
    await setPipes(user, [{ size: '25', length: '0' }]);
    await user.click(getTestResultsButton());
    expect(await screen.findByText('No Pipe Configuration')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one pipe configuration')).toBeInTheDocument();
  });

  it('a tightness test needs the gauge and the medium; an existing one also the room volume', async () => {
    const { user } = await openAs('premium');
    await fillProject(user, {
      reference: 'Q-2',
      engineer: 'Sam Fitter',
      operation: 'Tightness Testing',
      installation: 'Existing',
    });
    await setPipes(user, [{ size: '25', length: '10' }]);
    await user.click(getTestResultsButton());
    expect(await screen.findByText('Missing Test Parameters')).toBeInTheDocument();
    const test = card('Test Parameters');
    expect(within(test).getByText('Choose the gauge type.')).toBeInTheDocument();
    expect(within(test).getByText('Choose the test medium.')).toBeInTheDocument();
    await user.click(within(test).getByRole('radio', { name: /2 decimal places/ }));
    await user.click(within(test).getByRole('radio', { name: 'Air' }));
    expect(within(test).queryByText('Choose the gauge type.')).not.toBeInTheDocument();
    await user.click(getTestResultsButton());
    expect(await screen.findByText('Room Volume Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Commercial tests require room volume to determine maximum allowable pressure drop from IGE/UP/1 tables.',
      ),
    ).toBeInTheDocument();
  });

  it('gives the focus to the first field it marks, so a phone brings it into view (decision 0870)', async () => {
    const { user } = await openAs('premium');
    const project = card('Project Information');
    const button = getTestResultsButton();

    await user.click(button);
    await waitFor(() => expect(within(project).getByLabelText(/Project Reference/)).toHaveFocus());

    await fillProject(user, { reference: 'Q-3' });
    await user.click(button);
    await waitFor(() => expect(within(project).getByLabelText(/Engineer Name/)).toHaveFocus());

    // The pipe rows: the first empty box, not the material above them.
    await fillProject(user, { engineer: 'Sam Fitter', operation: 'Tightness Testing' });
    await user.click(button);
    expect(await screen.findByText('No Pipe Configuration')).toBeInTheDocument();
    const pipes = card('Pipe Configuration');
    await waitFor(() => expect(within(pipes).getByLabelText('Nominal size')).toHaveFocus());

    await user.selectOptions(within(pipes).getByLabelText('Nominal size'), '25');
    await user.click(button);
    await waitFor(() => expect(within(pipes).getByLabelText('Length (m)')).toHaveFocus());

    // A group of choices: its first one.
    await user.type(within(pipes).getByLabelText('Length (m)'), '10');
    await user.click(button);
    expect(await screen.findByText('Missing Test Parameters')).toBeInTheDocument();
    const gauge = within(card('Test Parameters')).getByRole('group', { name: 'Gauge Type' });
    await waitFor(() => expect(within(gauge).getAllByRole('radio')[0]).toHaveFocus());
  });

  it('an MOP above 16000 mbar is refused at the field', async () => {
    const { user } = await openAs('premium');
    await fillProject(user, { mop: '16001' });
    expect(
      screen.getByLabelText('Maximum Operating Pressure (MOP), mbar'),
    ).toHaveAccessibleDescription(/16000 mbar or less/);
  });

  it('a length the server refuses: Calculation Failed naming the pipe as the form does (0880)', async () => {
    const { user } = await openAs('premium');
    await fillProject(user, { reference: 'Q-LONG', engineer: 'Sam Fitter' });
    await setPipes(user, [
      { size: '25', length: '12' },
      { size: '20', length: '200000' },
    ]);
    await user.click(getTestResultsButton());
    const failed = (await screen.findByText('Calculation Failed')).closest('[data-sonner-toast]');
    expect(failed).toHaveTextContent('Pipe 2 length (m): must be 100000 or less');
    expect(within(card('Results')).getByText('No results to display')).toBeInTheDocument();
  });
});

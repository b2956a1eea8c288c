import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { getLoadedCalculatorEngine } from '../engine/load-calculator-engine';
import {
  clearDevice,
  fillJobDetails,
  findPage,
  openSection,
  section,
  setUpJob,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

const regionNames = () =>
  screen
    .getAllByRole('region')
    .map((r) => r.getAttribute('aria-labelledby') && r.querySelector('h2')?.textContent);

describe('/commercial: sections appear as earlier ones are completed (product.md §2)', () => {
  it('starts with Job Details only, with the subtitle and the header actions', async () => {
    renderApp('/commercial');
    await findPage();
    expect(screen.getByText('up to 6 inch pipe, IGE/UP/1 standard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Selection' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeInTheDocument();
    expect(regionNames()).toContain('Job Details');
    expect(screen.queryByRole('region', { name: 'Installation Type' })).not.toBeInTheDocument();
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
  });

  it('needs all five job details before Installation Type appears', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    for (const label of ['Job Number', 'Customer Name', 'Engineer Name', 'Gas Safe Number']) {
      await user.type(screen.getByLabelText(label), 'x');
    }
    // The engine, and the sections after Job Details with it (decision 0847), is in: what keeps
    // Installation Type away is the missing Location.
    await waitFor(() => expect(getLoadedCalculatorEngine()).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Installation Type' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Location'), 'Leeds');
    expect(await screen.findByRole('region', { name: 'Installation Type' })).toBeInTheDocument();
  });

  it('then Test Selection, Pipe Configuration, and Meter Configuration with Test Setup', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    await user.click(screen.getByRole('radio', { name: 'New Installation' }));
    await user.click(
      within(section('Test Selection')).getByRole('radio', { name: 'Tightness Test' }),
    );
    expect(section('Pipe Configuration')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meter Configuration' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nominal size'), '20');
    await user.type(screen.getByLabelText('Length (m)'), '4');
    expect(section('Meter Configuration')).toBeInTheDocument();
    expect(section('Test Setup')).toBeInTheDocument();
  });

  it('keeps later sections when an earlier field is cleared', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    await user.click(screen.getByRole('radio', { name: 'New Installation' }));
    await user.clear(screen.getByLabelText('Location'));
    expect(section('Test Selection')).toBeInTheDocument();
  });
});

describe('Installation Type and Test Selection (product.md §4)', () => {
  it('Existing disables Strength Test, and Strength Test disables Existing', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Existing Installation' }));
    const strength = within(section('Test Selection')).getByRole('radio', {
      name: 'Strength Test',
    });
    expect(strength).toBeDisabled();
    expect(strength).toHaveAccessibleDescription(/not for existing installations/i);
    await user.click(screen.getByRole('radio', { name: 'New Installation' }));
    await user.click(strength);
    // Choosing the test moved on to Pipe Configuration, folding what is done (decision 0442).
    await openSection(user, 'Installation Type');
    expect(screen.getByRole('radio', { name: 'Existing Installation' })).toBeDisabled();
  });

  it('room volume is a number from 1 to 60 m³ on the decimal keyboard, a comma its point (0897)', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    const room = screen.getByLabelText('Room volume (m³)');
    expect(room).toHaveAttribute('type', 'text');
    expect(room).toHaveAttribute('inputmode', 'decimal');
    await user.type(room, '61');
    expect(await screen.findByText('Room volume must be between 1 and 60 m³.')).toBeInTheDocument();
    await user.clear(room);
    await user.type(room, '27 m3');
    expect(room).toHaveAccessibleDescription(
      expect.stringContaining('Room volume must be between 1 and 60 m³.'),
    );
    await user.clear(room);
    await user.type(room, '27,5');
    expect(room).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(room).toHaveValue('27.5');
  });

  it('Free visitors see that purge is a Premium feature, and meet the Upgrade Required card', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Purge',
      pipes: [{ size: '25', length: '10' }],
    });
    const setup = section('Test Setup');
    expect(
      await within(setup).findByRole('heading', { name: 'Upgrade Required' }),
    ).toBeInTheDocument();
    expect(
      within(setup).getByText('Purge calculations need a Premium subscription.'),
    ).toBeInTheDocument();
    expect(within(setup).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe?tier=premium&returnTo=%2Fcommercial',
    );
    expect(
      within(setup).queryByRole('button', { name: 'Calculate Purge' }),
    ).not.toBeInTheDocument();
  });
});

describe('Pipe Configuration (product.md §4, §5, §6)', () => {
  async function openPipes(path = '/commercial') {
    const rendered = renderApp(path);
    await findPage();
    await fillJobDetails(rendered.user);
    await rendered.user.click(screen.getByRole('radio', { name: 'New Installation' }));
    await rendered.user.click(
      within(section('Test Selection')).getByRole('radio', { name: 'Tightness Test' }),
    );
    return rendered;
  }
  const sizeOptions = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'))
      .filter(Boolean);

  it('a Free visitor is offered steel sizes up to 25 mm only', async () => {
    await openPipes();
    expect(sizeOptions(screen.getByLabelText('Nominal size'))).toEqual(['15', '20', '25']);
  });

  it('a Premium engineer is offered up to 150 mm, and copper up to 67 mm', async () => {
    signInAs('premium');
    const { user } = await openPipes();
    expect(sizeOptions(screen.getByLabelText('Nominal size'))).toEqual([
      '15',
      '20',
      '25',
      '32',
      '40',
      '50',
      '65',
      '80',
      '100',
      '125',
      '150',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Copper' }));
    expect(sizeOptions(screen.getByLabelText('Nominal size'))).toEqual([
      '15',
      '22',
      '28',
      '35',
      '42',
      '54',
      '67',
    ]);
  });

  it('changing the material asks first, then clears every size; the last line cannot be removed', async () => {
    const { user } = await openPipes();
    await user.selectOptions(screen.getByLabelText('Nominal size'), '25');
    await user.click(screen.getByRole('button', { name: 'Add Pipe Size' }));
    const sizes = screen.getAllByLabelText('Nominal size');
    await user.selectOptions(sizes[1] as HTMLElement, '20');
    const sizesNow = () =>
      screen.getAllByLabelText('Nominal size').map((s) => (s as HTMLSelectElement).value);

    // Cancel keeps everything (decision 0446).
    await user.click(screen.getByRole('radio', { name: 'Copper' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the pipe material to Copper?' });
    expect(dialog).toHaveAccessibleDescription(
      'Changing the material clears the size of 2 pipe lines; you choose them again from the copper sizes. The lengths stay.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Sizes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sizesNow()).toEqual(['25', '20']);
    expect(screen.getByRole('radio', { name: 'Steel' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Copper' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the pipe material to Copper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change to Copper' }));
    expect(screen.getByRole('radio', { name: 'Copper' })).toBeChecked();
    // With no size chosen there is nothing to lose: no question.
    await user.click(screen.getByRole('radio', { name: 'Steel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Steel' })).toBeChecked();
    expect(
      screen.getAllByLabelText('Nominal size').map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['', '']);
    await user.click(screen.getByRole('button', { name: 'Remove pipe 2' }));
    expect(screen.getByRole('button', { name: 'Remove pipe 1' })).toBeDisabled();
  });

  it('a length is typed on the decimal keyboard, a comma read as the point; left blank it reads 0', async () => {
    const { user } = await openPipes();
    const length = screen.getByLabelText('Length (m)');
    // Text, not a number field, which would drop a typed comma (decision 0896).
    expect(length).toHaveAttribute('type', 'text');
    expect(length).toHaveAttribute('inputmode', 'decimal');
    await user.type(length, '2,5');
    await user.tab();
    expect(length).toHaveValue('2.5');
    await user.clear(length);
    await user.tab();
    expect(length).toHaveValue('0');
  });
});

describe('Meter Configuration (product.md §4, §5)', () => {
  /** A new installation's strength test up to its pipes: Meter Configuration, still empty. */
  async function metersOfANewJob() {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      pipes: [{ size: '25', length: '10' }],
    });
    return { user, meters: section('Meter Configuration') };
  }

  it('starts empty; a new meter has a blank type and quantity 1; a blank quantity reads 1', async () => {
    const { user, meters } = await metersOfANewJob();
    expect(within(meters).getByText(/No meters added/)).toBeInTheDocument();
    await user.click(within(meters).getByRole('button', { name: 'Add Meter' }));
    expect(within(meters).getByLabelText('Meter type')).toHaveValue('');
    expect(within(meters).getByRole('option', { name: 'Domestic (E6)' })).toBeInTheDocument();
    const quantity = within(meters).getByLabelText('Quantity');
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('1');
  });

  it('a meter chosen in the empty state is added with its type in one choice, keeping the focus (decision 0448)', async () => {
    const { user, meters } = await metersOfANewJob();
    const first = within(meters).getByLabelText('Meter type');
    expect(first).toHaveValue('');
    expect(within(first).getByRole('option', { name: 'No meter' })).toBeInTheDocument();
    await user.selectOptions(first, 'U16');
    expect(within(meters).queryByText(/No meters added/)).not.toBeInTheDocument();
    expect(within(meters).getByRole('group', { name: 'Meter 1' })).toBeInTheDocument();
    const row = within(meters).getByLabelText('Meter type');
    expect(row).toHaveValue('U16');
    expect(row).toHaveFocus();
    expect(within(meters).getByLabelText('Quantity')).toHaveValue('1');
  });
});

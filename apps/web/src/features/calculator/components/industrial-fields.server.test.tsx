import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { GAS_TYPES, PURGE_HOSE_STACK_SIZES_MM, listPipeSizesMm } from '@pipeproof/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';
import {
  clearDevice,
  storedDraft,
  fillIndustrialSetup,
  fillJobDetails,
  findPage,
  openSection,
  section,
  setUpJob,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

const TITLE = 'Industrial Calculator';

function optionValues(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter((value) => value !== '');
}

async function industrialPage() {
  signInAs('professional');
  const rendered = renderApp('/industrial');
  await findPage(TITLE);
  return rendered;
}

describe('/industrial is behind the Professional gate (product.md §2, §6)', () => {
  it('a signed-out visitor meets the gate, with the Professional plan card and a way to sign in', async () => {
    renderApp('/industrial');
    await findPage(TITLE);
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(screen.getByText(CALCULATION_GATE_MESSAGES.industrial)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Professional plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute(
      'href',
      '/subscribe?tier=professional&returnTo=%2Findustrial',
    );
    const signIn = screen.getByText(/Already on the Professional plan\?/);
    expect(within(signIn).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?returnTo=%2Findustrial',
    );
    expect(screen.queryByRole('region', { name: 'Job Details' })).not.toBeInTheDocument();
  });

  it.each(['free', 'basic', 'premium'] as const)(
    'a signed-in %s engineer meets the gate, not the calculator',
    async (tier) => {
      signInAs(tier);
      renderApp('/industrial');
      expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
      expect(screen.getByText(CALCULATION_GATE_MESSAGES.industrial)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Job Details' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Already on the Professional plan/)).not.toBeInTheDocument();
    },
  );

  it('with no answer about the plan, says so and offers Try again, which then finds the gate', async () => {
    switchServer('unreachable');
    const { user } = renderApp('/industrial');
    expect(
      await screen.findByText(
        'Your plan could not be checked. Check your signal or connection, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade Required' })).not.toBeInTheDocument();
    switchServer('standard');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(screen.queryByText(/Your plan could not be checked/)).not.toBeInTheDocument();
  });

  it('a Professional engineer gets the step calculator with its own title and subtitle', async () => {
    await industrialPage();
    expect(screen.getByText('All pipe sizes, IGE/UP/1 standard')).toBeInTheDocument();
    expect(section('Job Details')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade Required' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Selection' })).toHaveAttribute('href', '/');
  });
});

describe('industrial fields (product.md §3, §4, §5)', () => {
  it('asks no room volume with the installation type; Existing still excludes Strength', async () => {
    const { user } = await industrialPage();
    await fillJobDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Existing Installation' }));
    // The choice is all Installation Type asks here: the page moves on (decision 0442).
    expect(screen.queryByLabelText(/Room volume/)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Installation Type: Existing' }),
    ).toBeInTheDocument();
    // Existing chooses its tightness test (decision 0448): the page moves past Test Selection too.
    expect(await screen.findByRole('region', { name: 'Test: Tightness Test' })).toBeInTheDocument();
    const selection = await openSection(user, 'Test Selection');
    expect(within(selection).getByRole('radio', { name: 'Strength Test' })).toBeDisabled();
  });

  it('offers steel and copper in every industrial size: the engine’s own tables', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      pipes: [{ size: '25', length: '1' }],
    });
    const pipes = section('Pipe Configuration');
    const steel = optionValues(within(pipes).getByLabelText('Nominal size')).map(Number);
    expect(steel).toEqual(listPipeSizesMm('steel', 'industrial'));
    expect(steel.at(-1)).toBe(300);
    await user.click(within(pipes).getByRole('radio', { name: 'Copper' }));
    await user.click(await screen.findByRole('button', { name: 'Change to Copper' }));
    const copper = optionValues(within(pipes).getByLabelText('Nominal size')).map(Number);
    expect(copper).toEqual(listPipeSizesMm('copper', 'industrial'));
    expect(copper.at(-1)).toBe(159);
  });

  it('asks the gas (the five gases) and, for an existing tightness test, the room classification', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'Existing Installation',
      test: 'Tightness Test',
      pipes: [{ size: '50', length: '20' }],
    });
    const setup = section('Test Setup');
    expect(optionValues(within(setup).getByLabelText(/^Gas type/))).toEqual([...GAS_TYPES]);
    const classification = within(setup).getByRole('group', { name: 'Room Classification' });
    const names = [
      'Type A (Inadequately ventilated)',
      'Type B (Ventilated internal <60 m³)',
      'Type C (Ventilated >60 m³ or external/underground)',
    ];
    expect(within(classification).getAllByRole('radio')).toEqual(
      names.map((name) => within(classification).getByRole('radio', { name })),
    );
    expect(within(setup).queryByLabelText(/^Room volume/)).not.toBeInTheDocument();
    const calculate = within(setup).getByRole('button', { name: 'Calculate Let-by Test' });
    expect(calculate).toBeDisabled();
    expect(calculate).toHaveAccessibleDescription(/the gas type, the room classification/);

    await fillIndustrialSetup(user, { gas: 'Propane', room: 'Type B' });
    expect(calculate).toHaveAccessibleDescription(/the room volume/);
  });

  it('Type B asks the room volume, 1 to 59.9 m³; at 60 or more it says so in product.md’s words', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'Existing Installation',
      test: 'Tightness Test',
      pipes: [{ size: '50', length: '20' }],
    });
    await fillIndustrialSetup(user, { room: 'Type B' });
    const room = within(section('Test Setup')).getByLabelText(/^Room volume \(m³\)/);
    expect(room).toHaveAttribute('inputmode', 'decimal');
    await user.type(room, '59,9');
    expect(room).not.toHaveAttribute('aria-invalid');
    await user.clear(room);
    await user.type(room, '60');
    expect(room).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section('Test Setup')).getByRole('radio', { name: /^Type C/ }));
    expect(within(section('Test Setup')).queryByLabelText(/^Room volume/)).not.toBeInTheDocument();
  });

  it('no room classification for a new installation or a purge', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      pipes: [{ size: '50', length: '20' }],
    });
    expect(
      within(section('Test Setup')).queryByRole('group', { name: 'Room Classification' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(await openSection(user, 'Installation Type')).getByRole('radio', {
        name: 'Existing Installation',
      }),
    );
    await user.click(
      within(await openSection(user, 'Test Selection')).getByRole('radio', { name: 'Purge' }),
    );
    expect(
      within(section('Test Setup')).queryByRole('group', { name: 'Room Classification' }),
    ).not.toBeInTheDocument();
  });

  it('a strength test asks the MIP: “Required for strength test pressure calculation”', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      pipes: [{ size: '80', length: '30' }],
    });
    const setup = section('Test Setup');
    const mip = within(setup).getByLabelText('Maximum Incidental Pressure (MIP), mbar');
    expect(mip).toHaveAccessibleDescription('Required for strength test pressure calculation');
    expect(mip).toBeRequired();
    await user.type(within(setup).getByLabelText(/Maximum Operating Pressure/), '75');
    const calculate = within(setup).getByRole('button', { name: 'Calculate Strength Test' });
    expect(calculate).toBeDisabled();
    expect(calculate).toHaveAccessibleDescription(/Maximum Incidental Pressure \(MIP\)/);
    await user.type(mip, '120');
    expect(calculate).toBeEnabled();
  });

  it('a purge takes the hose and vent stack, each with its size and length', async () => {
    const { user } = await industrialPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Purge',
      pipes: [{ size: '200', length: '10' }],
    });
    const setup = section('Test Setup');
    for (const label of ['Purge hose size', 'Vent stack size']) {
      expect(optionValues(within(setup).getByLabelText(label)).map(Number)).toEqual([
        ...PURGE_HOSE_STACK_SIZES_MM,
      ]);
    }
    expect(within(setup).getByLabelText('Purge hose length (m)')).toBeInTheDocument();
    expect(within(setup).getByLabelText('Vent stack length (m)')).toBeInTheDocument();
    expect(within(setup).getByRole('button', { name: 'Calculate Purge' })).toBeDisabled();
  });
});

describe('drafts on this device', () => {
  it('/industrial and /commercial keep separate drafts: neither overwrites the other', async () => {
    const { user } = await industrialPage();
    await user.type(screen.getByLabelText('Job Number'), 'IND-7');
    await waitFor(() => expect(storedDraft('industrial')).toContain('IND-7'));
    cleanup();

    const commercial = renderApp('/commercial');
    await findPage();
    expect(screen.getByLabelText('Job Number')).toHaveValue('');
    await commercial.user.type(screen.getByLabelText('Job Number'), 'COM-3');
    await waitFor(() => expect(storedDraft('commercial')).toContain('COM-3'));
    cleanup();

    renderApp('/industrial');
    await findPage(TITLE);
    expect(screen.getByLabelText('Job Number')).toHaveValue('IND-7');
    expect(storedDraft('industrial')).not.toContain('COM-3');
  });
});

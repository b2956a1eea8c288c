import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { CALCULATION_GATE_MESSAGES, TIER_POLICY } from '@pipeproof/contracts';
import { listPipeSizesMm } from '@pipeproof/engine';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import {
  card,
  clearDevice,
  fillProject,
  findPage,
  getTestResultsButton,
  setPipes,
} from '../test-support/quick-calc-steps';

beforeEach(clearDevice);
afterEach(() => vi.restoreAllMocks());

const offeredSizes = (): string[] =>
  within(card('Pipe Configuration'))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter((value) => value !== '');

/** The toast whose title is `title` (sonner keeps title and description in one element). */
async function toast(title: string): Promise<HTMLElement | null> {
  return (await screen.findByText(title)).closest<HTMLElement>('[data-sonner-toast]');
}

const calculateCalls = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith('/api/calculate'));

describe('tier gates from contracts (product.md §6)', () => {
  it.each([
    ['free', 'steel'],
    ['basic', 'copper'],
    ['premium', 'steel'],
  ] as const)('%s: %s sizes offered up to the plan’s largest', async (tier, material) => {
    signInAs(tier);
    const { user } = renderApp('/calc');
    await findPage();
    if (material === 'copper')
      await user.click(within(card('Pipe Configuration')).getByRole('radio', { name: 'Copper' }));
    const max = TIER_POLICY[tier].maxPipeSizeMm;
    expect(offeredSizes()).toEqual(
      listPipeSizesMm(material, 'commercial')
        .filter((size) => size <= max)
        .map(String),
    );
  });

  it('free: starts on the tightness test; purge shows the upgrade card and sends nothing', async () => {
    signInAs('free');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp('/calc');
    await findPage();
    const project = card('Project Information');
    expect(within(project).getByRole('radio', { name: 'Tightness Testing' })).toBeChecked();
    await fillProject(user, {
      reference: 'F-1',
      engineer: 'Sam Fitter',
      operation: 'Purging Operations',
    });
    await setPipes(user, [{ size: '25', length: '5' }]);
    const results = card('Results');
    expect(within(results).getByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(within(results).getByText(CALCULATION_GATE_MESSAGES.purge)).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe?tier=premium&returnTo=%2Fcalc',
    );
    await user.click(getTestResultsButton());
    expect(await toast('Subscription Required')).toHaveTextContent(CALCULATION_GATE_MESSAGES.purge);
    expect(calculateCalls(fetchSpy)).toHaveLength(0);
  });

  it('a 403 from the server: Subscription Required with its message, then the plan as it now is', async () => {
    // A fresh account, so lowering its tier cannot disturb other tests.
    const { email } = await signUpFreshAccount('quick-calc-403');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', email, 'premium');
    const { user } = renderApp('/calc');
    await findPage();
    expect(card('Purge Parameters')).toBeInTheDocument();
    await fillProject(user, { reference: 'G-403', engineer: 'Fresh Engineer' });
    await setPipes(user, [{ size: '25', length: '5' }]);

    // The plan ends while the page is open: the page still thinks Premium, the server does not.
    // In act: the admin command takes seconds, and toasts time out meanwhile.
    await act(() => runAdmin(server, 'set-tier', email, 'basic'));
    await user.click(getTestResultsButton());
    expect(await toast('Subscription Required')).toHaveTextContent(CALCULATION_GATE_MESSAGES.purge);
    const results = card('Results');
    expect(
      await within(results).findByRole('heading', { name: 'Upgrade Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Basic plan/ })).toBeInTheDocument();
  }, 60_000);
});

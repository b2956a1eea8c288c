import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculationInput } from '@pipeproof/engine';
import { renderApp, signInAs } from '../../../../test/render-app';
import {
  card,
  clearDevice,
  engine,
  figure,
  fillProject,
  findPage,
  getTestResultsButton,
  setPipes,
  verdict,
} from '../test-support/quick-calc-steps';
import { fillTightness, TIGHTNESS, watchCalculateRequests } from '../test-support/tightness-form';

beforeEach(clearDevice);
afterEach(() => vi.restoreAllMocks());

describe('purge (Premium)', () => {
  const PURGE: CalculationInput = {
    calculatorType: 'commercial',
    project: {
      reference: 'Q-300',
      engineerName: 'Sam Fitter',
      installationType: 'new',
      operationType: 'Purge',
      gasType: 'Natural Gas',
      safetyFactor: 2,
      purgeDirection: 'gas-to-air',
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 30 }],
  };

  it('direct purge: the engine’s purge figures; flow and gas content give the verdict', async () => {
    signInAs('premium');
    const sent = watchCalculateRequests();
    const { user } = renderApp('/calc');
    await findPage();
    await fillProject(user, { reference: 'Q-300', engineer: 'Sam Fitter' });
    await setPipes(user, [{ size: '50', length: '30' }]);
    const parameters = card('Purge Parameters');
    await user.selectOptions(
      within(parameters).getByLabelText('Purge Method'),
      'Direct Purge (Gas to Air)',
    );
    await user.selectOptions(within(parameters).getByLabelText('Safety Factor'), '2');
    await user.click(getTestResultsButton());

    const results = await screen.findByRole('region', { name: 'Purge Results' });
    expect(await screen.findByText('Calculation Complete')).toBeInTheDocument();
    expect(sent()).toEqual([PURGE]);
    const expected = engine(PURGE);
    expect(figure(results, 'Purge volume')).toBe(`${expected.requiredPurgeVolume} m³`);
    expect(figure(results, 'Minimum purge flow rate')).toBe(`${expected.minimumFlowRate} m³/h`);
    expect(figure(results, 'Maximum purge time')).toBe(expected.maximumPurgeTime);
    await user.type(
      within(results).getByLabelText(/Actual flow rate/),
      String(expected.minimumFlowRate),
    );
    await user.type(within(results).getByLabelText(/Gas content/), '1.8');
    expect(verdict('Purge result')).toBe('PASS');
    await user.clear(within(results).getByLabelText(/Gas content/));
    await user.type(within(results).getByLabelText(/Gas content/), '1.9');
    expect(verdict('Purge result')).toBe('FAIL');
  });

  it('indirect purge: the figures, and no PASS or FAIL', async () => {
    signInAs('premium');
    const { user } = renderApp('/calc');
    await findPage();
    await fillProject(user, { reference: 'Q-301', engineer: 'Sam Fitter' });
    await setPipes(user, [{ size: '25', length: '10' }]);
    await user.selectOptions(
      within(card('Purge Parameters')).getByLabelText('Purge Method'),
      'Indirect Purge (Inert Gas)',
    );
    await user.click(getTestResultsButton());
    const results = await screen.findByRole('region', { name: 'Purge Results' });
    expect(within(results).queryByLabelText(/Gas content/)).not.toBeInTheDocument();
    expect(
      within(results).getByText(/indirect purge \(inert gas\) has no PASS or FAIL/),
    ).toBeInTheDocument();
    expect(verdict('Purge result')).toBe('PENDING');
  });
});

describe('the form survives a reload (decision 0621)', () => {
  it('restores the fields, the result and the readings for the same user', async () => {
    signInAs('premium');
    const first = renderApp('/calc');
    await findPage();
    await fillTightness(first.user);
    await first.user.click(getTestResultsButton());
    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    await first.user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await first.user.type(within(results).getByLabelText('Site name'), 'Boiler house');
    cleanup();

    signInAs('premium');
    renderApp('/calc');
    await findPage();
    expect(screen.getByLabelText(/Project Reference/)).toHaveValue('Q-100');
    expect(within(card('Meter Configuration')).getAllByLabelText('Meter type')).toHaveLength(3);
    const restored = screen.getByRole('region', { name: 'Tightness Test Results' });
    expect(figure(restored, 'Test duration')).toBe(
      `${engine(TIGHTNESS).tightnessTest?.durationMin} min`,
    );
    expect(within(restored).getByLabelText(/Actual pressure drop/)).toHaveValue('0');
    expect(within(restored).getByLabelText('Site name')).toHaveValue('Boiler house');
    expect(verdict('Tightness test result')).toBe('PASS');
    expect(screen.queryByText(/The form has changed/)).not.toBeInTheDocument();
  });

  it('a stored result the engine no longer accepts keeps the form and says so (decision 0873)', async () => {
    signInAs('premium');
    const first = renderApp('/calc');
    await findPage();
    await fillTightness(first.user);
    await first.user.click(getTestResultsButton());
    await screen.findByRole('region', { name: 'Tightness Test Results' });
    cleanup();

    // The device's copy of the result, changed to a pipe size the engine does not know.
    const key = Object.keys(localStorage).find((name) => name.endsWith('quick-calc.v1'));
    const stored = JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as {
      draft: { result: { request: { pipeConfigurations: { nominalSize: number }[] } } };
    };
    stored.draft.result.request.pipeConfigurations[0]!.nominalSize = 999;
    localStorage.setItem(key ?? '', JSON.stringify(stored));

    signInAs('premium');
    renderApp('/calc');
    await findPage();
    expect(screen.getByLabelText(/Project Reference/)).toHaveValue('Q-100');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^These results can no longer be worked out: .*999.*\. Check the form and get the test results again\.$/,
    );
    expect(
      screen.queryByRole('region', { name: 'Tightness Test Results' }),
    ).not.toBeInTheDocument();
  });

  it('another user on the same device starts with an empty form', async () => {
    signInAs('premium');
    const first = renderApp('/calc');
    await findPage();
    await fillProject(first.user, { reference: 'PREMIUM-JOB' });
    cleanup();

    // Another session under the same browser (as if signed in from another tab): once the server
    // names the new engineer, the first one's work is sealed and the form is theirs (0440).
    signInAs('professional');
    renderApp('/calc');
    await screen.findByRole('link', { name: /Professional plan/ });
    await findPage();
    expect(screen.getByLabelText(/Project Reference/)).toHaveValue('');
    expect(JSON.stringify({ ...localStorage })).not.toContain('PREMIUM-JOB');
  });
});

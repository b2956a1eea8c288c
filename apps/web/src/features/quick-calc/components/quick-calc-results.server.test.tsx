import { screen, within } from '@testing-library/react';
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

describe('a tightness test through POST /api/calculate', () => {
  it('sends the form (meter rows without a type or with quantity 0 dropped) and shows the engine’s numbers', async () => {
    signInAs('premium');
    const sent = watchCalculateRequests();
    const { user } = renderApp('/calc');
    await findPage();
    await fillTightness(user);
    await user.click(getTestResultsButton());
    expect(getTestResultsButton()).toHaveTextContent('Calculating...');
    expect(getTestResultsButton()).toHaveAttribute('aria-disabled', 'true');

    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    expect(sent()).toEqual([TIGHTNESS]);
    const expected = engine(TIGHTNESS);
    const t = expected.tightnessTest;
    expect(figure(results, 'Test pressure')).toBe(`${expected.testPressure} mbar`);
    expect(figure(results, 'Test duration')).toBe(`${t?.durationMin} min`);
    expect(figure(results, 'Maximum permitted pressure drop')).toBe(
      `${expected.maxPressureDrop} mbar`,
    );
    const synopsis = screen.getByRole('region', { name: 'Pipework Synopsis' });
    expect(within(synopsis).getByRole('row', { name: /Installation volume/ })).toHaveTextContent(
      String(expected.totalSystemVolume),
    );
    // Each meter line with its share of the volume: 2 × 0.025 m³ (standards.md §1).
    expect(
      within(synopsis).getByRole('row', { name: 'Meter U16 × 2 (0.025 m³ each) 0.05' }),
    ).toBeInTheDocument();
    expect(within(synopsis).queryByText(/G4\/U6/)).not.toBeInTheDocument();
    expect(getTestResultsButton()).toHaveTextContent('Get Test Results');
    expect(verdict('Tightness test result')).toBe('PENDING');
  });

  it('the verdict badge follows the readings: PASS at the limit, FAIL above it', async () => {
    signInAs('premium');
    const { user } = renderApp('/calc');
    await findPage();
    await fillTightness(user);
    await user.click(getTestResultsButton());
    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    const limit = engine(TIGHTNESS).maxPressureDrop ?? NaN;
    const drop = within(results).getByLabelText(/Actual pressure drop/);
    await user.type(drop, String(limit));
    expect(verdict('Tightness test result')).toBe(
      engine({ ...TIGHTNESS, readings: { actualPressureDrop: limit } }).testResult,
    );
    expect(verdict('Tightness test result')).toBe('PASS');
    // A figure that depends on the reading follows it too (the server's answer had no reading).
    const judged = engine({ ...TIGHTNESS, readings: { actualPressureDrop: limit } });
    expect(figure(results, 'Measured leak rate')).toBe(
      `${judged.tightnessTest?.verdict.leakRateM3h} m³/h`,
    );
    await user.clear(drop);
    await user.type(drop, String(limit + 0.1));
    expect(verdict('Tightness test result')).toBe('FAIL');

    const compliance = screen.getByRole('region', { name: 'Compliance' });
    const failed = engine({ ...TIGHTNESS, readings: { actualPressureDrop: limit + 0.1 } });
    for (const note of failed.compliance.notes) {
      expect(within(compliance).getByText(note)).toBeInTheDocument();
    }
    expect(within(compliance).getByText('Risk Assessment Required')).toBeInTheDocument();
    const steps = within(compliance).getByRole('list', { name: 'Next Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(failed.compliance.nextSteps);
  });

  it('says when the form has changed since the results were calculated', async () => {
    signInAs('premium');
    const { user } = renderApp('/calc');
    await findPage();
    await fillTightness(user);
    await user.click(getTestResultsButton());
    await screen.findByRole('region', { name: 'Tightness Test Results' });
    expect(screen.queryByText(/The form has changed/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Maximum Operating Pressure (MOP), mbar'), '0');
    expect(screen.getByText(/The form has changed/)).toBeInTheDocument();
  });
});

describe('an existing installation: the let-by test first (standards.md §3)', () => {
  const EXISTING: CalculationInput = {
    calculatorType: 'commercial',
    project: {
      reference: 'Q-200',
      engineerName: 'Sam Fitter',
      installationType: 'existing',
      operationType: 'Tightness Test',
      gasType: 'Natural Gas',
      maxOperatingPressure: 21,
      roomVolume: 20,
      gaugeType: 'water',
      testMedium: 'Gas',
    },
    pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 15 }],
  };

  it('shows the MAPD; a let-by rise fails the test; after a let-by PASS the drop decides', async () => {
    signInAs('premium');
    const { user } = renderApp('/calc');
    await findPage();
    await fillProject(user, {
      reference: 'Q-200',
      engineer: 'Sam Fitter',
      operation: 'Tightness Testing',
      mop: '21',
    });
    await fillProject(user, { installation: 'Existing' });
    await user.type(screen.getByLabelText(/Room Volume/), '20');
    await user.click(within(card('Pipe Configuration')).getByRole('radio', { name: 'Copper' }));
    await setPipes(user, [{ size: '22', length: '15' }]);
    const parameters = card('Test Parameters');
    await user.click(within(parameters).getByRole('radio', { name: /Water gauge/ }));
    await user.click(within(parameters).getByRole('radio', { name: 'Gas' }));
    await user.click(getTestResultsButton());

    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    const expected = engine(EXISTING);
    expect(figure(results, 'Let-by test pressure')).toBe(
      `${expected.letByTest?.testPressureMbar} mbar`,
    );
    expect(figure(results, 'Maximum allowable pressure drop (MAPD)')).toBe(
      `${expected.maxPressureDrop} mbar`,
    );
    const rise = within(results).getByLabelText(/Pressure rise/);
    await user.type(rise, '0.5');
    expect(verdict('Let-by test result')).toBe('FAIL');
    expect(verdict('Tightness test result')).toBe('PENDING');
    // The action taken is asked for, no longer than the server keeps (500 characters).
    const note = within(card('Save as Job')).getByLabelText('Action taken (failed let-by test)');
    await user.click(note);
    await user.paste('Supply isolated. '.repeat(40));
    expect((note as HTMLInputElement).value).toHaveLength(500);
    await user.clear(rise);
    await user.type(rise, '0');
    expect(verdict('Let-by test result')).toBe('PASS');
    const drop = within(results).getByLabelText(/Actual pressure drop/);
    await user.type(drop, String((expected.maxPressureDrop ?? 0) + 0.1));
    expect(verdict('Tightness test result')).toBe('FAIL');
  });
});

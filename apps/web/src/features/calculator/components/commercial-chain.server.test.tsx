import { screen, waitFor, within } from '@testing-library/react';
import { calculate, type CalculationInput } from '@pipeproof/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import {
  clearDevice,
  figure,
  fillPressureSetup,
  findPage,
  recordAnyway,
  section,
  setUpJob,
  verdict,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

const existingInput: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    maxOperatingPressure: 21,
    roomVolume: 20,
    gaugeType: 'electronic01',
    testMedium: 'Gas',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
};

async function existingTightness() {
  const rendered = renderApp('/commercial');
  await findPage();
  await setUpJob(rendered.user, {
    installation: 'Existing Installation',
    test: 'Tightness Test',
    roomVolume: '20',
    pipes: [{ size: '25', length: '30' }],
  });
  await fillPressureSetup(rendered.user, { mop: '21', gauge: /2 decimal places/, medium: 'Gas' });
  expect(
    screen.queryByRole('button', { name: 'Calculate Tightness Test' }),
  ).not.toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: 'Calculate Let-by Test' }));
  return rendered;
}

describe('existing installation: the let-by test first (product.md §4)', () => {
  it('shows the engine’s let-by pressure and duration; a rise fails and blocks the tightness test', async () => {
    const { user } = await existingTightness();
    const result = calculate(existingInput);
    if (!result.ok || !result.output.letByTest) throw new Error('engine');
    const letBy = await screen.findByRole('region', { name: 'Let-by Test' });
    expect(figure(letBy, 'Let-by test pressure')).toBe(
      `${result.output.letByTest.testPressureMbar} mbar`,
    );
    expect(figure(letBy, 'Test duration')).toBe(`${result.output.letByTest.durationMin} min`);
    expect(screen.queryByRole('region', { name: 'Tightness Test' })).not.toBeInTheDocument();

    await user.type(within(letBy).getByLabelText(/rise/i), '0.3');
    expect(verdict('Let-by test result')).toBe('FAIL');
    expect(
      screen.getByText(
        'Let-by test failed. Resolve gas leakage before continuing to tightness test.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue to Tightness Test' }),
    ).not.toBeInTheDocument();
  });

  it('a FAIL is recorded with the action taken (required), and the tightness test stays blocked', async () => {
    const { user } = await existingTightness();
    const letBy = await screen.findByRole('region', { name: 'Let-by Test' });
    await user.type(within(letBy).getByLabelText(/rise/i), '0.3');
    const record = screen.getByRole('region', { name: 'Record the failed let-by test' });
    await user.click(within(record).getByRole('button', { name: 'Record Let-by FAIL' }));
    const note = within(record).getByLabelText('Action taken');
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(
      'For example: Reported to the responsible person; supply isolated. Enter the action taken before recording the let-by FAIL.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(note, 'Reported to the responsible person; supply isolated.');
    await user.click(within(record).getByRole('button', { name: 'Record Let-by FAIL' }));
    // 'Go Back' records nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Record without the timer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
    await user.click(within(record).getByRole('button', { name: 'Record Let-by FAIL' }));
    await recordAnyway(user);

    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    const item = within(completed).getByRole('listitem');
    expect(within(item).getByText('Let-by Test')).toBeInTheDocument();
    expect(verdict('Let-by Test result')).toBe('FAIL');
    expect(item).toHaveTextContent('Duration not timed in PipeProof');
    expect(item).toHaveTextContent(
      'Action taken: Reported to the responsible person; supply isolated.',
    );
    expect(screen.getByText('Let-by Test FAIL saved to the completed tests.')).toBeInTheDocument();
    expect(within(letBy).getByLabelText(/rise/i)).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Tightness Test' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue to Tightness Test' }),
    ).not.toBeInTheDocument();

    // After the repair: the let-by test again, clean; a PASS opens the way to tightness.
    await user.click(screen.getByRole('button', { name: 'Repeat Let-by Test' }));
    const again = await screen.findByRole('region', { name: 'Let-by Test' });
    expect(within(again).getByLabelText(/rise/i)).toHaveValue('');
    await user.type(within(again).getByLabelText(/rise/i), '0');
    expect(screen.getByRole('button', { name: 'Continue to Tightness Test' })).toBeInTheDocument();
  });

  it('a pass continues to the tightness test, where a drop above the MAPD fails', async () => {
    const { user } = await existingTightness();
    const letBy = await screen.findByRole('region', { name: 'Let-by Test' });
    await user.type(within(letBy).getByLabelText(/rise/i), '0');
    expect(verdict('Let-by test result')).toBe('PASS');
    await user.click(screen.getByRole('button', { name: 'Continue to Tightness Test' }));
    // The let-by timer was not run (decision 0414).
    await recordAnyway(user);

    const engine = calculate({ ...existingInput, readings: { letByPressureReading: 0 } });
    if (!engine.ok || !engine.output.tightnessTest) throw new Error('engine');
    const mapd = engine.output.tightnessTest.maxDropMbar;
    const card = screen.getByRole('region', { name: 'Tightness Test' });
    expect(figure(card, 'Maximum allowable pressure drop (MAPD)')).toBe(`${mapd} mbar`);
    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    expect(within(completed).getByText('Let-by Test')).toBeInTheDocument();

    await user.type(within(card).getByLabelText(/Actual pressure drop/), String(mapd + 0.1));
    expect(verdict('Tightness test result')).toBe('FAIL');
  });
});

describe('a let-by PASS shows the tightness test at once (decision 0448)', () => {
  it('its timer’s Start records the let-by (asking first when it was not timed) and starts stabilisation; the readings follow', async () => {
    const { user } = await existingTightness();
    const letBy = await screen.findByRole('region', { name: 'Let-by Test' });
    await user.type(within(letBy).getByLabelText(/rise/i), '0');
    const card = screen.getByRole('region', { name: 'Tightness Test' });
    expect(within(card).queryByLabelText(/Actual pressure drop/)).not.toBeInTheDocument();
    expect(card).toHaveTextContent('The let-by test passed.');
    const timer = within(card).getByRole('region', { name: 'Tightness Test timer' });

    // Go Back: nothing recorded, the timer not started.
    await user.click(within(timer).getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record without the timer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    expect(within(timer).getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();

    await user.click(within(timer).getByRole('button', { name: 'Start' }));
    await recordAnyway(user);
    expect(within(timer).getByText('Running')).toBeInTheDocument();
    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    expect(within(completed).getByText('Let-by Test')).toBeInTheDocument();
    expect(verdict('Let-by Test result')).toBe('PASS');
    expect(within(letBy).getByLabelText(/rise/i)).toBeDisabled();
    expect(within(card).getByLabelText(/Actual pressure drop/)).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Continue to Tightness Test' }),
    ).not.toBeInTheDocument();
  });
});

describe('the test chain Strength → Tightness → Purge (product.md §4)', () => {
  it('after a strength PASS, starting the tightness test saves the record and clears the result', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '25',
      pipes: [{ size: '25', length: '12' }],
    });
    await fillPressureSetup(user, { mop: '21' });
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(screen.queryByRole('region', { name: 'Ready for Next Test' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Actual pressure drop/), '2');
    await user.click(screen.getByRole('button', { name: 'Start Tightness Test' }));
    await recordAnyway(user);

    const completed = within(await screen.findByRole('region', { name: 'Completed Tests' }));
    expect(completed.getByText('Strength Test')).toBeInTheDocument();
    expect(verdict('Strength Test result')).toBe('PASS');
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
    // Test Selection stays folded, saying the test chosen (decision 0442).
    expect(screen.getByRole('region', { name: 'Test: Tightness Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate Tightness Test' })).toBeInTheDocument();
  });

  it('a strength FAIL may carry the action taken, shown under Completed Tests', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '25',
      pipes: [{ size: '25', length: '12' }],
    });
    await fillPressureSetup(user, { mop: '21' });
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    await user.type(await screen.findByLabelText(/Actual pressure drop/), '30');
    expect(verdict('Strength test result')).toBe('FAIL');
    await user.type(
      screen.getByLabelText('Action taken (optional)'),
      'Joint remade; retest booked.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    expect(within(completed).getByRole('listitem')).toHaveTextContent(
      'Action taken: Joint remade; retest booked.',
    );
    expect(screen.queryByLabelText('Action taken (optional)')).not.toBeInTheDocument();
  });

  it('a Premium engineer’s purge needs the hose and stack sizes, then calculates with the engine', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Purge',
      pipes: [{ size: '50', length: '20' }],
    });
    const setup = section('Test Setup');
    const button = within(setup).getByRole('button', { name: 'Calculate Purge' });
    expect(button).toBeDisabled();
    await user.selectOptions(within(setup).getByLabelText('Purge hose size'), '20');
    expect(button).toBeDisabled();
    await user.selectOptions(within(setup).getByLabelText('Vent stack size'), '25');
    await user.type(within(setup).getByLabelText('Purge hose length (m)'), '3');
    await user.click(button);
    expect(
      await screen.findByText('Purge requirements calculated successfully'),
    ).toBeInTheDocument();

    const engine = calculate({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge' },
      pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 20 }],
      purgeConfigurations: [
        { type: 'hose', nominalSize: 20, length: 3 },
        { type: 'stack', nominalSize: 25, length: 0 },
      ],
    });
    if (!engine.ok || !engine.output.purge) throw new Error('engine');
    const card = screen.getByRole('region', { name: 'Purge' });
    expect(figure(card, 'Purge volume')).toBe(`${engine.output.purge.purgeVolumeM3} m³`);
    expect(figure(card, 'Minimum purge flow rate')).toBe(
      `${engine.output.purge.minimumFlowM3h} m³/h`,
    );
    expect(figure(card, 'Maximum purge time')).toBe(engine.output.purge.maximumPurgeTime);
    // product.md §4: choosing a purge direction reveals the timer and the readings.
    expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    // Calculate folded Test Setup (decision 0442): one press of 'Choose Purge Direction' opens it
    // at the direction, which is not folded again as the press completes (decision 0919).
    expect(screen.getByRole('button', { name: 'Edit Test Setup' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Choose Purge Direction' }));
    const airToGas = within(section('Test Setup')).getByRole('radio', { name: 'Air to gas' });
    await waitFor(() => expect(airToGas).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Edit Test Setup' })).toBeNull();
    await user.click(airToGas);
    expect(within(card).getByRole('timer')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { CalculationInput } from '@pipeproof/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import {
  clearDevice,
  figure,
  fillPressureSetup,
  findPage,
  openSection,
  section,
  setUpJob,
  storedDraft,
  verdict,
  engine,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

const strengthInput: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Strength Test',
    maxOperatingPressure: 21,
    roomVolume: 25,
  },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 25, length: 12 },
    { material: 'steel', nominalSize: 20, length: 6.5 },
  ],
};

async function strengthResults() {
  const rendered = renderApp('/commercial');
  await findPage();
  await setUpJob(rendered.user, {
    installation: 'New Installation',
    test: 'Strength Test',
    roomVolume: '25',
    pipes: [
      { size: '25', length: '12' },
      { size: '20', length: '6.5' },
    ],
  });
  const calculateButton = screen.getByRole('button', { name: 'Calculate Strength Test' });
  expect(calculateButton).toBeDisabled();
  await fillPressureSetup(rendered.user, { mop: '21' });
  expect(calculateButton).toBeEnabled();
  await rendered.user.click(calculateButton);
  return rendered;
}

describe('strength test results (numbers from the engine)', () => {
  it('shows the engine’s figures, the timer, and the Pipework Synopsis', async () => {
    await strengthResults();
    const s = engine(strengthInput).strengthTest;
    if (!s) throw new Error('no strength test');
    const card = await screen.findByRole('region', { name: 'Strength Test' });
    expect(figure(card, 'Test pressure')).toBe(`${s.testPressureMbar} mbar`);
    expect(figure(card, 'Stabilisation')).toBe(`${s.stabilisationMin} min`);
    expect(figure(card, 'Test duration')).toBe(`${s.testDurationMin} min`);
    expect(figure(card, 'Maximum pressure drop')).toContain(`${s.maxDropMbar} mbar`);
    expect(within(card).getByRole('timer')).toHaveTextContent('05:00');

    const volume = engine(strengthInput).volume;
    const synopsis = within(screen.getByRole('region', { name: 'Pipework Synopsis' }));
    expect(
      synopsis.getByRole('row', {
        name: `Steel 25 mm (1") × 12 m ${volume.pipeRuns[0]?.volumeM3}`,
      }),
    ).toBeInTheDocument();
    expect(
      synopsis.getByRole('row', { name: `Fittings allowance (10 %) ${volume.fittingsM3}` }),
    ).toBeInTheDocument();
    expect(
      synopsis.getByRole('row', { name: `Installation volume (IV) ${volume.totalM3}` }),
    ).toBeInTheDocument();
  });

  it('recomputes the verdict on every change of the reading', async () => {
    const { user } = await strengthResults();
    const drop = screen.getByLabelText(/Actual pressure drop/);
    const badge = () => verdict('Strength test result');
    expect(badge()).toBe('PENDING');
    const limit = engine(strengthInput).strengthTest?.maxDropMbar ?? 0;
    await user.type(drop, String(limit));
    expect(badge()).toBe(engine(strengthInput, { actualPressureDrop: limit }).testResult);
    await user.clear(drop);
    await user.type(drop, String(limit + 1));
    expect(badge()).toBe('FAIL');
  });
});

describe('calculate: product.md §5 messages as toasts', () => {
  it("'Missing Required Information' lists what was cleared", async () => {
    const { user } = await strengthResults();
    await user.clear(within(await openSection(user, 'Job Details')).getByLabelText('Location'));
    await openSection(user, 'Test Setup');
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(await screen.findByText('Missing Required Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please complete: Location. Go back to previous steps to fill these in.'),
    ).toBeInTheDocument();
  });

  it("'Room Volume Required' for a commercial strength test without it", async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      pipes: [{ size: '25', length: '12' }],
    });
    await fillPressureSetup(user, { mop: '21' });
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(await screen.findByText('Room Volume Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Commercial tests require room volume to determine maximum allowable pressure drop from IGE/UP/1 tables.',
      ),
    ).toBeInTheDocument();
  });

  it("'No Pipe Configuration' when every length is 0", async () => {
    const { user } = await strengthResults();
    const pipes = await openSection(user, 'Pipe Configuration');
    for (const length of within(pipes).getAllByLabelText('Length (m)')) await user.clear(length);
    await openSection(user, 'Test Setup');
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(await screen.findByText('No Pipe Configuration')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Please go back to 'Pipe Configuration' step and add at least one pipe section.",
      ),
    ).toBeInTheDocument();
  });
});

describe('tightness test (new installation)', () => {
  const input = (gaugeType: 'electronic01' | 'water'): CalculationInput => ({
    calculatorType: 'commercial',
    project: {
      installationType: 'new',
      operationType: 'Tightness Test',
      maxOperatingPressure: 50,
      roomVolume: 30,
      gaugeType,
      testMedium: 'Air',
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 400 }],
  });

  it('reads a comma in the room volume and the MOP as the decimal point (decision 0897)', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      roomVolume: '7,5',
      pipes: [{ size: '25', length: '400' }],
    });
    await fillPressureSetup(user, { mop: '21,5', gauge: /2 decimal places/, medium: 'Air' });
    const mop = within(section('Test Setup')).getByLabelText(
      'Maximum Operating Pressure (MOP), mbar',
    );
    expect(mop).toHaveAttribute('inputmode', 'decimal');
    await user.click(screen.getByRole('button', { name: 'Calculate Tightness Test' }));
    // 21.5 mbar and 7.5 m³, not the 215 mbar and 75 m³ a number field made of them.
    const read = engine({
      ...input('electronic01'),
      project: { ...input('electronic01').project, maxOperatingPressure: 21.5, roomVolume: 7.5 },
    }).tightnessTest;
    const card = screen.getByRole('region', { name: 'Tightness Test' });
    expect(figure(card, 'Test pressure')).toBe(`${read?.testPressureMbar} mbar`);
    expect(read?.testPressureMbar).toBe(21.5);
    expect(figure(card, 'Maximum permitted pressure drop')).toBe(`${read?.maxDropMbar} mbar`);
    await waitFor(() =>
      expect(JSON.parse(storedDraft('commercial') ?? '{}')).toMatchObject({
        draft: { run: { input: { project: { maxOperatingPressure: 21.5, roomVolume: 7.5 } } } },
      }),
    );
    // Leaving a field showed the number it is read as.
    expect(within(await openSection(user, 'Test Setup')).getByDisplayValue('21.5')).toBe(mop);
  });

  it('shows the engine’s OP > 40 mbar warning; changing the gauge recalculates', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      roomVolume: '30',
      pipes: [{ size: '25', length: '400' }],
    });
    const calculateButton = screen.getByRole('button', { name: 'Calculate Tightness Test' });
    await fillPressureSetup(user, { mop: '50' });
    expect(calculateButton).toBeDisabled();
    await fillPressureSetup(user, { gauge: /2 decimal places/, medium: 'Air' });
    const warning = engine(input('electronic01')).warnings.find(
      (w) => w.code === 'COMMERCIAL_PRESSURE_EXCEEDED',
    );
    expect(within(section('Test Setup')).getByRole('alert')).toHaveTextContent(
      warning?.message ?? '?',
    );
    await user.click(calculateButton);

    const card = screen.getByRole('region', { name: 'Tightness Test' });
    const t01 = engine(input('electronic01')).tightnessTest;
    expect(figure(card, 'Test duration')).toBe(`${t01?.durationMin} min`);
    expect(figure(card, 'Maximum permitted pressure drop')).toBe(`${t01?.maxDropMbar} mbar`);
    expect(within(section('Results')).getByText(warning?.message ?? '?')).toBeInTheDocument();

    await user.click(
      within(await openSection(user, 'Test Setup')).getByRole('radio', { name: /Water gauge/ }),
    );
    const water = engine(input('water')).tightnessTest;
    expect(water?.durationMin).not.toBe(t01?.durationMin);
    expect(figure(screen.getByRole('region', { name: 'Tightness Test' }), 'Test duration')).toBe(
      `${water?.durationMin} min`,
    );
    expect(screen.queryByText(/inputs have changed/)).not.toBeInTheDocument();
  });
});

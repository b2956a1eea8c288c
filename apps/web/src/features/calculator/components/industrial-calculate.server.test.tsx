import { act, screen, waitFor, within } from '@testing-library/react';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import type { CalculationInput } from '@pipeproof/engine';
import { beforeEach, describe, expect, it, inject, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { cookieJar, switchServer } from '../../../../test/setup-api';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { hardNavigate } from '../../../lib/hard-navigate';
import {
  clearDevice,
  figure,
  fillIndustrialSetup,
  fillPressureSetup,
  findPage,
  recordAnyway,
  section,
  setUpJob,
  verdict,
  engine,
} from '../test-support/calculator-steps';

// jsdom cannot leave the page: the navigation to /api/login is observed instead (the module
// exists so tests can do this).
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  clearDevice();
  vi.mocked(hardNavigate).mockClear();
});

const TITLE = 'Industrial Calculator';

/** Existing installation, Type B room of 35 m³, propane, tested with air (standards.md §2, §3). */
const typeBInput: CalculationInput = {
  calculatorType: 'industrial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Propane',
    zoneType: 'Type B',
    roomVolume: 35,
    maxOperatingPressure: 37,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 100, length: 40 }],
};

async function typeBSetUp(roomVolume = '35') {
  const rendered = renderApp('/industrial');
  await findPage(TITLE);
  await setUpJob(rendered.user, {
    installation: 'Existing Installation',
    test: 'Tightness Test',
    pipes: [{ size: '100', length: '40' }],
  });
  await fillIndustrialSetup(rendered.user, { gas: 'Propane', room: 'Type B', roomVolume });
  await fillPressureSetup(rendered.user, { mop: '37', gauge: /2 decimal places/, medium: 'Air' });
  return rendered;
}

const calculateButton = () =>
  within(section('Test Setup')).getByRole('button', { name: /^Calculate/ });

async function findToast(title: string, description: string) {
  const toast = (await screen.findByText(title)).closest('li');
  expect(toast).toHaveTextContent(description);
}

describe('the industrial calculation, through POST /api/calculate (numbers from the engine)', () => {
  it('existing Type B, propane: let-by, then tightness with PDmax, MPLR and the leak rate', async () => {
    signInAs('professional');
    const { user } = await typeBSetUp();
    await user.click(calculateButton());

    const expected = engine(typeBInput);
    const letBy = expected.letByTest;
    const t = expected.tightnessTest;
    if (!letBy || !t || t.mplrM3h === null) throw new Error('no let-by or tightness test');
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent(
      'Tightness Test · IGE/UP/1',
    );
    const letByCard = screen.getByRole('region', { name: 'Let-by Test' });
    expect(figure(letByCard, 'Let-by test pressure')).toBe(`${letBy.testPressureMbar} mbar`);
    await user.type(within(letByCard).getByLabelText(/Pressure rise/), '0');
    await user.click(screen.getByRole('button', { name: 'Continue to Tightness Test' }));
    await recordAnyway(user);

    const card = screen.getByRole('region', { name: 'Tightness Test' });
    expect(figure(card, 'Test pressure')).toBe(`${t.testPressureMbar} mbar`);
    expect(figure(card, 'Test duration')).toBe(`${t.durationMin} min`);
    expect(figure(card, 'Stabilisation')).toBe(`${t.stabilisationMin} min`);
    expect(figure(card, 'Maximum permitted pressure drop')).toBe(`${t.maxDropMbar} mbar`);
    expect(figure(card, 'Maximum permitted leak rate (MPLR)')).toBe(`${t.mplrM3h} m³/h`);
    // 0.126 / 221 / 2.8 = 0.000203620… down to 3 figures, × RV 35 (decision 0904).
    expect(figure(card, 'Maximum permitted leak rate (MPLR)')).toBe('0.007105 m³/h');

    const drop = t.maxDropMbar + 0.05;
    await user.type(within(card).getByLabelText(/Actual pressure drop/), String(drop));
    const failed = engine(typeBInput, { letByPressureReading: 0, actualPressureDrop: drop });
    expect(figure(card, 'Measured leak rate')).toBe(
      `${failed.tightnessTest?.verdict.leakRateM3h} m³/h`,
    );
    // Rounded up to 3 figures and to the MPLR's 6 decimal places, written in full.
    expect(figure(card, 'Measured leak rate')).toMatch(/^0\.\d{1,6} m³\/h$/);
    expect(verdict('Tightness test result')).toBe(failed.tightnessTest?.verdict.status);
    expect(verdict('Tightness test result')).toBe('FAIL');
  });

  it('a recorded test appears as a completed-test summary card below the results', async () => {
    signInAs('professional');
    const { user } = await typeBSetUp();
    await user.click(calculateButton());
    const letByCard = await screen.findByRole('region', { name: 'Let-by Test' });
    await user.type(within(letByCard).getByLabelText(/Pressure rise/), '0');
    await user.click(screen.getByRole('button', { name: 'Continue to Tightness Test' }));
    await recordAnyway(user);
    const card = screen.getByRole('region', { name: 'Tightness Test' });
    await user.type(within(card).getByLabelText(/Actual pressure drop/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);

    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    const summary = within(completed).getByRole('article', { name: 'Tightness Test' });
    const t = engine(typeBInput, { letByPressureReading: 0, actualPressureDrop: 0 }).tightnessTest;
    expect(within(summary).getByRole('status')).toHaveTextContent('PASS');
    expect(summary).toHaveTextContent(`MPLR${t?.mplrM3h} m³/h`);
    expect(summary).toHaveTextContent(`Measured leak rate${t?.verdict.leakRateM3h} m³/h`);
    expect(summary).toHaveTextContent('Let-by testPASS');
    // Below the results, which stay under Calculate (product.md §2, decision 0443).
    const results = screen.getByRole('region', { name: 'Results' });
    expect(completed.compareDocumentPosition(results)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('new installation, DN200 steel purge with hose and stack: the engine’s purge figures', async () => {
    signInAs('professional');
    const { user } = renderApp('/industrial');
    await findPage(TITLE);
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Purge',
      pipes: [{ size: '200', length: '25' }],
    });
    const setup = section('Test Setup');
    await user.click(within(setup).getByRole('radio', { name: 'Air to gas' }));
    await user.selectOptions(within(setup).getByLabelText('Purge hose size'), '50');
    await user.type(within(setup).getByLabelText('Purge hose length (m)'), '6');
    await user.selectOptions(within(setup).getByLabelText('Vent stack size'), '100');
    await user.type(within(setup).getByLabelText('Vent stack length (m)'), '3');
    await user.click(calculateButton());

    const p = engine({
      calculatorType: 'industrial',
      project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
      pipeConfigurations: [{ material: 'steel', nominalSize: 200, length: 25 }],
      purgeConfigurations: [
        { type: 'hose', nominalSize: 50, length: 6 },
        { type: 'stack', nominalSize: 100, length: 3 },
      ],
    }).purge;
    if (!p) throw new Error('no purge');
    const card = await screen.findByRole('region', { name: 'Purge' });
    expect(figure(card, 'Purge volume')).toBe(`${p.purgeVolumeM3} m³`);
    expect(figure(card, 'Minimum purge flow rate')).toBe(`${p.minimumFlowM3h} m³/h`);
    expect(figure(card, 'Maximum purge time')).toBe(p.maximumPurgeTime);
    expect(figure(card, 'Purge point bore')).toBe(`${p.purgePointBoreMm} mm`);
    expect(p.minimumFlowM3h).toBe(79);
  });

  it('a strength test uses the MIP: STP = max(82.5, 1.5 × MOP, 1.1 × MIP)', async () => {
    signInAs('professional');
    const { user } = renderApp('/industrial');
    await findPage(TITLE);
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      pipes: [{ size: '80', length: '30' }],
    });
    await fillPressureSetup(user, { mop: '75', mip: '150' });
    await user.click(calculateButton());
    const s = engine({
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 75,
        maxIncidentalPressure: 150,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 80, length: 30 }],
    }).strengthTest;
    const card = await screen.findByRole('region', { name: 'Strength Test' });
    expect(figure(card, 'Test pressure')).toBe(`${s?.testPressureMbar} mbar`);
    expect(s?.testPressureMbar).toBe(165);
    expect(figure(card, 'Test duration')).toBe(`${s?.testDurationMin} min`);
  });

  it('shows the engine’s warning when the test is longer than the gauge may be used for', async () => {
    signInAs('professional');
    const { user } = renderApp('/industrial');
    await findPage(TITLE);
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      pipes: [{ size: '150', length: '60' }],
    });
    await fillIndustrialSetup(user, { gas: 'Butane' });
    await fillPressureSetup(user, { mop: '37', gauge: /^Water gauge/, medium: 'Air' });
    await user.click(calculateButton());
    const warning = engine({
      calculatorType: 'industrial',
      project: {
        installationType: 'new',
        operationType: 'Tightness Test',
        gasType: 'Butane',
        maxOperatingPressure: 37,
        gaugeType: 'water',
        testMedium: 'Air',
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 150, length: 60 }],
    }).warnings.find((w) => w.code === 'GAUGE_DURATION_EXCEEDED');
    if (!warning) throw new Error('the engine gives no gauge warning for this case');
    const warnings = await screen.findByRole('list', { name: 'Warnings and notes' });
    expect(warnings).toHaveTextContent(warning.message);
  });
});

describe('errors of POST /api/calculate (product.md §8), from the real server', () => {
  it('the server’s message as a Calculation Error (Type B room volume of 60 m³)', async () => {
    signInAs('professional');
    const { user } = await typeBSetUp('60');
    await user.click(calculateButton());
    await findToast(
      'Calculation Error',
      'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.',
    );
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('a refused field named as the page names it, not by its path (decision 0880)', async () => {
    signInAs('professional');
    const { user } = renderApp('/industrial');
    await findPage(TITLE);
    await setUpJob(user, {
      installation: 'Existing Installation',
      test: 'Tightness Test',
      pipes: [
        { size: '100', length: '40' },
        { size: '50', length: '200000' },
      ],
    });
    await fillIndustrialSetup(user, { gas: 'Propane', room: 'Type B', roomVolume: '35' });
    await fillPressureSetup(user, { mop: '37', gauge: /2 decimal places/, medium: 'Air' });
    await user.click(calculateButton());
    await findToast('Calculation Error', 'Pipe 2 length (m): must be 100000 or less');
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('a plan that ended while the page was open: Subscription Required, then the gate', async () => {
    // A fresh account, so lowering its tier cannot disturb other tests.
    const { email } = await signUpFreshAccount('industrial-403');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', email, 'professional');
    const { user } = await typeBSetUp();
    // In act: the admin command takes seconds, and toasts time out meanwhile.
    await act(() => runAdmin(server, 'set-tier', email, 'premium'));
    await user.click(calculateButton());
    await findToast('Subscription Required', CALCULATION_GATE_MESSAGES.industrial);
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('signed out meanwhile: Unauthorized, then /api/login after 500 ms', async () => {
    signInAs('professional');
    const { user } = await typeBSetUp();
    cookieJar.clear(); // The session ends (another tab signed out, or it expired).
    await user.click(calculateButton());
    await findToast('Unauthorized', 'You are logged out. Logging in again...');
    expect(hardNavigate).not.toHaveBeenCalled();
    // The device learnt the session had ended: the page is now a signed-out visitor's, the
    // Professional gate (loaded lazily, so awaited with the library's own waiting, which keeps
    // React's act checks quiet), with nothing of the engineer's job (decision 0440).
    expect(await screen.findByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Job Number')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(hardNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2Findustrial'),
    );
  });

  it('no connection: the same engine works it out on the device, and says so', async () => {
    signInAs('professional');
    const { user } = await typeBSetUp();
    switchServer('unreachable');
    await user.click(calculateButton());
    await findToast('Calculated on This Device', 'PipeProof could not be reached');
    const letByCard = await screen.findByRole('region', { name: 'Let-by Test' });
    expect(figure(letByCard, 'Let-by test pressure')).toBe(
      `${engine(typeBInput).letByTest?.testPressureMbar} mbar`,
    );
  });
});

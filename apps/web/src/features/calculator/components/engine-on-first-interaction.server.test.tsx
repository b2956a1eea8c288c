import { act, screen, waitFor, within } from '@testing-library/react';
import type { CalculationInput } from '@pipeproof/engine';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import {
  clearDevice,
  engine,
  figure,
  fillPressureSetup,
  findPage,
  JOB,
  section,
  setUpAfterJobDetails,
  storedDraft,
  typeJobDetails,
} from '../test-support/calculator-steps';

// A slow link: the calculator engine's chunk arrives only when the test says so (decision 0236).
const slowLink = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

vi.mock('../engine/calculator-engine', async (importOriginal) => {
  await slowLink.arrived;
  return importOriginal();
});

beforeEach(clearDevice);

const INPUT: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    maxOperatingPressure: 50,
    roomVolume: 30,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 400 }],
};

describe('the calculator engine, loaded on the first interaction (decisions 0236, 0847)', () => {
  it('keeps the job details typed before the engine arrives, and goes on once it is in', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    // The first key in Job Details starts loading the engine; it has not arrived when the
    // engineer has typed them all. The next step comes with it (decision 0847): the page says it
    // is on its way.
    await typeJobDetails(user);
    expect(screen.getByText('Loading the next step')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Installation Type' })).not.toBeInTheDocument();
    // Kept on the device as typed, as without the engine (decision 0440).
    await waitFor(() =>
      expect(JSON.parse(storedDraft('commercial') ?? '{}')).toMatchObject({
        draft: {
          jobDetails: {
            jobNumber: JOB['Job Number'],
            customerName: JOB['Customer Name'],
            engineerName: JOB['Engineer Name'],
            gasSafeNumber: JOB['Gas Safe Number'],
            location: JOB.Location,
          },
        },
      }),
    );

    // The keyboard's Done: the engineer leaves the last field while the next step is on its way.
    act(() => (document.activeElement as HTMLElement | null)?.blur());

    slowLink.arrive();

    const installation = await screen.findByRole('region', { name: 'Installation Type' });
    expect(screen.queryByText('Loading the next step')).not.toBeInTheDocument();
    // It arrives, and the page goes on to it as it would have at once: its first choice has focus
    // (product.md §2, decision 0442).
    await waitFor(() => expect(installation.contains(document.activeElement)).toBe(true));
    await setUpAfterJobDetails(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      roomVolume: '30',
      pipes: [{ size: '25', length: '400' }],
    });
    await fillPressureSetup(user, { mop: '50', gauge: /2 decimal places/, medium: 'Air' });
    const setup = section('Test Setup');

    const warning = engine(INPUT).warnings.find((w) => w.code === 'COMMERCIAL_PRESSURE_EXCEEDED');
    expect(await within(setup).findByRole('alert')).toHaveTextContent(warning?.message ?? '?');
    await user.click(screen.getByRole('button', { name: 'Calculate Tightness Test' }));
    const card = await screen.findByRole('region', { name: 'Tightness Test' });
    const figures = engine(INPUT).tightnessTest;
    expect(figure(card, 'Test duration')).toBe(`${figures?.durationMin} min`);
    expect(figure(card, 'Maximum permitted pressure drop')).toBe(`${figures?.maxDropMbar} mbar`);
    await user.click(screen.getByRole('button', { name: 'Edit Job Details' }));
    for (const [label, value] of Object.entries(JOB)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { CalculationInput } from '@pipeproof/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import {
  clearDevice,
  engine,
  fillJobDetails,
  fillPressureSetup,
  findPage,
  JOB,
  section,
  setUpJob,
  storedDraft,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

const JOB_SUMMARY = `Job Details: ${JOB['Job Number']}, ${JOB['Customer Name']}, ${JOB.Location}`;

const LET_BY: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    roomVolume: 30,
    maxOperatingPressure: 21,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 25, length: 12 },
    { material: 'steel', nominalSize: 20, length: 6.5 },
  ],
};

/** Pipework with its 10 % fittings, rounded up to 0.0001 m³ like the installation volume. */
function pipeworkM3(input: CalculationInput): number {
  const { pipeworkM3: pipes, fittingsM3 } = engine(input).volume;
  return Math.ceil((pipes + fittingsM3) * 10_000 - 1e-9) / 10_000;
}

describe('finished sections fold into one line (decision 0442)', () => {
  it('folds each finished section as the engineer moves on, opens the next at its first field, and Edit opens it again', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    // Finished, but the engineer has not moved on yet: still open.
    expect(section('Job Details')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Existing Installation' }));
    // Folded once the tap is complete (nothing moves under the finger).
    const jobDetails = await screen.findByRole('region', { name: JOB_SUMMARY });
    expect(within(jobDetails).getByRole('heading', { level: 2 })).toHaveTextContent(JOB_SUMMARY);
    expect(within(jobDetails).getByRole('button', { name: 'Edit Job Details' })).toBeVisible();
    expect(screen.getByLabelText('Job Number')).not.toBeVisible();

    const room = screen.getByLabelText('Room volume (m³)');
    await user.type(room, '30');
    // Existing chose its tightness test (decision 0448). The keyboard's Done (the field left with
    // focus nowhere) moves on: Pipe Configuration opens with focus on its first field.
    await act(async () => room.blur());
    await waitFor(() =>
      expect(
        within(section('Pipe Configuration')).getByRole('radio', { name: 'Steel' }),
      ).toHaveFocus(),
    );
    expect(
      await screen.findByRole('region', { name: 'Installation Type: Existing, room 30 m³' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test: Tightness Test' })).toBeInTheDocument();

    const pipes = section('Pipe Configuration');
    await user.selectOptions(within(pipes).getByLabelText('Nominal size'), '25');
    await user.type(within(pipes).getByLabelText('Length (m)'), '12');
    await user.click(within(pipes).getByRole('button', { name: 'Add Pipe Size' }));
    await user.selectOptions(
      within(pipes).getAllByLabelText('Nominal size')[1] as HTMLElement,
      '20',
    );
    await user.type(within(pipes).getAllByLabelText('Length (m)')[1] as HTMLElement, '6.5');
    await fillPressureSetup(user, { mop: '21', gauge: /2 decimal places/, medium: 'Air' });
    const pipework = `Pipework: Steel, 2 runs, ${pipeworkM3(LET_BY)} m³ with fittings`;
    expect(await screen.findByRole('region', { name: pipework })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meters: none' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate Let-by Test' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(
      screen.getByRole('region', {
        name: 'Test Setup: MOP 21 mbar, Electronic gauge (2 decimal places) — GRM 0.1 mbar, Air',
      }),
    ).toBeInTheDocument();
    // Every section above the results is one line now.
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((b) => b.textContent)).toEqual(
      Array(6).fill('Edit'),
    );

    // Edit: the section opens with focus on its first field, nothing typed in it lost.
    await user.click(screen.getByRole('button', { name: 'Edit Pipe Configuration' }));
    const reopened = section('Pipe Configuration');
    await waitFor(() =>
      expect(within(reopened).getByRole('radio', { name: 'Steel' })).toHaveFocus(),
    );
    expect(
      within(reopened)
        .getAllByLabelText('Nominal size')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['25', '20']);
    expect(within(reopened).getAllByLabelText('Length (m)')[1]).toHaveValue('6.5');
    // The other sections stay folded, the draft as it was.
    expect(screen.getByRole('region', { name: JOB_SUMMARY })).toBeInTheDocument();
    expect(storedDraft('commercial')).toContain(JOB['Job Number']);

    // A folded section whose answers stop being valid opens by itself.
    await user.clear(screen.getByLabelText('Location'));
    expect(section('Job Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeVisible();
  });

  it('keeps Installation Type open until a strength test has its room volume (decision 0891)', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      pipes: [{ size: '25', length: '12' }],
    });
    // Moved on twice, and still open: the room volume it needs is in sight, not folded away.
    const installation = section('Installation Type');
    const room = within(installation).getByLabelText('Room volume (m³)');
    expect(room).toBeVisible();
    expect(within(installation).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Installation Type',
    );

    await user.type(room, '27');
    await user.click(within(section('Pipe Configuration')).getByLabelText('Length (m)'));
    expect(
      await screen.findByRole('region', { name: 'Installation Type: New, room 27 m³' }),
    ).toBeInTheDocument();
  });

  it('says at the field that a length is past 100 km, and keeps Pipe Configuration open (decision 0891)', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      roomVolume: '27',
      test: 'Strength Test',
      pipes: [{ size: '25', length: '1000000000' }],
    });
    const pipes = section('Pipe Configuration');
    const length = within(pipes).getByLabelText('Length (m)');
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('Length must be 100000 m or less.'),
    );
    // Moving on to Meters does not fold it away as finished.
    await user.click(
      within(section('Meter Configuration')).getAllByRole('combobox')[0] as HTMLElement,
    );
    expect(within(section('Pipe Configuration')).getByLabelText('Length (m)')).toBeVisible();

    await user.clear(length);
    await user.type(length, '12');
    expect(length).not.toHaveAccessibleDescription(
      expect.stringContaining('Length must be 100000 m or less.'),
    );
  });

  it('reads a comma in a length as the decimal point, and says so where a length counts as 0 (decision 0896)', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      roomVolume: '27',
      test: 'Strength Test',
      pipes: [{ size: '25', length: '2,5' }],
    });
    const pipes = section('Pipe Configuration');
    const length = within(pipes).getByLabelText('Length (m)');
    // 2.5 m of 25 mm steel, not the 25 m a number field made of it.
    const [run] = engine({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Strength Test', roomVolume: 27 },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 2.5 }],
    }).volume.pipeRuns;
    expect(within(pipes).getByText(`Volume ${run?.volumeM3} m³`)).toBeInTheDocument();
    expect(length).not.toHaveAttribute('aria-invalid');

    await user.clear(length);
    await user.type(length, '-5');
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('Length must be 0 m or more.'),
    );
    await user.clear(length);
    await user.type(length, '2.5m');
    expect(length).toHaveAccessibleDescription(
      expect.stringContaining('Enter the length as a number, like 2.5.'),
    );
  });

  it('folds Installation Type without a room volume for a purge, which does not use it', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Purge',
      pipes: [{ size: '25', length: '12' }],
    });
    expect(
      await screen.findByRole('region', { name: 'Installation Type: New' }),
    ).toBeInTheDocument();
  });

  it('a job reloaded with results shows them under its folded sections', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '30',
      pipes: [{ size: '25', length: '12' }],
    });
    await fillPressureSetup(user, { mop: '21' });
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    await screen.findByRole('region', { name: 'Strength Test' });
    // Saved on the device within 300 ms (decision 0440).
    await waitFor(() => expect(storedDraft('commercial')).toContain('"run":{'));
    cleanup();

    renderApp('/commercial');
    await findPage();
    expect(await screen.findByRole('region', { name: 'Strength Test' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: JOB_SUMMARY })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test: Strength Test' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Test Setup: MOP 21 mbar/ })).toBeInTheDocument();
  });
});

describe("'Go to Industrial Calculator' takes the job with it (decision 0447)", () => {
  it('says what goes and what stays, then opens the industrial calculator with the job', async () => {
    signInAs('professional');
    const { user, currentPath } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'Existing Installation',
      test: 'Tightness Test',
      roomVolume: '30',
      pipes: [
        { size: '25', length: '12' },
        { size: '100', length: '150' },
      ],
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Volume Exceeds Commercial Threshold',
    });
    expect(dialog).toHaveTextContent(
      'Going to the Industrial Calculator takes this job with it: the job details, installation and test type, pipework, meters and test setup.',
    );
    expect(dialog).toHaveTextContent(
      'Not carried over: the room volume (it asks for the room classification instead).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go to Industrial Calculator' }));

    await findPage('Industrial Calculator');
    expect(currentPath()).toBe('/industrial');
    for (const [label, value] of Object.entries(JOB)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('radio', { name: 'Existing Installation' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tightness Test' })).toBeChecked();
    const pipes = section('Pipe Configuration');
    expect(
      within(pipes)
        .getAllByLabelText('Nominal size')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['25', '100']);
    expect(within(pipes).getAllByLabelText('Length (m)')[1]).toHaveValue('150');
    expect(section('Test Setup')).toBeInTheDocument();
    // The commercial job is left as it was.
    expect(storedDraft('commercial')).toContain('"lengthText":"150"');

    // Back on the commercial job, the dialog now says which industrial job it would replace.
    cleanup();
    renderApp('/commercial');
    // (The blocking dialog hides the page behind it from the accessibility tree.)
    await screen.findByRole('dialog', { name: 'Volume Exceeds Commercial Threshold' });
    expect(
      await screen.findByText(
        `It replaces the job in progress on the Industrial Calculator (job ${JOB['Job Number']}).`,
      ),
    ).toBeInTheDocument();
  });
});

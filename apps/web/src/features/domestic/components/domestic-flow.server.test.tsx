import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOMESTIC_CHECK_YOUR_COPY_NOTE } from '@pipeproof/engine';
import { fieldError } from '../../../../test/field-error';
import {
  openCommercialCarryOver,
  openDomesticPage,
  group,
  region,
  setUpDomesticJob,
  typeReading,
  verdict,
} from '../test-support/domestic-steps';

beforeEach(() => localStorage.clear());

/** An existing home on Natural Gas with its appliances: 10 m of 22 mm copper and an E6 meter. */
const EXISTING_HOME = {
  gas: 'Natural Gas',
  installation: 'Existing',
  appliances: 'Yes',
  gauge: 'Water gauge (0.25 mbar)',
  pipes: [{ size: '22', length: '10' }],
  meter: 'E6/G4',
} as const;

/** A new Natural Gas job, ready but for the pressure reached (20 mbar could not be), its engine in. */
async function reducedNaturalGasJob(): Promise<UserEvent> {
  const { user } = await openDomesticPage();
  await setUpDomesticJob(user, {
    gas: 'Natural Gas',
    installation: 'New',
    appliances: 'No',
    gauge: 'Water gauge (0.25 mbar)',
    pipes: [{ size: '15', length: '5' }],
    meter: 'No meter',
  });
  // The test at 20 mbar: the engine is in.
  await screen.findByRole('region', { name: 'Let-by Test' });
  await user.click(screen.getByRole('checkbox', { name: /20 mbar cannot be reached/ }));
  return user;
}

describe('/domestic (IGEM/UP/1B Edition 4, standards.md §7)', () => {
  it('takes an existing Natural Gas installation with appliances through let-by, the test, the retest and the smell question to PASS and the purge volume', async () => {
    const { user } = await openDomesticPage();
    expect(screen.getByText(DOMESTIC_CHECK_YOUR_COPY_NOTE)).toBeInTheDocument();
    await setUpDomesticJob(user, EXISTING_HOME);
    // 10 m of 22 mm copper: 0.0032 + 10 % + the E6 meter's 0.0024 = 0.00592 → 0.0060 m³.
    expect(screen.getByText('Installation volume: 0.006 m³')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
    expect(within(region('Let-by Test')).getByText('7 to 10 mbar')).toBeInTheDocument();
    await typeReading(user, 'Pressure rise (mbar)', '0');

    const test = await screen.findByRole('region', { name: 'Tightness Test' });
    expect(test).toHaveTextContent('20 mbar');
    expect(test).toHaveTextContent('Up to 4 mbar');
    await typeReading(user, 'Pressure drop (mbar)', '1');
    expect(
      within(test).getByText(/within the 4 mbar allowed with appliances connected/),
    ).toBeInTheDocument();
    // Not a green PASS to stop at: the retest decides (0911).
    expect(verdict('Tightness Test')).toBe('RETEST');

    const retest = await screen.findByRole('region', { name: 'Retest: Pipework Only' });
    expect(retest).toHaveTextContent('Isolate the appliances');
    await typeReading(user, 'Retest pressure drop (mbar)', '0');

    expect(verdict('Retest: Pipework Only')).toBe('PASS');
    expect(verdict('Domestic test')).toBe('PENDING');
    await user.click(within(group('Is there a smell of gas?')).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(verdict('Domestic test')).toBe('PASS'));
    expect(region('Purge Volume')).toHaveTextContent('0.009 m³');
    expect(region('Record and Certificate')).toHaveTextContent(
      'Sign in to save this job to your account and issue its certificate.',
    );
  });

  it('a let-by rise after the test was read takes the test and the retest away until the let-by passes again (0917)', async () => {
    const { user } = await openDomesticPage();
    await setUpDomesticJob(user, EXISTING_HOME);
    await typeReading(user, 'Pressure rise (mbar)', '0');
    await typeReading(user, 'Pressure drop (mbar)', '0.3');
    expect(verdict('Tightness Test')).toBe('RETEST');
    await typeReading(user, 'Retest pressure drop (mbar)', '0.1');
    expect(verdict('Retest: Pipework Only')).toBe('PASS');

    await typeReading(user, 'Pressure rise (mbar)', '0.5');
    await user.click(within(group('Is there a smell of gas?')).getByRole('radio', { name: 'No' }));
    expect(verdict('Let-by Test')).toBe('FAIL');
    expect(verdict('Domestic test')).toBe('FAIL');
    expect(screen.queryByRole('region', { name: 'Tightness Test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Retest: Pipework Only' })).not.toBeInTheDocument();
    expect(screen.queryByText(/A drop was seen with the appliances connected/)).toBeNull();
    expect(region('Result')).toHaveTextContent(
      'Let-by test failed. Resolve gas leakage before continuing to tightness test.',
    );

    // The readings were kept: the let-by put right, the test and the retest come back as read.
    await typeReading(user, 'Pressure rise (mbar)', '0');
    expect(await screen.findByLabelText('Pressure drop (mbar)')).toHaveValue('0.3');
    expect(screen.getByLabelText('Retest pressure drop (mbar)')).toHaveValue('0.1');
    await waitFor(() => expect(verdict('Domestic test')).toBe('PASS'));
  });

  it('reads a comma as the decimal point, and refuses a reading out of its limits at its field, keeping the stages before it (0894)', async () => {
    const { user } = await openDomesticPage();
    await setUpDomesticJob(user, EXISTING_HOME);
    await typeReading(user, 'Pressure rise (mbar)', '0');
    const test = await screen.findByRole('region', { name: 'Tightness Test' });

    // A drop below 0: said at the field, which stays on screen with the let-by PASS above it.
    await typeReading(user, 'Pressure drop (mbar)', '-1');
    const drop = within(test).getByLabelText('Pressure drop (mbar)');
    expect(drop).toHaveAccessibleDescription('Pressure drop must be 0 mbar or more');
    expect(drop).toHaveValue('-1');
    expect(verdict('Let-by Test')).toBe('PASS');
    expect(verdict('Tightness Test')).toBe('PENDING');

    // A typing slip far beyond any gauge, and a third decimal place: the same.
    await typeReading(user, 'Pressure drop (mbar)', '99999999');
    expect(within(test).getByLabelText('Pressure drop (mbar)')).toHaveAccessibleDescription(
      'Pressure drop must be 100000 mbar or less',
    );
    expect(screen.getByRole('region', { name: 'Tightness Test' })).toBeInTheDocument();
    await typeReading(user, 'Pressure drop (mbar)', '1.555');
    expect(within(test).getByLabelText('Pressure drop (mbar)')).toHaveAccessibleDescription(
      'Pressure drop can have at most 2 decimal places',
    );

    // 4,5 is 4.5 mbar: above the 4 mbar allowed with appliances connected.
    await typeReading(user, 'Pressure drop (mbar)', '4,5');
    await waitFor(() => expect(verdict('Tightness Test')).toBe('FAIL'));
    expect(within(test).getByLabelText('Pressure drop (mbar)')).not.toHaveAttribute('aria-invalid');
    // A comma in the let-by rise: 0,5 is a rise, a FAIL.
    await typeReading(user, 'Pressure rise (mbar)', '0,5');
    await waitFor(() => expect(verdict('Let-by Test')).toBe('FAIL'));
  });

  it('fails a new LPG installation whose drop is perceptible on the electronic gauge', async () => {
    const { user } = await openDomesticPage();
    await setUpDomesticJob(user, {
      gas: 'Propane',
      installation: 'New',
      appliances: 'No',
      gauge: 'Electronic gauge (0.1 mbar)',
      operatingPressure: '37',
      pipes: [{ size: '15', length: '5' }],
      meter: 'No meter',
    });
    expect(screen.getByLabelText('Stabilisation (min)')).toHaveValue('5');
    await typeReading(user, 'Pressure rise (mbar)', '0');
    const test = await screen.findByRole('region', { name: 'Tightness Test' });
    expect(test).toHaveTextContent('37 mbar');
    expect(test).toHaveTextContent('No perceptible movement');
    expect(test).toHaveTextContent('below 0.2 mbar on this gauge');
    await typeReading(user, 'Pressure drop (mbar)', '0.2');
    await waitFor(() => expect(verdict('Domestic test')).toBe('FAIL'));
    expect(verdict('Tightness Test')).toBe('FAIL');
    expect(region('Result')).toHaveTextContent(/this test allows no perceptible movement/);
    expect(screen.queryByRole('region', { name: 'Retest: Pipework Only' })).not.toBeInTheDocument();
  });

  it('above 0.035 m³ gives the engine’s message and no test, and takes the job to the Commercial Calculator with its pipework', async () => {
    const { user } = await openDomesticPage();
    const job = {
      'Job Number': 'D-9',
      'Customer Name': 'Ms Patel',
      'Engineer Name': 'Sam Hale',
      'Gas Safe Number': '123456',
      Location: '4 Mill Lane',
    };
    for (const [label, value] of Object.entries(job)) {
      await user.type(screen.getByLabelText(label), value);
    }
    await setUpDomesticJob(user, {
      gas: 'Natural Gas',
      installation: 'Existing',
      appliances: 'No',
      gauge: 'Water gauge (0.25 mbar)',
      pipes: [
        { material: 'steel', size: '25', length: '60' },
        { material: 'csst', size: '20', length: '5' },
        { material: 'pe', size: '25', length: '6' },
      ],
      meter: 'U6/G4',
    });
    // 60 m of DN25 and 5 m of DN20 (CSST: steel figures), 6 m of 25 mm PE: 0.04268 + 10 % + the
    // U6's 0.008 = 0.054948 → 0.0550 m³.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'IGEM/UP/1B does not permit this test: the installation volume of 0.055 m³ exceeds its 0.035 m³ limit.',
    );
    expect(screen.queryByRole('region', { name: 'Let-by Test' })).not.toBeInTheDocument();

    const dialog = await openCommercialCarryOver(user, alert);
    expect(
      await within(dialog).findByText(
        'Not carried over: the PE run (25 mm × 6 m): the Commercial Calculator has no PE sizes. Its installation volume leaves them out until you add them.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Go to Commercial Calculator/ }));

    await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' });
    for (const [label, value] of Object.entries(job)) {
      expect(await screen.findByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('radio', { name: 'Existing Installation' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Tightness Test' }));
    expect(await screen.findByRole('radio', { name: 'Steel' })).toBeChecked();
    expect(
      screen.getAllByLabelText('Nominal size').map((size) => (size as HTMLSelectElement).value),
    ).toEqual(['25', '20']);
    expect(
      screen.getAllByLabelText('Length (m)').map((length) => (length as HTMLInputElement).value),
    ).toEqual(['60', '5']);
    expect(screen.getByLabelText('Meter type')).toHaveValue('G4/U6');
  });

  it('says before going that a run larger than the Free plan calculates there will need an upgrade', async () => {
    const { user } = await openDomesticPage();
    await setUpDomesticJob(user, {
      gas: 'Natural Gas',
      installation: 'New',
      appliances: 'No',
      gauge: 'Water gauge (0.25 mbar)',
      pipes: [{ material: 'copper', size: '28', length: '80' }],
      meter: 'U6/G4',
    });
    const dialog = await openCommercialCarryOver(user);
    expect(
      await within(dialog).findByText(
        'Your Free plan calculates sizes up to 25 mm there, so the copper run (28 mm × 80 m) will not calculate until you upgrade. Pipes larger than 1 inch need a Basic subscription.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the job through the page being closed and opened again', async () => {
    const first = await openDomesticPage();
    await first.user.type(screen.getByLabelText('Job Number'), 'D-7');
    await setUpDomesticJob(first.user, {
      gas: 'Butane',
      installation: 'Existing',
      appliances: 'Yes',
      gauge: 'Water gauge (0.25 mbar)',
      operatingPressure: '28',
      pipes: [
        { size: '22', length: '4' },
        { material: 'pe', size: '25', length: '6' },
      ],
      meter: 'U6/G4',
    });
    await typeReading(first.user, 'Pressure rise (mbar)', '0');
    cleanup();

    await openDomesticPage();
    expect(screen.getByLabelText('Job Number')).toHaveValue('D-7');
    expect(within(group('Gas')).getByRole('radio', { name: 'Butane' })).toBeChecked();
    expect(screen.getByLabelText('Operating pressure (mbar)')).toHaveValue('28');
    expect(within(group('Pipe 2')).getByLabelText('Material')).toHaveValue('pe');
    expect(within(group('Pipe 2')).getByLabelText('Nominal size')).toHaveValue('25');
    expect(within(group('Meter')).getByRole('radio', { name: 'U6/G4' })).toBeChecked();
    expect(await screen.findByLabelText('Pressure rise (mbar)')).toHaveValue('0');
    expect(await screen.findByRole('region', { name: 'Tightness Test' })).toBeInTheDocument();
  });

  it('Natural Gas below 18 mbar is refused at its field with the engine’s reason (0899)', async () => {
    const user = await reducedNaturalGasJob();
    const reached = screen.getByLabelText('Pressure reached (mbar)');
    await user.type(reached, '17');
    await user.tab();
    const reason =
      'A Natural Gas tightness test may not be made below 18 mbar (IGEM/UP/1B Edition 4: 20 mbar, or not less than 18 mbar if 20 cannot be reached).';
    await waitFor(() => expect(fieldError('Pressure reached (mbar)')).toBe(reason));
    expect(screen.getByText(`Check these inputs: ${reason}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Let-by Test' })).not.toBeInTheDocument();
    // Not done while refused: the section cannot be folded away with the reason in it.
    const installation = region('Gas and Installation');
    expect(within(installation).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.clear(reached);
    await user.type(reached, '18,5');
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
    expect(reached).not.toHaveAttribute('aria-invalid');
    expect(within(installation).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('nothing on the page moves while a pressure reached is typed on its way to a right one; a wrong one is said when the field is left (0907)', async () => {
    const user = await reducedNaturalGasJob();
    const reached = screen.getByLabelText('Pressure reached (mbar)');
    const stillNeeded = 'Still needed for the test: the pressure reached.';
    const letBy = () => screen.queryByRole('region', { name: 'Let-by Test' });
    expect(screen.getByText(stillNeeded)).toBeInTheDocument();
    // '1', below the 18 mbar minimum, on its way to '19': judged as the blank it was.
    await user.type(reached, '1');
    expect(screen.getByText(stillNeeded)).toBeInTheDocument();
    expect(reached).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/^Check these inputs:/)).not.toBeInTheDocument();
    await user.type(reached, '9');
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
    // Changed to 18: emptied, then '1' on the way; the test at 19 mbar stays meanwhile.
    await user.clear(reached);
    expect(letBy()).toBeInTheDocument();
    await user.type(reached, '1');
    expect(letBy()).toBeInTheDocument();
    expect(reached).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/^Check these inputs:/)).not.toBeInTheDocument();
    // Left at 1: said at the field and where the test was.
    await user.tab();
    const reason = /^A Natural Gas tightness test may not be made below 18 mbar/;
    expect(fieldError('Pressure reached (mbar)')).toMatch(reason);
    expect(
      screen.getByText(/^Check these inputs: A Natural Gas tightness test/),
    ).toBeInTheDocument();
    expect(letBy()).not.toBeInTheDocument();
    // Back in the field, the refusal goes as soon as the text is right.
    await user.type(reached, '8');
    expect(reached).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
  });

  it('a pressure reached that is not a number is said so, not tested at 20 mbar (0899)', async () => {
    const user = await reducedNaturalGasJob();
    const reached = screen.getByLabelText('Pressure reached (mbar)');
    await user.type(reached, '19 mbar');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Pressure reached (mbar)')).toBe(
        'Enter the pressure reached as a number, like 19.5.',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Let-by Test' })).not.toBeInTheDocument();
  });

  it('a stabilisation that is not a number is said when the field is left, before the pipework (0899)', async () => {
    const { user } = await openDomesticPage();
    await user.click(within(group('Gas')).getByRole('radio', { name: 'Butane' }));
    const stabilisation = screen.getByLabelText('Stabilisation (min)');
    await user.clear(stabilisation);
    await user.type(stabilisation, 'three');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Stabilisation (min)')).toBe('Enter whole minutes, from 1 to 5.'),
    );
  });

  it('the engine’s limits on the pressure and stabilisation are said when their field is left, before the pipework; a blank operating pressure is not (0899)', async () => {
    const { user } = await openDomesticPage();
    await user.click(within(group('Gas')).getByRole('radio', { name: 'Butane' }));
    // Nothing typed yet: the operating pressure still to enter is not an error.
    const pressure = screen.getByLabelText('Operating pressure (mbar)');
    const stabilisation = screen.getByLabelText('Stabilisation (min)');
    await user.clear(stabilisation);
    await user.type(stabilisation, '7');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Stabilisation (min)')).toBe('Stabilisation must be 5 or less.'),
    );
    expect(pressure).not.toHaveAttribute('aria-invalid');
    await user.type(pressure, '0');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Operating pressure (mbar)')).toBe(
        'Operating pressure must be greater than 0.',
      ),
    );
    await user.clear(stabilisation);
    await user.type(stabilisation, '3');
    await waitFor(() => expect(stabilisation).not.toHaveAttribute('aria-invalid'));
    // Natural Gas below 18 mbar, with no pipework yet.
    await user.click(within(group('Gas')).getByRole('radio', { name: 'Natural Gas' }));
    await user.click(screen.getByRole('checkbox', { name: /20 mbar cannot be reached/ }));
    const reached = screen.getByLabelText('Pressure reached (mbar)');
    await user.clear(reached);
    await user.type(reached, '17');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Pressure reached (mbar)')).toMatch(
        /^A Natural Gas tightness test may not be made below 18 mbar/,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Let-by Test' })).not.toBeInTheDocument();
  });

  it('an LPG stabilisation is whole minutes from 1 to 5, and text is not read as the 5-minute default (0899)', async () => {
    const { user } = await openDomesticPage();
    await setUpDomesticJob(user, {
      gas: 'Propane',
      installation: 'New',
      appliances: 'No',
      gauge: 'Electronic gauge (0.1 mbar)',
      operatingPressure: '37',
      pipes: [{ size: '15', length: '5' }],
      meter: 'No meter',
    });
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
    const stabilisation = screen.getByLabelText('Stabilisation (min)');
    for (const [typed, said] of [
      ['3 min', 'Enter whole minutes, from 1 to 5.'],
      ['7', 'Stabilisation must be 5 or less.'],
      ['2.5', 'Stabilisation must be whole minutes.'],
    ] as const) {
      await user.clear(stabilisation);
      await user.type(stabilisation, typed);
      await user.tab();
      await waitFor(() => expect(fieldError('Stabilisation (min)')).toBe(said));
      expect(screen.queryByRole('region', { name: 'Let-by Test' })).not.toBeInTheDocument();
    }
    const pressure = screen.getByLabelText('Operating pressure (mbar)');
    await user.clear(pressure);
    await user.type(pressure, '0');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Operating pressure (mbar)')).toBe(
        'Operating pressure must be greater than 0.',
      ),
    );
    await user.clear(pressure);
    await user.type(pressure, 'thirty');
    await user.tab();
    await waitFor(() =>
      expect(fieldError('Operating pressure (mbar)')).toBe(
        'Enter the operating pressure as a number, like 37.',
      ),
    );
    await user.clear(pressure);
    await user.type(pressure, '37');
    await user.clear(stabilisation);
    await user.type(stabilisation, '3');
    expect(await screen.findByRole('region', { name: 'Let-by Test' })).toBeInTheDocument();
    expect(screen.getByText(/stabilise 3 min, then test for 2 min/)).toBeInTheDocument();
  });
});

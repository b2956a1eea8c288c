import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { openOwner } from '../../../lib/device/device-storage';
import { markReturningVisit } from '../../../lib/device/returning-visit';
import { draftStorageKey } from '../storage/draft-storage';
import {
  clearDevice,
  fillPressureSetup,
  findPage,
  JOB,
  recordAnyway,
  setUpJob,
} from '../test-support/calculator-steps';

beforeEach(clearDevice);

/** A Premium engineer's strength test, calculated (and recorded when `record`), on the account. */
async function strengthTest(record: boolean) {
  signInAs('premium');
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
  await user.type(await screen.findByLabelText(/Actual pressure drop/), '0');
  if (record) {
    await user.click(screen.getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    expect(await screen.findByText('Saved to your account')).toBeInTheDocument();
  }
  await waitFor(() => expect(screen.getByText('Saved to your account')).toBeInTheDocument());
  const owner = openOwner();
  cleanup();
  return owner;
}

describe('a finished job at the next sign-in (decision 0449)', () => {
  it('is put away once, with the next job number offered and Reopen on the toast', async () => {
    const owner = await strengthTest(true);
    // The account's work was brought back at sign-in: a returning visit.
    markReturningVisit(owner);

    renderApp('/commercial');
    await findPage();
    expect(
      await screen.findByText(`Job ${JOB['Job Number']} is finished and saved in your account.`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('J-1002');
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Strength Test' })).not.toBeInTheDocument();
    // The next job is kept on the device, as any change is (so Reopen must write the old one back).
    await waitFor(() =>
      expect(localStorage.getItem(draftStorageKey(owner, 'commercial'))).toContain('J-1002'),
    );

    // The toast's own layer takes no pointer events in jsdom (sonner): pressed as a click.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reopen' })));
    expect(screen.getByLabelText('Job Number')).toHaveValue(JOB['Job Number']);
    expect(screen.getByLabelText('Customer Name')).toHaveValue(JOB['Customer Name']);
    expect(
      within(await screen.findByRole('region', { name: 'Completed Tests' })).getByText(
        'Strength Test',
      ),
    ).toBeInTheDocument();
    cleanup();

    // Once per visit: the same visit opening the calculator again keeps the job.
    renderApp('/commercial');
    await findPage();
    expect(screen.getByLabelText('Job Number')).toHaveValue(JOB['Job Number']);
    expect(screen.getByLabelText('Customer Name')).toHaveValue(JOB['Customer Name']);
  });

  it('is kept while a test is still under way', async () => {
    const owner = await strengthTest(false);
    markReturningVisit(owner);

    renderApp('/commercial');
    await findPage();
    expect(screen.getByLabelText('Job Number')).toHaveValue(JOB['Job Number']);
    expect(await screen.findByRole('region', { name: 'Strength Test' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Actual pressure drop/)).toHaveDisplayValue('0');
  });
});

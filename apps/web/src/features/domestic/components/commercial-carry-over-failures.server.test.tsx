import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Calculator from '../../calculator';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';
import {
  openCommercialCarryOver,
  openDomesticPage,
  setUpDomesticJob,
} from '../test-support/domestic-steps';

// The two ways 'Open the Commercial Calculator' can fail before the page changes (decision 0868),
// against the real server and the real dialog: the Commercial Calculator's code cannot be fetched
// (no signal before the service worker kept it), and the browser refuses to store the job
// (private browsing, a full quota). Either way the engineer is told, stays on /domestic with the
// domestic job as it was, nothing is stored for /commercial, and trying again works once the cause
// has gone. The fetch fails as the browser's import() does; everything else is the real code.
const chunk = vi.hoisted(() => ({ isReachable: true }));
vi.mock('../../calculator', async (importOriginal) => {
  const original = await importOriginal<typeof Calculator>();
  return {
    ...original,
    prepareCommercialCarryOver: (
      ...args: Parameters<typeof original.prepareCommercialCarryOver>
    ) =>
      chunk.isReachable
        ? original.prepareCommercialCarryOver(...args)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
});

/** The Commercial Calculator's jobs stored on this device (draft-storage's keys name it). */
function storedCommercialJobs(): string[] {
  return Object.keys(localStorage).filter((key) => key.includes('calculator.commercial.draft'));
}

beforeEach(() => {
  localStorage.clear();
  chunk.isReachable = true;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A domestic job over 0.035 m³ (as domestic-flow's: 60 m of DN25 steel and a U6). */
async function openOverVolumeJob(): Promise<{
  user: UserEvent;
  alert: HTMLElement;
  currentPath: () => string;
}> {
  const { user, currentPath } = await openDomesticPage();
  await user.type(screen.getByLabelText('Job Number'), 'D-10');
  await setUpDomesticJob(user, {
    gas: 'Natural Gas',
    installation: 'Existing',
    appliances: 'No',
    gauge: 'Water gauge (0.25 mbar)',
    pipes: [{ material: 'steel', size: '25', length: '60' }],
    meter: 'U6/G4',
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('exceeds its 0.035 m³ limit');
  return { user, alert, currentPath };
}

function expectStillOnDomestic(currentPath: () => string): void {
  expect(currentPath()).toBe('/domestic');
  expect(screen.getByLabelText('Job Number')).toHaveValue('D-10');
  expect(storedCommercialJobs()).toEqual([]);
}

describe('taking a domestic job to the Commercial Calculator, when it cannot go (decision 0868)', () => {
  it('says the Commercial Calculator could not be loaded, keeps the job here, and goes when tried again with a signal', async () => {
    const { user, alert, currentPath } = await openOverVolumeJob();
    chunk.isReachable = false;
    const dialog = await openCommercialCarryOver(user, alert);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      DOMESTIC_MESSAGES.carryOverFailed,
    );
    expect(
      within(dialog).getByRole('button', { name: /Go to Commercial Calculator/ }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expectStillOnDomestic(currentPath);

    chunk.isReachable = true;
    const again = await openCommercialCarryOver(user);
    const go = within(again).getByRole('button', { name: /Go to Commercial Calculator/ });
    await waitFor(() => expect(go).toBeEnabled());
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(go);
    await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' });
    expect(await screen.findByLabelText('Job Number')).toHaveValue('D-10');
  });

  it('says the browser did not store the job, stays on /domestic, and goes once it stores again', async () => {
    const { user, alert, currentPath } = await openOverVolumeJob();
    const dialog = await openCommercialCarryOver(user, alert);
    const go = within(dialog).getByRole('button', { name: /Go to Commercial Calculator/ });
    await waitFor(() => expect(go).toBeEnabled());

    // Private browsing or a full quota: the browser's storage throws on every write.
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(go);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      DOMESTIC_MESSAGES.carryOverRefused,
    );
    expect(screen.getByRole('dialog', { name: DOMESTIC_MESSAGES.carryOverTitle })).toBe(dialog);
    expectStillOnDomestic(currentPath);

    refuse.mockRestore();
    await user.click(go);
    await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' });
    expect(await screen.findByLabelText('Job Number')).toHaveValue('D-10');
    expect(storedCommercialJobs()).toHaveLength(1);
  });
});

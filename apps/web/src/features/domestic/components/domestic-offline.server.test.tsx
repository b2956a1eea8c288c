import { act, screen, within } from '@testing-library/react';
import type { JobSummary } from '@pipeproof/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFor, signInAs } from '../../../../test/render-app';
import { cookieJar, switchServer } from '../../../../test/setup-api';
import { serverFetch } from '../../../../test/server-fetch';
import {
  openDomesticPage,
  group,
  region,
  setUpDomesticJob,
  typeReading,
  verdict,
} from '../test-support/domestic-steps';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('/domestic without signal', () => {
  it('calculates on the device, keeps the record in the outbox, and sends it once when back online', async () => {
    signInAs('premium');
    const { user } = await openDomesticPage();
    for (const [label, value] of [
      ['Job Number', 'OFF-1'],
      ['Customer Name', 'Mr Jones'],
      ['Engineer Name', 'A. Engineer'],
      ['Gas Safe Number', '123456'],
      ['Location', '9 High Street'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    }

    switchServer('unreachable');
    await setUpDomesticJob(user, {
      gas: 'LPG/Air (SNG)',
      installation: 'Existing',
      appliances: 'No',
      gauge: 'Water gauge (0.25 mbar)',
      operatingPressure: '21',
      pipes: [{ material: 'csst', size: '15', length: '6' }],
      meter: 'No meter',
    });
    await typeReading(user, 'Pressure rise (mbar)', '0');
    await typeReading(user, 'Pressure drop (mbar)', '0');
    await user.click(within(group('Is there a smell of gas?')).getByRole('radio', { name: 'No' }));
    expect(verdict('Domestic test')).toBe('PASS');
    const card = region('Record and Certificate');
    await user.click(within(card).getByRole('button', { name: 'Record Test' }));
    expect(await within(card).findByText(/Waiting for connection/)).toBeInTheDocument();

    switchServer('standard');
    cookieJar.load(accountFor('premium').cookie);
    const requests = vi.spyOn(globalThis, 'fetch');
    const goOnline = () =>
      act(async () => {
        window.dispatchEvent(new Event('online'));
        for (let seen = -1; seen !== requests.mock.results.length;) {
          seen = requests.mock.results.length;
          await Promise.allSettled(requests.mock.results.map((result) => result.value));
        }
      });
    await goOnline();
    expect(await within(card).findByText(/Saved to your account/)).toBeInTheDocument();
    await goOnline();
    const jobs = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
    expect(jobs.filter((job) => job.jobNumber === 'OFF-1')).toEqual([
      expect.objectContaining({
        calculatorType: 'domestic',
        tests: [expect.objectContaining({ testName: 'Tightness Test', testResult: 'PASS' })],
      }),
    ]);
  }, 60_000);
});

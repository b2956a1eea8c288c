import { act, screen } from '@testing-library/react';
import type { JobSummary } from '@pipeproof/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFor, renderApp, signInAs } from '../../../../test/render-app';
import { cookieJar, switchServer } from '../../../../test/setup-api';
import {
  clearDevice,
  storedOutbox,
  fillPressureSetup,
  findPage,
  setUpJob,
} from '../test-support/calculator-steps';
import { serverFetch } from '../../../../test/server-fetch';

beforeEach(clearDevice);
afterEach(() => vi.restoreAllMocks());

describe('a dropped connection loses nothing', () => {
  it('keeps the save in the outbox while offline and sends it, once, when the browser is back online', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    await screen.findByRole('link', { name: /Premium plan/ });
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '25',
      pipes: [{ size: '40', length: '9' }],
    });
    await fillPressureSetup(user, { mop: '21' });

    switchServer('unreachable');
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(await screen.findByText('Waiting for connection')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Strength Test' })).toBeInTheDocument();
    const waiting = storedOutbox();
    expect(waiting.entries).toHaveLength(1);
    const jobClientId = waiting.entries[0]?.jobClientId;

    switchServer('standard');
    cookieJar.load(accountFor('premium').cookie);
    // The outbox sends asynchronously after the event: wait, inside act, until every request the
    // page has started has been answered (and any it started meanwhile), so each state update it
    // makes (sending, saved, the jobs query) is applied before the test looks.
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
    expect(await screen.findByText('Saved to your account')).toBeInTheDocument();
    await goOnline();
    const jobs = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
    expect(jobs.filter((job) => job.clientId === jobClientId)).toHaveLength(1);
  });
});

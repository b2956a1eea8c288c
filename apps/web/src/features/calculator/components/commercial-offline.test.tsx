import { act, screen } from '@testing-library/react';
import type { JobSummary } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
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
    // The outbox sends asynchronously after the event; wait inside act so every state update
    // it makes (sending, saved, the jobs query) is applied before the test looks.
    const goOnline = () =>
      act(async () => {
        window.dispatchEvent(new Event('online'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    await goOnline();
    expect(await screen.findByText('Saved to your account')).toBeInTheDocument();
    await goOnline();
    const jobs = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
    expect(jobs.filter((job) => job.clientId === jobClientId)).toHaveLength(1);
  });
});

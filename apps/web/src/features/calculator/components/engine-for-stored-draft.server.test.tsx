import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { saveDraft } from '../storage/draft-storage';
import { readyStrengthDraft } from '../test-support/draft-fixtures';
import { clearDevice, findPage } from '../test-support/calculator-steps';

// A slow link: the calculator engine's chunk arrives only when the test says so (decision 0236).
const slowLink = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  let wasRequested = false;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    arrived,
    arrive: () => arrive(),
    request: () => {
      wasRequested = true;
    },
    wasRequested: () => wasRequested,
  };
});

vi.mock('../engine/calculator-engine', async (importOriginal) => {
  slowLink.request();
  await slowLink.arrived;
  return importOriginal();
});

beforeEach(clearDevice);

describe('a stored draft waits for the calculator engine (decisions 0236, 0851)', () => {
  it('shows the title with a spinner until the engine is in, then draws the job’s sections on its first paint', async () => {
    saveDraft(DEVICE_OWNER, readyStrengthDraft());
    renderApp('/commercial');
    // The page has asked for the engine, which cannot arrive until the test lets it. The title
    // is drawn as it will stay; the job waits behind the spinner, and 'Clear All Data' cannot be
    // used on a job not yet read.
    await waitFor(() => expect(slowLink.wasRequested()).toBe(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('up to 6 inch pipe, IGE/UP/1 standard')).toBeInTheDocument();
    expect(screen.getByText('Loading calculator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: /Job Details/ })).not.toBeInTheDocument();
    // Where the job is saved is not said before it has been read: the line only keeps its room.
    const statusLine = screen.getByText('Saved on this device');
    expect(statusLine).toHaveClass('invisible');
    expect(statusLine).toHaveAttribute('aria-hidden', 'true');
    expect(statusLine).not.toHaveAttribute('role');

    slowLink.arrive();

    await findPage();
    expect(screen.getByRole('region', { name: /^Test Setup/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Data' })).toBeEnabled();
    const status = screen.getByText('Saved on this device');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).not.toHaveClass('invisible');
  });
});

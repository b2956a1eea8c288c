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

describe('a stored draft waits for the calculator engine (decision 0236)', () => {
  it('keeps the spinner until the engine is in, then draws the job’s sections on its first paint', async () => {
    saveDraft(DEVICE_OWNER, readyStrengthDraft());
    renderApp('/commercial');
    // The page has asked for the engine, which cannot arrive until the test lets it: the spinner
    // stays, and nothing of the page is drawn without it.
    await waitFor(() => expect(slowLink.wasRequested()).toBe(true));
    expect(screen.getByText('Loading calculator')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    slowLink.arrive();

    await findPage();
    expect(screen.getByRole('region', { name: /^Test Setup/ })).toBeInTheDocument();
  });
});

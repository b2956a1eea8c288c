import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { saveDraft } from '../storage/draft-storage';
import type * as DraftStorage from '../storage/draft-storage';
import type * as LoadCalculatorEngine from '../engine/load-calculator-engine';
import { readyStrengthDraft } from '../test-support/draft-fixtures';
import { clearDevice } from '../test-support/calculator-steps';

// As in engine-for-late-draft.server.test.tsx, another tab stores a job in the moment between
// the page's look for one and the draft's read; here, in addition, the engine's chunk cannot be
// fetched (no signal, and the service worker has not yet put it on the device). The page and the
// lazy engine are the real ones; only the chunk's fetch fails, as the browser's import() does.
// The draft's read waits on the load (use-calculator-draft.ts); when it fails, the page is mounted
// afresh, sees the stored job and needs the engine at once, so useLazyEngine tries once more and
// throws the failure to the route's error boundary: the load is not tried again and again.
const look = vi.hoisted(() => ({ count: 0 }));
vi.mock('../storage/draft-storage', async (importOriginal) => {
  const { withLateStoredDraft } = await import('../test-support/late-stored-draft');
  return withLateStoredDraft(await importOriginal<typeof DraftStorage>(), look);
});

const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../engine/load-calculator-engine', async (importOriginal) => {
  const { createLazyEngine } = await import('../../calculator-core');
  const original = await importOriginal<typeof LoadCalculatorEngine>();
  const CALCULATOR_ENGINE = createLazyEngine<LoadCalculatorEngine.CalculatorEngine>(() => {
    fetches.count += 1;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  return {
    ...original,
    CALCULATOR_ENGINE,
    getLoadedCalculatorEngine: CALCULATOR_ENGINE.getLoaded,
    loadCalculatorEngine: CALCULATOR_ENGINE.load,
  };
});

beforeEach(clearDevice);

describe('a job stored after the page looked for one, and the engine cannot load (decision 0236)', () => {
  it('says the page could not be loaded after two tries, not again and again', async () => {
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    saveDraft(DEVICE_OWNER, readyStrengthDraft());
    renderApp('/commercial');

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(look.count).toBeGreaterThan(1);
    // The draft's read, then the fresh mount's load needed at once: two tries, then the message.
    expect(fetches.count).toBe(2);
    // React reports the error its boundary caught: that one, and only that one, is expected.
    const reported = consoleError.mock.calls.flat().filter((arg) => arg instanceof Error);
    expect(reported.map((error) => error.message)).toEqual([
      'Failed to fetch dynamically imported module',
    ]);
    consoleError.mockClear();
  });
});

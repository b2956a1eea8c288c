import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { getLoadedCalculatorEngine } from '../engine/load-calculator-engine';
import { saveDraft } from '../storage/draft-storage';
import type * as DraftStorage from '../storage/draft-storage';
import { readyStrengthDraft } from '../test-support/draft-fixtures';
import { clearDevice, findPage } from '../test-support/calculator-steps';

// Another tab stores a job in the moment between the page's look for one (calculator-page.tsx)
// and the draft's read (use-calculator-draft.ts): the first look answers "none", every later one
// sees the job, as the device then holds it.
const look = vi.hoisted(() => ({ count: 0 }));
vi.mock('../storage/draft-storage', async (importOriginal) => {
  const { withLateStoredDraft } = await import('../test-support/late-stored-draft');
  return withLateStoredDraft(await importOriginal<typeof DraftStorage>(), look);
});

beforeEach(clearDevice);

describe('a job stored after the page looked for one (decision 0236)', () => {
  it('waits for the engine and opens that job, instead of failing or starting a blank one', async () => {
    // React reports a render that threw and was drawn again (its recovery) as an uncaught error.
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    window.addEventListener('error', onError);
    onTestFinished(() => window.removeEventListener('error', onError));
    saveDraft(DEVICE_OWNER, readyStrengthDraft());
    expect(getLoadedCalculatorEngine()).toBeNull();
    renderApp('/commercial');

    await findPage();
    expect(look.count).toBeGreaterThan(1);
    expect(screen.getByRole('region', { name: /^Test Setup/ })).toBeInTheDocument();
    expect(screen.getByDisplayValue('J-1001')).toBeInTheDocument();
    expect(uncaught).toEqual([]);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE } from '../../calculator-core';
import { ResultsCard } from './results-card';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ResultsCard’s timers (decision 0921)', () => {
  it('says which test was timed to its end, and only once it was', () => {
    const onTestTimed = vi.fn();
    render(
      <ResultsCard
        title="Tightness Test Results"
        resultId="r-1"
        parts={[
          {
            kind: 'tightness',
            name: 'Tightness test',
            figures: [],
            timer: { stabilisationSeconds: null, testDurationSeconds: 120 },
            verdict: { status: 'PENDING', reasons: [] },
          },
        ]}
        readings={{}}
        onReadingsChange={() => {}}
        site={EMPTY_SITE}
        onSiteChange={() => {}}
        onTestTimed={onTestTimed}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => {
      vi.advanceTimersByTime(119_000);
    });
    expect(onTestTimed).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onTestTimed).toHaveBeenCalledExactlyOnceWith('tightness');
  });
});

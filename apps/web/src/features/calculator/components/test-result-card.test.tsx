import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verdict } from '@pipeproof/engine';
import { TestResultCard } from './test-result-card';

// Decision 0916: a test whose durations change on screen (the gauge changed after calculating,
// decision 0410) is timed afresh — a new timer, and a count already made no longer counts.

const PENDING: Verdict = { status: 'PENDING', reasons: [] };

function card(props: { stabilisation: number; test: number; isLocked?: boolean }) {
  return (
    <TestResultCard
      title="Tightness Test"
      figures={[]}
      kind="tightness"
      timer={{ stabilisationSeconds: props.stabilisation, testDurationSeconds: props.test }}
      timerKey="run-1-tightness"
      readings={{}}
      onReadingsChange={() => {}}
      verdict={PENDING}
      isLocked={props.isLocked ?? false}
      onTimed={onTimed}
      onTimingVoided={onTimingVoided}
    />
  );
}

const onTimed = vi.fn();
const onTimingVoided = vi.fn();
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const clock = () => screen.getByRole('timer');

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  onTimed.mockClear();
  onTimingVoided.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Let `ms` of fake time pass, firing the timers due in it. */
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Stabilisation and the test period counted out on the timer. */
function timeTheTest(stabilisationMs: number, testMs: number): void {
  press('Start');
  advance(stabilisationMs);
  press('Start');
  advance(testMs);
}

describe('TestResultCard’s timer when the durations change', () => {
  it('a test timed to its end and then given a longer duration starts a new timer and is no longer timed', () => {
    const { rerender } = render(card({ stabilisation: 360, test: 120 }));
    timeTheTest(360_000, 120_000);
    expect(onTimed).toHaveBeenCalledOnce();
    expect(screen.getByText('Complete')).toBeInTheDocument();

    // Water gauge in place of an electronic one: a 4-minute test, not yet counted.
    rerender(card({ stabilisation: 360, test: 240 }));
    expect(onTimingVoided).toHaveBeenCalledOnce();
    expect(screen.queryByText('Complete')).toBeNull();
    expect(clock()).toHaveTextContent('06:00');
    // The same durations again change nothing more.
    rerender(card({ stabilisation: 360, test: 240 }));
    expect(onTimingVoided).toHaveBeenCalledOnce();

    // Timed again to the new end, it counts.
    timeTheTest(360_000, 240_000);
    expect(onTimed).toHaveBeenCalledTimes(2);
  });

  it('a recorded (locked) test keeps its timer as it ran', () => {
    const { rerender } = render(card({ stabilisation: 360, test: 120 }));
    timeTheTest(360_000, 120_000);
    rerender(card({ stabilisation: 360, test: 120, isLocked: true }));
    expect(screen.getByText('Complete')).toBeInTheDocument();
    rerender(card({ stabilisation: 360, test: 240, isLocked: true }));
    expect(onTimingVoided).not.toHaveBeenCalled();
  });
});

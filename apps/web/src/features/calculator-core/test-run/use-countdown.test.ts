import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown, type CountdownPhase, type UseCountdownOptions } from './use-countdown';
import { advance, withFakeClock } from '../test-support/fake-clock';

type PhaseId = 'stabilisation' | 'test';
type Phases = UseCountdownOptions<PhaseId>['phases'];

const TWO_PHASES: Phases = [
  { id: 'stabilisation', presetSeconds: 360 },
  { id: 'test', presetSeconds: 120 },
];

function renderCountdown(phases: Phases = TWO_PHASES, autoStart = false) {
  const onPhaseComplete = vi.fn<(phaseId: PhaseId) => void>();
  const view = renderHook(
    ({ phases: current }: { phases: Phases }) =>
      useCountdown({ phases: current, autoStart, onPhaseComplete }),
    { initialProps: { phases } },
  );
  return { ...view, onPhaseComplete };
}

withFakeClock();

describe('useCountdown', () => {
  it('waits, idle, at the first preset until started', () => {
    const { result } = renderCountdown();
    expect(result.current).toMatchObject({ phaseIndex: 0, status: 'idle', seconds: 360 });
    advance(5000);
    expect(result.current.seconds).toBe(360);
  });

  it('counts down one second per tick once started', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    expect(result.current.status).toBe('running');
    advance(999);
    expect(result.current.seconds).toBe(360);
    advance(1);
    expect(result.current.seconds).toBe(359);
    advance(59_000);
    expect(result.current.seconds).toBe(300);
  });

  it('starts on mount with autoStart', () => {
    const { result } = renderCountdown(TWO_PHASES, true);
    expect(result.current.status).toBe('running');
    advance(3000);
    expect(result.current.seconds).toBe(357);
  });

  it('pauses on stop and resumes from the same time on start', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    advance(10_500);
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'paused', seconds: 350 });
    advance(60_000);
    expect(result.current.seconds).toBe(350);
    act(() => result.current.start());
    // 10.5 s were banked: the next whole second is 0.5 s away.
    advance(500);
    expect(result.current.seconds).toBe(349);
  });

  it('moves to the next phase, idle, when a phase runs out, and reports it once', () => {
    const { result, onPhaseComplete } = renderCountdown();
    act(() => result.current.start());
    advance(360_000);
    expect(onPhaseComplete).toHaveBeenCalledTimes(1);
    expect(onPhaseComplete).toHaveBeenCalledWith('stabilisation', 'ran-out');
    expect(result.current).toMatchObject({
      phaseIndex: 1,
      phase: { id: 'test' },
      status: 'idle',
      seconds: 120,
      isComplete: false,
    });
    advance(30_000);
    expect(result.current.seconds).toBe(120);
    expect(onPhaseComplete).toHaveBeenCalledTimes(1);
  });

  it('completes at zero after the last phase and fires completion once', () => {
    const { result, onPhaseComplete } = renderCountdown([{ id: 'test', presetSeconds: 120 }]);
    act(() => result.current.start());
    advance(119_000);
    expect(result.current.seconds).toBe(1);
    advance(1000);
    expect(result.current).toMatchObject({ status: 'complete', seconds: 0, isComplete: true });
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('test', 'ran-out');
    advance(10_000);
    expect(onPhaseComplete).toHaveBeenCalledTimes(1);
    act(() => result.current.start());
    expect(result.current.status).toBe('complete');
  });

  it('does not drift: a 90 s jump of the clock with no ticks in between shows 90 s gone', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    // A throttled tab or a sleeping phone: the clock moves on but no timer fires.
    act(() => {
      vi.setSystemTime(Date.now() + 90_000);
    });
    // The first tick after waking (or the visibility change) shows the true time.
    advance(1000);
    expect(result.current.seconds).toBe(360 - 91);
  });

  it('shows the true time as soon as the page becomes visible again', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(Date.now() + 90_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.seconds).toBe(270);
  });

  it('completes a phase that ran out while the phone slept, when it wakes', () => {
    const { result, onPhaseComplete } = renderCountdown();
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(Date.now() + 400_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('stabilisation', 'ran-out');
    expect(result.current).toMatchObject({ phaseIndex: 1, status: 'idle', seconds: 120 });
  });

  it('advancing 90 s in one jump gives the same time as counting every tick', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    advance(90_000);
    expect(result.current.seconds).toBe(270);
  });

  it('reset returns the current phase to its preset and stops it', () => {
    const { result } = renderCountdown();
    act(() => result.current.start());
    advance(42_000);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ phaseIndex: 0, status: 'idle', seconds: 360 });
    advance(5000);
    expect(result.current.seconds).toBe(360);
  });

  it('reset after completion clears complete and goes back to the last preset', () => {
    const { result } = renderCountdown([{ id: 'test', presetSeconds: 120 }]);
    act(() => result.current.start());
    advance(120_000);
    expect(result.current.isComplete).toBe(true);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', seconds: 120, isComplete: false });
  });

  it('skip ends the current phase at once and fires its completion', () => {
    const { result, onPhaseComplete } = renderCountdown();
    act(() => result.current.start());
    advance(5000);
    act(() => result.current.skip());
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('stabilisation', 'skipped');
    expect(result.current).toMatchObject({ phaseIndex: 1, status: 'idle', seconds: 120 });
    // The stabilisation timer no longer runs.
    advance(400_000);
    expect(onPhaseComplete).toHaveBeenCalledTimes(1);

    act(() => result.current.skip());
    expect(onPhaseComplete).toHaveBeenLastCalledWith('test', 'skipped');
    expect(result.current).toMatchObject({ status: 'complete', seconds: 0, isComplete: true });
  });

  it('counts up with no end, and cannot be skipped, when a phase has no preset', () => {
    const phases: [CountdownPhase<'test'>] = [{ id: 'test', presetSeconds: null }];
    const onPhaseComplete = vi.fn();
    const { result } = renderHook(() => useCountdown({ phases, onPhaseComplete }));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start());
    advance(75_000);
    expect(result.current.seconds).toBe(75);
    act(() => result.current.skip());
    expect(result.current.status).toBe('running');
    expect(onPhaseComplete).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.seconds).toBe(0);
  });

  it('follows a recalculated preset without losing the time already run', () => {
    const { result, rerender } = renderCountdown([{ id: 'test', presetSeconds: 120 }]);
    act(() => result.current.start());
    advance(30_000);
    rerender({ phases: [{ id: 'test', presetSeconds: 180 }] });
    expect(result.current.seconds).toBe(150);
  });

  it('stop after the time has run out (before the tick) completes the phase', () => {
    const { result, onPhaseComplete } = renderCountdown([{ id: 'test', presetSeconds: 120 }]);
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(Date.now() + 200_000);
    });
    act(() => result.current.stop());
    expect(result.current.status).toBe('complete');
    expect(onPhaseComplete).toHaveBeenCalledExactlyOnceWith('test', 'ran-out');
  });
});

describe('useCountdown with persistKey (a reload loses nothing)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  function renderPersisted(key: string, phases: Phases = TWO_PHASES) {
    return renderHook(() => useCountdown({ phases, persistKey: key }));
  }

  it('resumes a running timer after a remount with the time that passed while it was gone', () => {
    const first = renderPersisted('test-1');
    act(() => first.result.current.start());
    advance(10_000);
    expect(first.result.current.seconds).toBe(350);
    first.unmount();

    // The page was closed for a minute.
    vi.setSystemTime(Date.now() + 60_000);
    const second = renderPersisted('test-1');
    expect(second.result.current).toMatchObject({ status: 'running', seconds: 290 });
    advance(1000);
    expect(second.result.current.seconds).toBe(289);
  });

  it('keeps a paused timer paused at the same time', () => {
    const first = renderPersisted('test-2');
    act(() => first.result.current.start());
    advance(30_000);
    act(() => first.result.current.stop());
    first.unmount();

    vi.setSystemTime(Date.now() + 600_000);
    const second = renderPersisted('test-2');
    expect(second.result.current).toMatchObject({ status: 'paused', seconds: 330 });
  });

  it('moves on to the next phase when the stored phase ran out while the page was closed', () => {
    const first = renderPersisted('test-3');
    act(() => first.result.current.start());
    first.unmount();

    vi.setSystemTime(Date.now() + 400_000);
    const second = renderPersisted('test-3');
    advance(1000);
    expect(second.result.current).toMatchObject({ phaseIndex: 1, status: 'idle', seconds: 120 });
  });

  it('starts afresh when the test was recalculated with other durations', () => {
    const first = renderPersisted('test-4');
    act(() => first.result.current.start());
    advance(5000);
    first.unmount();

    const second = renderPersisted('test-4', [
      { id: 'stabilisation', presetSeconds: 900 },
      { id: 'test', presetSeconds: 120 },
    ]);
    expect(second.result.current).toMatchObject({ phaseIndex: 0, status: 'idle', seconds: 900 });
  });

  it('keeps timers of different tests apart and ignores corrupt storage', () => {
    const first = renderPersisted('test-5');
    act(() => first.result.current.start());
    advance(2000);
    first.unmount();
    expect(renderPersisted('test-6').result.current.status).toBe('idle');

    localStorage.setItem('pipeproof.timers.v1', '{"test-7":{"status":"running"}} trailing');
    expect(renderPersisted('test-7').result.current).toMatchObject({ status: 'idle' });
    localStorage.setItem(
      'pipeproof.timers.v1',
      JSON.stringify({ 'test-8': { presets: [360, 120], phaseIndex: 9, status: 'running' } }),
    );
    expect(renderPersisted('test-8').result.current).toMatchObject({ phaseIndex: 0 });
  });
});

import { useEffect, useEffectEvent, useState } from 'react';
import {
  countdownReducer,
  createCountdownState,
  elapsedMsAt,
  hasEndedPhase,
  isTimeUp,
  secondsShown,
  type CountdownAction,
  type CountdownState,
  type CountdownStatus,
} from './countdown-reducer';
import { loadTimer, saveTimer } from './timer-storage';

/** How a phase ended: its time was counted out, or Skip ended it (decision 0414). */
export type PhaseEnding = 'ran-out' | 'skipped';

export interface CountdownPhase<Id extends string = string> {
  id: Id;
  /** Seconds to count down from; null counts up with no end (product.md §4: no preset). */
  presetSeconds: number | null;
}

export interface UseCountdownOptions<Id extends string> {
  /** Run one after the other. When one ends the next waits, idle, for Start. */
  phases: readonly [CountdownPhase<Id>, ...CountdownPhase<Id>[]];
  /** Start the first phase on mount (product.md §4: the timer may auto-start). */
  autoStart?: boolean;
  /**
   * Fired once when a phase ends: 'ran-out' when its time was counted to the end (a phone that
   * slept through the end is told on waking), 'skipped' when Skip ended it early.
   */
  onPhaseComplete?: (phaseId: Id, ending: PhaseEnding) => void;
  /**
   * Keep the timer on the device under this key (the test's clientId), so a reload or a closed
   * tab resumes it with the true time. Without it the timer lives only as long as the page.
   */
  persistKey?: string;
}

export interface Countdown<Id extends string> {
  phaseIndex: number;
  phase: CountdownPhase<Id>;
  status: CountdownStatus;
  /** Whole seconds left (count-down) or run so far (count-up). */
  seconds: number;
  /** The last phase has ended. */
  isComplete: boolean;
  start: () => void;
  /** Pauses; Start resumes. */
  stop: () => void;
  /** Back to this phase's preset (or 0), not complete. */
  reset: () => void;
  /** Ends this phase now (only when it has a preset). */
  skip: () => void;
}

const TICK_MS = 1000;

/**
 * A phased countdown that never drifts (countdown-reducer.ts holds its rules): this hook reads
 * and stores it on the device, ticks it on whole seconds of elapsed time (product.md §9: 1 s
 * tick), catches up at once when the page becomes visible again, and reports each phase's end.
 */
export function useCountdown<Id extends string>({
  phases,
  autoStart = false,
  onPhaseComplete,
  persistKey,
}: UseCountdownOptions<Id>): Countdown<Id> {
  const presetsKey = phases.map((item) => item.presetSeconds ?? 'up').join(',');
  const [state, setState] = useState<CountdownState>(() =>
    createCountdownState(
      Date.now(),
      autoStart,
      persistKey === undefined
        ? null
        : loadTimer(
            persistKey,
            phases.map((item) => item.presetSeconds),
          ),
    ),
  );

  // The phase list may shrink when the caller recalculates; never point past its end.
  const phaseIndex = Math.min(state.phaseIndex, phases.length - 1);
  const phase = phases[phaseIndex] ?? phases[0];
  const { presetSeconds } = phase;
  const phaseCount = phases.length;

  const handleTimeUp = useEffectEvent((nowMs: number) => {
    setState((current) => countdownReducer(current, { type: 'time-up', nowMs, phaseCount }));
    onPhaseComplete?.(phase.id, 'ran-out');
  });

  const { bankedMs, runStartedAtMs } = state;

  // Store every change of state (not the ticks: the time shown is worked out from these).
  useEffect(() => {
    if (persistKey === undefined) return;
    saveTimer(persistKey, {
      presets: presetsKey.split(',').map((preset) => (preset === 'up' ? null : Number(preset))),
      phaseIndex: state.phaseIndex,
      status: state.status,
      bankedMs,
      runStartedAtMs,
    });
  }, [persistKey, presetsKey, state.phaseIndex, state.status, bankedMs, runStartedAtMs]);
  useEffect(() => {
    if (runStartedAtMs === null) return;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const elapsedMs = (nowMs: number) => elapsedMsAt({ bankedMs, runStartedAtMs }, nowMs);
    const schedule = () => {
      timeoutId = setTimeout(tick, TICK_MS - (elapsedMs(Date.now()) % TICK_MS));
    };
    const tick = () => {
      clearTimeout(timeoutId);
      const nowMs = Date.now();
      if (isTimeUp(presetSeconds, elapsedMs(nowMs))) {
        handleTimeUp(nowMs);
        return;
      }
      setState((current) => countdownReducer(current, { type: 'tick', nowMs }));
      schedule();
    };
    // A phone waking or a tab coming back: show the true time at once.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timeoutId);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [bankedMs, runStartedAtMs, presetSeconds]);

  const current = { ...state, phaseIndex };
  /** A button's change, from the phase as shown; a phase it ends is reported once. */
  const press = (action: CountdownAction) => {
    const next = countdownReducer(current, action);
    if (next === current) return;
    setState(next);
    // Stop after the time ran out (woken before the tick) ends the phase as counted out.
    if (hasEndedPhase(current, next))
      onPhaseComplete?.(phase.id, action.type === 'skip' ? 'skipped' : 'ran-out');
  };

  return {
    phaseIndex,
    phase,
    status: state.status,
    seconds: secondsShown(state, presetSeconds),
    isComplete: state.status === 'complete',
    start: () => press({ type: 'start', nowMs: Date.now() }),
    stop: () => press({ type: 'stop', nowMs: Date.now(), presetSeconds, phaseCount }),
    reset: () => press({ type: 'reset', nowMs: Date.now() }),
    skip: () => press({ type: 'skip', nowMs: Date.now(), presetSeconds, phaseCount }),
  };
}

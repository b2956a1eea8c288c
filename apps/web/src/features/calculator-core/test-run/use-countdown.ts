import { useEffect, useEffectEvent, useState } from 'react';
import { loadTimer, saveTimer } from './timer-storage';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'complete';

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
  /** Fired once when a phase runs out or is skipped. */
  onPhaseComplete?: (phaseId: Id) => void;
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

interface CountdownState {
  phaseIndex: number;
  status: CountdownStatus;
  /** Time run in this phase before the current run began, ms. */
  bankedMs: number;
  /** Wall clock when the current run began; null unless running. */
  runStartedAtMs: number | null;
  /** Wall clock at the last tick: what the display shows. */
  nowMs: number;
}

const TICK_MS = 1000;

function elapsedMsAt(state: CountdownState, nowMs: number): number {
  return state.bankedMs + (state.runStartedAtMs === null ? 0 : nowMs - state.runStartedAtMs);
}

function isTimeUp(presetSeconds: number | null, elapsedMs: number): boolean {
  return presetSeconds !== null && elapsedMs >= presetSeconds * 1000;
}

/** The state after a phase ends: the next phase, idle, or the whole countdown complete. */
function finishPhase(state: CountdownState, phaseCount: number, nowMs: number): CountdownState {
  const isLast = state.phaseIndex >= phaseCount - 1;
  return isLast
    ? { ...state, status: 'complete', runStartedAtMs: null, nowMs }
    : {
        phaseIndex: state.phaseIndex + 1,
        status: 'idle',
        bankedMs: 0,
        runStartedAtMs: null,
        nowMs,
      };
}

/**
 * A phased countdown that never drifts: the time shown is worked out from Date.now() and the
 * moment Start was pressed, never by counting ticks, so a throttled background tab or a phone
 * that slept shows the right time (and completes) as soon as it wakes. Ticks are aligned to
 * whole seconds of elapsed time (product.md §9: 1 s tick).
 */
export function useCountdown<Id extends string>({
  phases,
  autoStart = false,
  onPhaseComplete,
  persistKey,
}: UseCountdownOptions<Id>): Countdown<Id> {
  const presetsKey = phases.map((item) => item.presetSeconds ?? 'up').join(',');
  const [state, setState] = useState<CountdownState>(() => {
    const nowMs = Date.now();
    const stored =
      persistKey === undefined
        ? null
        : loadTimer(
            persistKey,
            phases.map((item) => item.presetSeconds),
          );
    if (stored) {
      const { phaseIndex, status, bankedMs, runStartedAtMs } = stored;
      return { phaseIndex, status, bankedMs, runStartedAtMs, nowMs };
    }
    return {
      phaseIndex: 0,
      status: autoStart ? 'running' : 'idle',
      bankedMs: 0,
      runStartedAtMs: autoStart ? nowMs : null,
      nowMs,
    };
  });

  // The phase list may shrink when the caller recalculates; never point past its end.
  const phaseIndex = Math.min(state.phaseIndex, phases.length - 1);
  const phase = phases[phaseIndex] ?? phases[0];
  const presetSeconds = phase.presetSeconds;
  const elapsedSeconds = Math.floor(elapsedMsAt(state, state.nowMs) / 1000);
  const isComplete = state.status === 'complete';

  let seconds: number;
  if (presetSeconds === null) seconds = elapsedSeconds;
  else if (isComplete) seconds = 0;
  else seconds = Math.max(0, presetSeconds - elapsedSeconds);

  const handleTimeUp = useEffectEvent((nowMs: number) => {
    setState((current) => finishPhase(current, phases.length, nowMs));
    onPhaseComplete?.(phase.id);
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
    const elapsedMs = (nowMs: number) => bankedMs + (nowMs - runStartedAtMs);
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
      setState((current) => ({ ...current, nowMs }));
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

  const endPhase = (nowMs: number) => {
    setState(finishPhase(current, phases.length, nowMs));
    onPhaseComplete?.(phase.id);
  };

  return {
    phaseIndex,
    phase,
    status: state.status,
    seconds,
    isComplete,
    start: () => {
      if (state.status === 'running' || isComplete) return;
      const nowMs = Date.now();
      setState({ ...current, status: 'running', runStartedAtMs: nowMs, nowMs });
    },
    stop: () => {
      if (state.status !== 'running') return;
      const nowMs = Date.now();
      const elapsedMs = elapsedMsAt(state, nowMs);
      // Woken after the end but before the tick: the phase is over, not paused.
      if (isTimeUp(presetSeconds, elapsedMs)) {
        endPhase(nowMs);
        return;
      }
      setState({ ...current, status: 'paused', bankedMs: elapsedMs, runStartedAtMs: null, nowMs });
    },
    reset: () => {
      setState({
        ...current,
        status: 'idle',
        bankedMs: 0,
        runStartedAtMs: null,
        nowMs: Date.now(),
      });
    },
    skip: () => {
      if (presetSeconds === null || isComplete) return;
      endPhase(Date.now());
    },
  };
}

/**
 * The test timer's state and every change to it, as a pure reducer: the wall-clock times come in
 * the actions, so every rule is unit-tested without React or fake timers (countdown-reducer.test.ts).
 * The time shown is always worked out from the moment Start was pressed and the time banked
 * before it, never by counting ticks, so a throttled tab or a phone that slept shows the true time.
 */

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'complete';

export interface CountdownState {
  readonly phaseIndex: number;
  readonly status: CountdownStatus;
  /** Time run in this phase before the current run began, ms. */
  readonly bankedMs: number;
  /** Wall clock when the current run began; null unless running. */
  readonly runStartedAtMs: number | null;
  /** Wall clock at the last tick: what the display shows. */
  readonly nowMs: number;
}

/** What the reducer needs to know of the phases: the current one's preset and how many there are. */
interface PhaseContext {
  /** Seconds to count down from; null counts up with no end (product.md §4: no preset). */
  readonly presetSeconds: number | null;
  readonly phaseCount: number;
}

export type CountdownAction =
  | { readonly type: 'start'; readonly nowMs: number }
  /** Pauses; a phase whose time already ran out (woken before the tick) ends instead. */
  | ({ readonly type: 'stop'; readonly nowMs: number } & PhaseContext)
  /** Back to this phase's preset (or 0), not complete. */
  | { readonly type: 'reset'; readonly nowMs: number }
  /** Ends this phase now (only when it has a preset). */
  | ({ readonly type: 'skip'; readonly nowMs: number } & PhaseContext)
  /** The clock moved on: what the display shows. */
  | { readonly type: 'tick'; readonly nowMs: number }
  /** The phase's time ran out. */
  | { readonly type: 'time-up'; readonly nowMs: number; readonly phaseCount: number };

/** A fresh timer, or the one stored on the device (timer-storage.ts). */
export function createCountdownState(
  nowMs: number,
  autoStart: boolean,
  stored: Omit<CountdownState, 'nowMs'> | null = null,
): CountdownState {
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
}

/** Time run in this phase at `nowMs`. */
export function elapsedMsAt(
  run: Pick<CountdownState, 'bankedMs' | 'runStartedAtMs'>,
  nowMs: number,
): number {
  return run.bankedMs + (run.runStartedAtMs === null ? 0 : nowMs - run.runStartedAtMs);
}

export function isTimeUp(presetSeconds: number | null, elapsedMs: number): boolean {
  return presetSeconds !== null && elapsedMs >= presetSeconds * 1000;
}

/** Whole seconds left (count-down) or run so far (count-up), at the last tick. */
export function secondsShown(state: CountdownState, presetSeconds: number | null): number {
  const elapsedSeconds = Math.floor(elapsedMsAt(state, state.nowMs) / 1000);
  if (presetSeconds === null) return elapsedSeconds;
  if (state.status === 'complete') return 0;
  return Math.max(0, presetSeconds - elapsedSeconds);
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

/** Whether going from `before` to `after` ended a phase (its completion is then reported once). */
export function hasEndedPhase(before: CountdownState, after: CountdownState): boolean {
  return (
    after.phaseIndex > before.phaseIndex ||
    (after.status === 'complete' && before.status !== 'complete')
  );
}

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  const { nowMs } = action;
  switch (action.type) {
    case 'start':
      if (state.status === 'running' || state.status === 'complete') return state;
      return { ...state, status: 'running', runStartedAtMs: nowMs, nowMs };
    case 'stop': {
      if (state.status !== 'running') return state;
      const elapsedMs = elapsedMsAt(state, nowMs);
      if (isTimeUp(action.presetSeconds, elapsedMs)) {
        return finishPhase(state, action.phaseCount, nowMs);
      }
      return { ...state, status: 'paused', bankedMs: elapsedMs, runStartedAtMs: null, nowMs };
    }
    case 'reset':
      return { ...state, status: 'idle', bankedMs: 0, runStartedAtMs: null, nowMs };
    case 'skip':
      if (action.presetSeconds === null || state.status === 'complete') return state;
      return finishPhase(state, action.phaseCount, nowMs);
    case 'tick':
      return { ...state, nowMs };
    case 'time-up':
      return finishPhase(state, action.phaseCount, nowMs);
  }
}

import { describe, expect, it } from 'vitest';
import {
  countdownReducer,
  createCountdownState,
  hasEndedPhase,
  secondsShown,
  type CountdownAction,
  type CountdownState,
} from './countdown-reducer';

const T0 = 1_000_000;
const TWO = { phaseCount: 2, presetSeconds: 360 } as const;

function run(actions: readonly CountdownAction[], from = createCountdownState(T0, false)) {
  return actions.reduce(countdownReducer, from);
}

describe('countdownReducer: the timer’s rules without React or a clock (product.md §4)', () => {
  it('starts idle, or running from the moment given with autoStart', () => {
    expect(createCountdownState(T0, false)).toEqual({
      phaseIndex: 0,
      status: 'idle',
      bankedMs: 0,
      runStartedAtMs: null,
      nowMs: T0,
    });
    expect(createCountdownState(T0, true)).toMatchObject({ status: 'running', runStartedAtMs: T0 });
  });

  it('a stored timer comes back as stored, shown at the time given', () => {
    const stored = {
      phaseIndex: 1,
      status: 'paused',
      bankedMs: 4000,
      runStartedAtMs: null,
    } as const;
    expect(createCountdownState(T0, true, stored)).toEqual({ ...stored, nowMs: T0 });
  });

  it('shows the time from the start and the time banked, never from counted ticks', () => {
    const running = run([{ type: 'start', nowMs: T0 }]);
    expect(secondsShown(running, 360)).toBe(360);
    // One tick after 90 s without any in between: 90 s gone.
    expect(secondsShown(countdownReducer(running, { type: 'tick', nowMs: T0 + 90_000 }), 360)).toBe(
      270,
    );
    // Counting up (no preset) shows the time run.
    expect(secondsShown(countdownReducer(running, { type: 'tick', nowMs: T0 + 5_400 }), null)).toBe(
      5,
    );
  });

  it('stop banks the time run; start resumes from it', () => {
    const paused = run([
      { type: 'start', nowMs: T0 },
      { type: 'stop', nowMs: T0 + 10_000, ...TWO },
    ]);
    expect(paused).toMatchObject({ status: 'paused', bankedMs: 10_000, runStartedAtMs: null });
    const resumed = run(
      [
        { type: 'start', nowMs: T0 + 60_000 },
        { type: 'tick', nowMs: T0 + 65_000 },
      ],
      paused,
    );
    expect(secondsShown(resumed, 360)).toBe(345);
  });

  it('a press that does not apply leaves the state as it is', () => {
    const idle = createCountdownState(T0, false);
    expect(countdownReducer(idle, { type: 'stop', nowMs: T0, ...TWO })).toBe(idle);
    const running = run([{ type: 'start', nowMs: T0 }]);
    expect(countdownReducer(running, { type: 'start', nowMs: T0 + 1 })).toBe(running);
    expect(
      countdownReducer(running, { type: 'skip', nowMs: T0, presetSeconds: null, phaseCount: 1 }),
    ).toBe(running);
  });

  it('a phase that ends moves to the next one, idle, and the last one completes', () => {
    const first: CountdownState = run([{ type: 'start', nowMs: T0 }]);
    const second = countdownReducer(first, { type: 'time-up', nowMs: T0 + 360_000, phaseCount: 2 });
    expect(second).toMatchObject({ phaseIndex: 1, status: 'idle', bankedMs: 0 });
    expect(hasEndedPhase(first, second)).toBe(true);
    const done = countdownReducer(second, { type: 'skip', nowMs: T0 + 361_000, ...TWO });
    expect(done).toMatchObject({ phaseIndex: 1, status: 'complete' });
    expect(hasEndedPhase(second, done)).toBe(true);
    expect(secondsShown(done, 120)).toBe(0);
    expect(countdownReducer(done, { type: 'skip', nowMs: T0 + 362_000, ...TWO })).toBe(done);
    expect(countdownReducer(done, { type: 'start', nowMs: T0 + 362_000 })).toBe(done);
  });

  it('stop after the time ran out (woken before the tick) ends the phase instead of pausing', () => {
    const running = run([{ type: 'start', nowMs: T0 }]);
    const after = countdownReducer(running, { type: 'stop', nowMs: T0 + 400_000, ...TWO });
    expect(after).toMatchObject({ phaseIndex: 1, status: 'idle' });
  });

  it('reset returns the phase to its preset, not complete, and ends nothing', () => {
    const done = run([{ type: 'skip', nowMs: T0, presetSeconds: 120, phaseCount: 1 }]);
    const reset = countdownReducer(done, { type: 'reset', nowMs: T0 + 1000 });
    expect(reset).toMatchObject({
      phaseIndex: 0,
      status: 'idle',
      bankedMs: 0,
      runStartedAtMs: null,
    });
    expect(secondsShown(reset, 120)).toBe(120);
    expect(hasEndedPhase(done, reset)).toBe(false);
  });
});

import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The timer tests' clock: fake timers from a fixed morning, restored after each test. */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Let `ms` of fake time pass, firing the timers due in it, inside act. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

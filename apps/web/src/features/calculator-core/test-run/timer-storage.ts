import type { CountdownStatus } from './countdown-reducer';

/**
 * Timers survive a reload (a reload loses nothing, decision 0420). A running timer is stored as the
 * wall-clock moment it started plus the time banked before, never as a count, so after a reload,
 * a closed tab or a phone that slept it shows the true time at once. One localStorage entry
 * holds every timer, keyed by the test's clientId; entries not touched for a week are dropped.
 */

export interface StoredTimer {
  /** The phases' presets when stored: a recalculated test with other durations starts afresh. */
  readonly presets: readonly (number | null)[];
  readonly phaseIndex: number;
  readonly status: CountdownStatus;
  readonly bankedMs: number;
  readonly runStartedAtMs: number | null;
  readonly savedAtMs: number;
}

const STORAGE_KEY = 'pipeproof.timers.v1';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const STATUSES: readonly string[] = [
  'idle',
  'running',
  'paused',
  'complete',
] satisfies CountdownStatus[];

type TimerMap = Record<string, StoredTimer>;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isStoredTimer(value: unknown): value is StoredTimer {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  return (
    Array.isArray(timer.presets) &&
    timer.presets.every((preset) => preset === null || isFiniteNumber(preset)) &&
    Number.isInteger(timer.phaseIndex) &&
    (timer.phaseIndex as number) >= 0 &&
    typeof timer.status === 'string' &&
    STATUSES.includes(timer.status) &&
    isFiniteNumber(timer.bankedMs) &&
    timer.bankedMs >= 0 &&
    (timer.runStartedAtMs === null || isFiniteNumber(timer.runStartedAtMs)) &&
    isFiniteNumber(timer.savedAtMs)
  );
}

function readAll(): TimerMap {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const timers: TimerMap = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (isStoredTimer(value)) timers[key] = value;
    }
    return timers;
  } catch {
    // Unreadable or not JSON: start with no stored timers.
    return {};
  }
}

function writeAll(timers: TimerMap): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(timers));
  } catch {
    // Storage full or blocked: the timer still runs, it just will not survive a reload.
  }
}

function samePresets(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  return a.length === b.length && a.every((preset, index) => preset === b[index]);
}

/** The stored timer for `key`, if there is one for these same phases. */
export function loadTimer(key: string, presets: readonly (number | null)[]): StoredTimer | null {
  const timer = readAll()[key];
  if (!timer || !samePresets(timer.presets, presets)) return null;
  if (timer.phaseIndex >= presets.length) return null;
  return timer;
}

export function saveTimer(key: string, timer: Omit<StoredTimer, 'savedAtMs'>): void {
  const nowMs = Date.now();
  const timers = readAll();
  for (const [otherKey, other] of Object.entries(timers)) {
    if (nowMs - other.savedAtMs > KEEP_MS) delete timers[otherKey];
  }
  timers[key] = { ...timer, savedAtMs: nowMs };
  writeAll(timers);
}

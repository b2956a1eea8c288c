import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestTimer } from './test-timer';
import { resetAlertsForTest } from './phase-end-alert';
import { advance, withFakeClock } from '../test-support/fake-clock';

/*
 * The timer's alerts and screen lock (product.md §2 Timer widget, decision 0415), with the
 * browser's own Web Audio, Notification, Vibration and Wake Lock APIs replaced by fakes that
 * record what the timer asked of them (jsdom has none of them). The timer itself is real.
 */

/** Web Audio: counts the beeps started (each an oscillator). */
class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 0;
  destination = {};
  beepsStarted = 0;
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  createGain() {
    const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (node: unknown) => node };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        this.beepsStarted += 1;
      },
      stop: vi.fn(),
    };
  }
}

const beeps = () => FakeAudioContext.instances.reduce((sum, ctx) => sum + ctx.beepsStarted, 0);

/** Notification: its permission, requests for it, and every notification shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: { title: string; options?: NotificationOptions }[] = [];
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => {
    FakeNotification.permission = 'granted';
    return 'granted';
  });
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
}

let visibility: DocumentVisibilityState = 'visible';
const vibrate = vi.fn(() => true);

function setVisibility(next: DocumentVisibilityState) {
  act(() => {
    visibility = next;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

withFakeClock();

beforeEach(() => {
  FakeAudioContext.instances = [];
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vibrate.mockClear();
  visibility = 'visible';
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: { hasBeenActive: true },
  });
  localStorage.clear();
});

afterEach(() => {
  resetAlertsForTest();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'vibrate');
  Reflect.deleteProperty(navigator, 'userActivation');
  Reflect.deleteProperty(navigator, 'wakeLock');
});

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderTimer(props: Partial<Parameters<typeof TestTimer>[0]> = {}) {
  const onTestTimed = vi.fn();
  const view = render(
    <TestTimer
      title="Tightness Test timer"
      stabilisationSeconds={360}
      testDurationSeconds={120}
      onTestTimed={onTestTimed}
      {...props}
    />,
  );
  return { ...view, onTestTimed };
}

describe('the timer at each phase end', () => {
  it('asks for notifications on the first Start only, never on load', () => {
    renderTimer();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    press('Start');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    press('Stop');
    press('Start');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('beeps, buzzes and notifies when stabilisation and then the test run out', async () => {
    const { onTestTimed } = renderTimer();
    press('Start');
    await act(async () => undefined); // the permission answer
    advance(359_000);
    expect(beeps()).toBe(0);
    advance(1000);
    expect(beeps()).toBe(3);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(FakeNotification.shown).toEqual([
      {
        title: 'Tightness Test timer: stabilisation complete',
        options: expect.objectContaining({
          body: 'Note the gauge reading, then press Start to begin the test.',
        }),
      },
    ]);
    expect(onTestTimed).not.toHaveBeenCalled();

    press('Start');
    advance(120_000);
    expect(beeps()).toBe(6);
    expect(vibrate).toHaveBeenCalledTimes(2);
    expect(FakeNotification.shown.at(-1)).toEqual({
      title: 'Tightness Test timer: Timer Complete!',
      options: expect.objectContaining({ body: 'The test period has ended. Enter the reading.' }),
    });
    expect(onTestTimed).toHaveBeenCalledTimes(1);
  });

  it('a Skip is not announced and does not count as timed', () => {
    const { onTestTimed } = renderTimer({ stabilisationSeconds: null });
    press('Start');
    advance(5000);
    press('Skip');
    expect(screen.getByRole('status')).toHaveTextContent('Timer Complete!');
    expect(beeps()).toBe(0);
    expect(FakeNotification.shown).toEqual([]);
    expect(onTestTimed).not.toHaveBeenCalled();
  });

  it('an end while the page is hidden notifies at once and beeps when the page is seen again', async () => {
    renderTimer({ stabilisationSeconds: null });
    press('Start');
    await act(async () => undefined);
    setVisibility('hidden');
    advance(120_000);
    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual([
      'Tightness Test timer: Timer Complete!',
    ]);
    expect(beeps()).toBe(0);
    expect(vibrate).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(beeps()).toBe(3);
    expect(vibrate).toHaveBeenCalledTimes(1);
    // Owed once only.
    setVisibility('hidden');
    setVisibility('visible');
    expect(beeps()).toBe(3);
  });

  it('keeps true time through a sleep with no timers firing, and alerts on waking', () => {
    const { onTestTimed } = renderTimer();
    press('Start');
    // The phone slept for 7 minutes: the clock moved on, no timer fired.
    act(() => {
      vi.setSystemTime(Date.now() + 420_000);
    });
    setVisibility('visible');
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Test · time remaining');
    expect(beeps()).toBe(3);
    press('Start');
    act(() => {
      vi.setSystemTime(Date.now() + 600_000);
    });
    setVisibility('visible');
    expect(screen.getByRole('status')).toHaveTextContent('Timer Complete!');
    expect(onTestTimed).toHaveBeenCalledTimes(1);
  });

  it('after a reload, a test period that ran out while the page was closed is told and counts as timed', () => {
    const first = renderTimer({ stabilisationSeconds: null, persistKey: 'run-1-tightness' });
    press('Start');
    advance(30_000);
    first.unmount();

    vi.setSystemTime(Date.now() + 600_000);
    const second = renderTimer({ stabilisationSeconds: null, persistKey: 'run-1-tightness' });
    advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Timer Complete!');
    expect(second.onTestTimed).toHaveBeenCalledTimes(1);
    // Allowed on the first Start, before the reload.
    expect(FakeNotification.shown.map((shown) => shown.title)).toEqual([
      'Tightness Test timer: Timer Complete!',
    ]);
  });

  it('works where the browser has no Notification or AudioContext (iOS Safari in a tab)', () => {
    vi.stubGlobal('Notification', undefined);
    vi.stubGlobal('AudioContext', undefined);
    const { onTestTimed } = renderTimer({ stabilisationSeconds: null });
    press('Start');
    advance(120_000);
    expect(screen.getByRole('status')).toHaveTextContent('Timer Complete!');
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(onTestTimed).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when notifications were refused', async () => {
    FakeNotification.requestPermission.mockImplementationOnce(async () => {
      FakeNotification.permission = 'denied';
      return 'denied';
    });
    renderTimer({ stabilisationSeconds: null });
    press('Start');
    await act(async () => undefined);
    advance(120_000);
    expect(FakeNotification.shown).toEqual([]);
    expect(beeps()).toBe(3);
  });
});

describe('the screen wake lock while the timer runs', () => {
  function fakeWakeLock() {
    const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
    const request = vi.fn(async (type: string) => {
      const sentinel = {
        type,
        released: false,
        release: vi.fn(async () => {
          sentinel.released = true;
        }),
      };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    return { request, sentinels };
  }

  it('is taken on Start, taken again on return to the page, and released on Stop', async () => {
    const { request, sentinels } = fakeWakeLock();
    renderTimer();
    expect(request).not.toHaveBeenCalled();
    press('Start');
    await act(async () => undefined);
    expect(request).toHaveBeenCalledExactlyOnceWith('screen');

    // The browser drops the lock while the page is hidden.
    sentinels[0]!.released = true;
    setVisibility('hidden');
    setVisibility('visible');
    await act(async () => undefined);
    expect(request).toHaveBeenCalledTimes(2);

    press('Stop');
    await act(async () => undefined);
    expect(sentinels[1]!.release).toHaveBeenCalledTimes(1);
  });

  it('is released when the timer completes', async () => {
    const { sentinels } = fakeWakeLock();
    renderTimer({ stabilisationSeconds: null });
    press('Start');
    await act(async () => undefined);
    advance(120_000);
    await act(async () => undefined);
    expect(sentinels[0]!.release).toHaveBeenCalledTimes(1);
  });
});

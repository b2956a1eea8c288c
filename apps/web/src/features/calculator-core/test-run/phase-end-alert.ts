/**
 * What wakes the engineer at the end of a timer phase (product.md §2 Timer widget, decision 0415):
 * a short beep made with the Web Audio API (no sound file to download), a buzz, and a system
 * notification where the engineer allowed it. Each part is skipped where the browser lacks it
 * (iOS Safari outside a home-screen app has no Notification; older browsers no AudioContext).
 *
 * A phone that was locked or a tab in the background cannot be relied on to play sound, so an end
 * noticed while the page is hidden shows the notification at once and keeps the beep and buzz for
 * the moment the page is seen again.
 */

export interface PhaseEndMessage {
  /** e.g. 'Tightness Test timer: stabilisation complete'. */
  readonly title: string;
  readonly body: string;
  /** One notification per timer: a later one replaces it. */
  readonly tag: string;
}

type AudioContextConstructor = new () => AudioContext;

let audioContext: AudioContext | null = null;
let isBeepOwed = false;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = globalThis as { AudioContext?: AudioContextConstructor };
  return scope.AudioContext;
}

function notificationClass(): typeof Notification | undefined {
  return (globalThis as { Notification?: typeof Notification }).Notification;
}

/** One context for the page, made (or woken) inside a press: browsers start audio only then. */
function sharedAudioContext(): AudioContext | null {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return null;
  try {
    audioContext ??= new AudioContextClass();
    return audioContext;
  } catch {
    // Too many contexts, or audio blocked by the browser: the buzz and notification remain.
    return null;
  }
}

/**
 * Called on the engineer's press of Start: readies the sound (an AudioContext may only start in
 * a press) and, the first time, asks to show notifications (never on page load).
 */
export function prepareAlerts(): void {
  const context = sharedAudioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
  const NotificationClass = notificationClass();
  if (NotificationClass?.permission === 'default') {
    try {
      void Promise.resolve(NotificationClass.requestPermission()).catch(() => undefined);
    } catch {
      // Some browsers only take the older callback form, or refuse outside a home-screen app.
    }
  }
}

/** Three short 880 Hz beeps, about a second in all. */
function beep(): void {
  const context = sharedAudioContext();
  if (!context) return;
  const play = () => {
    const start = context.currentTime + 0.05;
    for (let index = 0; index < 3; index += 1) {
      const at = start + index * 0.3;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.22);
    }
  };
  if (context.state === 'suspended') context.resume().then(play, () => undefined);
  else play();
}

function buzz(): void {
  // Only after the engineer has touched the page: Chrome blocks (and logs) it otherwise.
  if (navigator.userActivation?.hasBeenActive) navigator.vibrate?.([200, 100, 200]);
}

function beepAndBuzz(): void {
  beep();
  buzz();
}

/** Through the service worker where there is one (Android Chrome refuses `new Notification`). */
function notify({ title, body, tag }: PhaseEndMessage): void {
  const NotificationClass = notificationClass();
  if (NotificationClass?.permission !== 'granted') return;
  const options: NotificationOptions = { body, tag, icon: '/favicon.svg' };
  const showHere = () => {
    try {
      new NotificationClass(title, options);
    } catch {
      // No page notifications here (e.g. Android without a service worker): sound and buzz remain.
    }
  };
  const registration = navigator.serviceWorker?.controller ? navigator.serviceWorker.ready : null;
  if (registration) {
    registration.then((ready) => ready.showNotification(title, options)).catch(showHere);
  } else {
    showHere();
  }
}

function onVisibleAgain(): void {
  if (document.visibilityState !== 'visible') return;
  document.removeEventListener('visibilitychange', onVisibleAgain);
  if (!isBeepOwed) return;
  isBeepOwed = false;
  beepAndBuzz();
}

/** A phase has run out: beep, buzz and notify, or owe the beep and buzz until the page is seen. */
export function alertPhaseEnd(message: PhaseEndMessage): void {
  notify(message);
  if (document.visibilityState === 'hidden') {
    isBeepOwed = true;
    document.addEventListener('visibilitychange', onVisibleAgain);
    return;
  }
  beepAndBuzz();
}

/** Tests only: forget the shared context and any owed beep. */
export function resetAlertsForTest(): void {
  audioContext = null;
  isBeepOwed = false;
  document.removeEventListener('visibilitychange', onVisibleAgain);
}

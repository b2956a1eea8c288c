import { useId, type ReactNode } from 'react';
import { CircleCheck, Info, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { formatMinutesSeconds } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { CountdownStatus } from './countdown-reducer';
import { alertPhaseEnd, prepareAlerts } from './phase-end-alert';
import { useCountdown, type CountdownPhase, type PhaseEnding } from './use-countdown';
import { TimerPhaseList } from './timer-phase-list';
import { useScreenWakeLock } from './use-screen-wake-lock';

export type TimerPhaseId = 'stabilisation' | 'test';

const PHASE_LABELS = {
  stabilisation: 'Stabilisation',
  test: 'Test',
} as const satisfies Record<TimerPhaseId, string>;

const STATUS_LABELS = {
  idle: 'Ready',
  running: 'Running',
  paused: 'Paused',
  complete: 'Complete',
} as const satisfies Record<CountdownStatus, string>;

const STATUS_CHIP_CLASSES = {
  idle: 'bg-slate-200 text-slate-900',
  running: 'bg-brand text-white',
  paused: 'bg-amber-200 text-amber-950',
  complete: 'bg-green-700 text-white',
} as const satisfies Record<CountdownStatus, string>;

interface TestTimerProps {
  /** Stabilisation before the test, s; null (or 0) for none. */
  stabilisationSeconds: number | null;
  /** The test period, s. 0 or less gives a stopwatch that counts up. */
  testDurationSeconds: number;
  /** The test period has ended (run out or skipped). */
  onComplete?: () => void;
  autoStart?: boolean;
  /** Each phase as it ends, stabilisation included. */
  onPhaseComplete?: (phase: TimerPhaseId, ending: PhaseEnding) => void;
  /**
   * The test period was counted to its end on this timer (not skipped): the duration was
   * observed in the app (decision 0414). Not for a timer that counts up.
   */
  onTestTimed?: () => void;
  title?: string;
  headingLevel?: 'h2' | 'h3';
  /** Keep the timer through a reload under this key (the test's clientId). */
  persistKey?: string;
  /**
   * Start asks this first and the timer starts only when it calls `start` (at once, or after a
   * question): a tightness test whose let-by PASS is recorded by that Start (decision 0448).
   */
  onStartRequest?: (start: () => void) => void;
}

function buildPhases(
  stabilisationSeconds: number | null,
  testDurationSeconds: number,
): readonly [CountdownPhase<TimerPhaseId>, ...CountdownPhase<TimerPhaseId>[]] {
  const test: CountdownPhase<TimerPhaseId> = {
    id: 'test',
    presetSeconds: testDurationSeconds > 0 ? Math.round(testDurationSeconds) : null,
  };
  if (stabilisationSeconds === null || !(stabilisationSeconds > 0)) return [test];
  return [{ id: 'stabilisation', presetSeconds: Math.round(stabilisationSeconds) }, test];
}

/** The notification at a phase's end (product.md §2 Timer widget). */
function phaseEndMessage(title: string, phaseId: TimerPhaseId, persistKey: string | undefined) {
  const tag = `pipeproof-timer-${persistKey ?? title}`;
  return phaseId === 'stabilisation'
    ? {
        title: `${title}: stabilisation complete`,
        body: 'Note the gauge reading, then press Start to begin the test.',
        tag,
      }
    : {
        title: `${title}: Timer Complete!`,
        body: 'The test period has ended. Enter the reading.',
        tag,
      };
}

/**
 * The test timer (product.md §2, §4): stabilisation, then the test period, each counted down in
 * mm:ss. After stabilisation it waits for Start, so the test period runs from the moment the
 * engineer has noted the gauge reading, not before.
 */
export function TestTimer({
  stabilisationSeconds,
  testDurationSeconds,
  onComplete,
  autoStart = false,
  onPhaseComplete,
  onTestTimed,
  title = 'Test timer',
  headingLevel: Heading = 'h3',
  persistKey,
  onStartRequest,
}: TestTimerProps) {
  const titleId = useId();
  const clockLabelId = useId();
  const phases = buildPhases(stabilisationSeconds, testDurationSeconds);
  const countdown = useCountdown<TimerPhaseId>({
    phases,
    autoStart,
    persistKey,
    onPhaseComplete: (phaseId, ending) => {
      // A beep, a buzz and a notification when a phase runs out (decision 0415); a Skip is the
      // engineer's own press, so it is not announced.
      if (ending === 'ran-out') alertPhaseEnd(phaseEndMessage(title, phaseId, persistKey));
      onPhaseComplete?.(phaseId, ending);
      if (phaseId === 'test') {
        if (ending === 'ran-out') onTestTimed?.();
        onComplete?.();
      }
    },
  });
  const { phase, phaseIndex, status, seconds, isComplete } = countdown;
  useScreenWakeLock(status === 'running');

  const phaseLabel = PHASE_LABELS[phase.id];
  const isCountingUp = phase.presetSeconds === null;
  const isAwaitingTest = phase.id === 'test' && phases.length > 1 && status === 'idle';

  return (
    <section
      aria-labelledby={titleId}
      // The results column keeps the timer in view on a desktop (decision 0443).
      data-test-timer=""
      className="flex flex-col gap-4 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={titleId} className="text-lg font-bold">
          {title}
        </Heading>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-bold', STATUS_CHIP_CLASSES[status])}
        >
          {STATUS_LABELS[status]}
        </span>
      </div>

      {phases.length > 1 ? (
        <TimerPhaseList
          phases={phases.map((item) => ({
            id: item.id,
            label: PHASE_LABELS[item.id],
            presetSeconds: item.presetSeconds,
          }))}
          currentIndex={phaseIndex}
          isComplete={isComplete}
        />
      ) : null}

      <div className="text-center">
        <p id={clockLabelId} className="text-base font-semibold text-slate-800">
          {phaseLabel} · time {isCountingUp ? 'elapsed' : 'remaining'}
        </p>
        <p
          role="timer"
          aria-labelledby={clockLabelId}
          className={cn(
            'text-7xl leading-tight font-extrabold tracking-tight tabular-nums sm:text-8xl',
            isComplete ? 'text-green-800' : 'text-slate-950',
          )}
        >
          {formatMinutesSeconds(seconds)}
        </p>
        {/* Announces only phase changes and completion, never the seconds (WCAG 4.1.3). Always
            rendered, so screen readers are already watching it when the message appears. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {isComplete ? (
            <p className="mt-3 flex items-center justify-center gap-2 rounded-lg border-2 border-green-700 bg-green-50 p-3 text-lg font-bold text-green-900">
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
              Timer Complete!
            </p>
          ) : isAwaitingTest ? (
            <p className="mt-3 flex gap-2 rounded-lg border-2 border-sky-700 bg-sky-50 p-3 text-left text-base font-medium text-sky-950">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              Stabilisation complete. Note the gauge reading, then press Start to begin the test.
            </p>
          ) : null}
        </div>
      </div>

      {/* aria-disabled, not disabled: the pressed button keeps keyboard focus (WCAG 2.4.3). The
          countdown ignores a press that does not apply. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TimerButton
          variant="primary"
          isUnavailable={status === 'running' || isComplete}
          onPress={() => {
            const start = () => {
              prepareAlerts();
              countdown.start();
            };
            if (onStartRequest) onStartRequest(start);
            else start();
          }}
        >
          <Play aria-hidden="true" />
          Start
        </TimerButton>
        <TimerButton isUnavailable={status !== 'running'} onPress={countdown.stop}>
          <Pause aria-hidden="true" />
          Stop
        </TimerButton>
        <TimerButton isUnavailable={status === 'idle'} onPress={countdown.reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </TimerButton>
        {isCountingUp ? null : (
          <TimerButton isUnavailable={isComplete} onPress={countdown.skip}>
            <SkipForward aria-hidden="true" />
            Skip
          </TimerButton>
        )}
      </div>
    </section>
  );
}

function TimerButton({
  variant = 'secondary',
  isUnavailable,
  onPress,
  children,
}: {
  variant?: 'primary' | 'secondary';
  isUnavailable: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="xl"
      aria-disabled={isUnavailable}
      // Muted colours, not opacity, so the focus outline stays at full strength.
      className="aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:bg-slate-100 aria-disabled:text-slate-500 aria-disabled:hover:brightness-100"
      onClick={() => {
        if (!isUnavailable) onPress();
      }}
    >
      {children}
    </Button>
  );
}

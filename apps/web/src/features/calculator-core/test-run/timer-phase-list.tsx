import { Check } from 'lucide-react';
import { formatMinutesSeconds } from '@pipeproof/engine';
import { cn } from '../../../lib/cn';

interface TimerPhaseListProps {
  phases: ReadonlyArray<{ id: string; label: string; presetSeconds: number | null }>;
  currentIndex: number;
  isComplete: boolean;
}

/** The timer's phases in order, with their presets: done ones ticked, the current one marked. */
export function TimerPhaseList({ phases, currentIndex, isComplete }: TimerPhaseListProps) {
  return (
    // Side by side only where each half is wide enough for the longest label (a container query:
    // the timer sits in cards of different widths).
    <div className="@container">
      <ol aria-label="Timer phases" className="grid grid-cols-1 gap-2 @[20rem]:grid-cols-2">
        {phases.map((phase, index) => {
          const isDone = index < currentIndex || isComplete;
          const isCurrent = index === currentIndex && !isComplete;
          return (
            <li
              key={phase.id}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-lg border-2 px-2 py-2 text-sm',
                isCurrent ? 'border-brand bg-blue-50' : 'border-slate-200',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  isDone ? 'bg-green-700 text-white' : 'bg-slate-200 text-slate-900',
                )}
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0">
                {/* Whole words only (never 'Stabilisati/on'): the list goes to one column before a
                  label would have to break (decision 0415). */}
                <span className="block font-semibold break-normal">{phase.label}</span>
                <span className="block text-slate-700 tabular-nums">
                  {phase.presetSeconds === null
                    ? 'Counts up'
                    : formatMinutesSeconds(phase.presetSeconds)}
                  {isDone ? <span className="sr-only"> (done)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

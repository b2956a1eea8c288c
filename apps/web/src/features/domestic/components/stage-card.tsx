import type { Dispatch, ReactNode } from 'react';
import type { Verdict } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import { TestTimer, VerdictBadge } from '../../calculator-core';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticReadingField, DomesticStage } from '../model/domestic-draft';
import { DomesticSection } from './domestic-section';

interface StageCardProps {
  step: number;
  title: string;
  /** What to do, in the order the engineer does it. */
  instructions: ReactNode;
  stage: DomesticStage;
  stabilisationSeconds: number | null;
  testSeconds: number;
  /** Keeps the timer through a reload (the job and stage). */
  persistKey: string;
  readingField: DomesticReadingField;
  readingLabel: string;
  readingText: string;
  /** Why the reading typed is refused (not a number, below 0, too many decimals), if it is. */
  readingError: string | undefined;
  verdict: Verdict;
  /**
   * The stage's figure was met but the standard asks for a further test before the installation
   * passes (a drop within the band with appliances connected): its badge says RETEST, not a green
   * PASS an engineer could stop at (decision 0911).
   */
  retestNext?: boolean;
  dispatch: Dispatch<DomesticAction>;
}

/** One timed stage of the procedure: what to do, the timer, the reading, and its verdict. */
export function StageCard({
  step,
  title,
  instructions,
  stage,
  stabilisationSeconds,
  testSeconds,
  persistKey,
  readingField,
  readingLabel,
  readingText,
  readingError,
  verdict,
  retestNext = false,
  dispatch,
}: StageCardProps) {
  return (
    <DomesticSection step={step} title={title}>
      <div className="text-base text-slate-800">{instructions}</div>
      <TestTimer
        title={`${title} timer`}
        headingLevel="h3"
        stabilisationSeconds={stabilisationSeconds}
        testDurationSeconds={testSeconds}
        persistKey={persistKey}
        onTestTimed={() => dispatch({ type: 'stage-timed', stage })}
      />
      <TextField
        label={readingLabel}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        look="reading"
        className="tabular-nums"
        value={readingText}
        error={readingError}
        onChange={(event) =>
          dispatch({ type: 'set-reading', field: readingField, value: event.target.value })
        }
      />
      <div className="flex flex-col gap-2">
        <VerdictBadge
          status={retestNext && verdict.status === 'PASS' ? 'RETEST' : verdict.status}
          label={title}
          className="self-start"
        />
        {verdict.reasons.map((reason) => (
          <p key={reason} className="text-base text-slate-800">
            {reason}
          </p>
        ))}
      </div>
    </DomesticSection>
  );
}

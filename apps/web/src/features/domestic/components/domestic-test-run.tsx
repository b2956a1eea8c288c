import type { Dispatch } from 'react';
import type { Tier } from '@pipeproof/contracts';
import {
  DOMESTIC_CHECK_YOUR_COPY_NOTE,
  type CalculationInput,
  type ReadingsInput,
} from '@pipeproof/engine';
import {
  ChoiceGroup,
  FigureList,
  VerdictBadge,
  type OutboxSync,
  type RunEvaluation,
} from '../../calculator-core';
import type { DomesticAction } from '../model/domestic-actions';
import { describeDomesticReadingError } from '../model/domestic-readings';
import type { DomesticDraft } from '../model/domestic-draft';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';
import { DomesticRecordCard } from './domestic-record-card';
import { DomesticSection } from './domestic-section';
import { StageCard } from './stage-card';

interface DomesticTestRunProps {
  sync: OutboxSync;
  tier: Tier;
  isSignedIn: boolean;
  draft: DomesticDraft;
  calculation: CalculationInput;
  readings: ReadingsInput;
  evaluation: RunEvaluation;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * Steps 4 to 9 of the domestic procedure (standards.md §7.3–§7.9), loaded once the setup is
 * complete: the let-by test, stabilisation and the 2-minute test, the pipework-only retest when
 * the engine asks for it, the smell-of-gas question, the verdict, the purge volume, and the record.
 */
export function DomesticTestRun({
  sync,
  tier,
  isSignedIn,
  draft,
  calculation,
  readings,
  evaluation,
  dispatch,
}: DomesticTestRunProps) {
  const t = evaluation.output.domesticTest;
  if (t === null) return null;
  const { verdict } = t;
  const key = draft.jobClientId;
  const criterion =
    t.criterion === 'band'
      ? {
          value: `Up to ${t.maxDropMbar} mbar`,
          note: `${t.perceptibleMovementMbar} mbar or more: retest the pipework alone`,
        }
      : {
          value: 'No perceptible movement',
          note: `below ${t.perceptibleMovementMbar} mbar on this gauge`,
        };
  const readingsProblem = evaluation.readingsProblem;
  let step = 4;
  return (
    <>
      <StageCard
        step={step++}
        title={DOMESTIC_MESSAGES.letByTitle}
        stage="letBy"
        instructions={
          <p>
            With the emergency control valve turned off, bring the pressure to{' '}
            <strong>
              {t.letBy.minPressureMbar} to {t.letBy.maxPressureMbar} mbar
            </strong>{' '}
            and watch the gauge for <strong>{t.letBy.durationMin} minute</strong>. Any rise is a
            FAIL.
          </p>
        }
        stabilisationSeconds={null}
        testSeconds={t.letBy.durationMin * 60}
        persistKey={`${key}.domestic.let-by`}
        readingField="letBy"
        readingLabel="Pressure rise (mbar)"
        readingText={draft.readings.letBy}
        readingError={describeDomesticReadingError(draft, 'letBy')}
        verdict={verdict.letBy}
        dispatch={dispatch}
      />
      {verdict.letBy.status === 'PASS' ? (
        <StageCard
          step={step++}
          title={DOMESTIC_MESSAGES.testTitle}
          stage="test"
          instructions={
            <FigureList
              label="Tightness test figures"
              figures={[
                {
                  label: 'Test pressure',
                  value: `${t.testPressureMbar} mbar`,
                  note: t.isReducedTestPressure ? '20 mbar could not be reached' : undefined,
                },
                { label: 'Stabilisation', value: `${t.stabilisationMin} min` },
                { label: 'Test', value: `${t.durationMin} min` },
                { label: 'Largest drop allowed', ...criterion },
              ]}
            />
          }
          stabilisationSeconds={t.stabilisationMin * 60}
          testSeconds={t.durationMin * 60}
          persistKey={`${key}.domestic.test`}
          readingField="drop"
          readingLabel="Pressure drop (mbar)"
          readingText={draft.readings.drop}
          readingError={describeDomesticReadingError(draft, 'drop')}
          verdict={verdict.tightness}
          retestNext={verdict.retestRequired === true}
          dispatch={dispatch}
        />
      ) : null}
      {verdict.retestRequired ? (
        <StageCard
          step={step++}
          title={DOMESTIC_MESSAGES.retestTitle}
          stage="retest"
          instructions={
            <p>
              A drop was seen with the appliances connected. Isolate the appliances, bring the
              pipework back to {t.testPressureMbar} mbar, stabilise for {t.stabilisationMin} min,
              then test the pipework alone for <strong>{t.durationMin} minutes</strong>: it must
              show no perceptible movement (below {t.perceptibleMovementMbar} mbar).
            </p>
          }
          // The retest is the test again on the pipework alone: the same stabilisation first.
          stabilisationSeconds={t.stabilisationMin * 60}
          testSeconds={t.durationMin * 60}
          persistKey={`${key}.domestic.retest`}
          readingField="retest"
          readingLabel="Retest pressure drop (mbar)"
          readingText={draft.readings.retest}
          readingError={describeDomesticReadingError(draft, 'retest')}
          verdict={verdict.retest ?? { status: 'PENDING', reasons: [] }}
          dispatch={dispatch}
        />
      ) : null}
      <DomesticSection step={step++} title={DOMESTIC_MESSAGES.verdictTitle}>
        <ChoiceGroup<'yes' | 'no'>
          legend={DOMESTIC_MESSAGES.smellQuestion}
          compact
          value={draft.smellOfGas === null ? '' : draft.smellOfGas ? 'yes' : 'no'}
          onChange={(answer) => dispatch({ type: 'set-smell-of-gas', value: answer === 'yes' })}
          choices={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
        <VerdictBadge status={verdict.status} label="Domestic test" className="self-start" />
        {readingsProblem ? (
          <p role="alert" className="text-base font-semibold text-red-800">
            {readingsProblem}
          </p>
        ) : null}
        <ul className="flex list-disc flex-col gap-1 pl-6 text-base text-slate-800">
          {verdict.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {evaluation.output.compliance.nextSteps.length > 0 ? (
          <div>
            <h3 className="text-base font-bold">Next</h3>
            <ul className="mt-1 flex list-disc flex-col gap-1 pl-6 text-base text-slate-800">
              {evaluation.output.compliance.nextSteps.map((next) => (
                <li key={next}>{next}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </DomesticSection>
      <DomesticSection step={step++} title={DOMESTIC_MESSAGES.purgeTitle}>
        <p className="text-2xl font-bold tabular-nums">{t.purgeVolumeM3} m³</p>
        <p className="text-base text-slate-800">
          1.5 × the installation volume of {t.installationVolumeM3} m³. Purge at least this where
          the installation is new or was opened.
        </p>
      </DomesticSection>
      <DomesticRecordCard
        step={step++}
        sync={sync}
        tier={tier}
        isSignedIn={isSignedIn}
        draft={draft}
        calculation={calculation}
        readings={readings}
        verdict={verdict.status}
        dispatch={dispatch}
      />
      <details className="rounded-xl border border-slate-300 bg-white p-4 text-base sm:p-6">
        <summary className="min-h-12 cursor-pointer py-3 font-semibold">Notes on this test</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-slate-800">
          {evaluation.output.compliance.notes
            .filter((note) => note !== DOMESTIC_CHECK_YOUR_COPY_NOTE)
            .map((note) => (
              <li key={note}>{note}</li>
            ))}
        </ul>
      </details>
    </>
  );
}

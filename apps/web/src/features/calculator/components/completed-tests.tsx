import { useId, type ReactNode } from 'react';
import { VerdictBadge } from '../../calculator-core';
import type { CompletedTest } from '../model/calculator-draft';
import { RecordNotes } from './record-notes';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function describeReadings(test: CompletedTest): string {
  const r = test.actualReadings;
  const parts = [
    r.letByPressureReading === undefined ? null : `rise ${r.letByPressureReading} mbar`,
    r.actualPressureDrop === undefined ? null : `drop ${r.actualPressureDrop} mbar`,
    r.actualFlowRate === undefined ? null : `flow ${r.actualFlowRate} m³/h`,
    r.actualGasContent === undefined ? null : `gas ${r.actualGasContent} %`,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/** The tests already done on this job, with their verdicts (product.md §3 Saved test record). */
export function CompletedTests({
  tests,
  actions = null,
}: {
  tests: readonly CompletedTest[];
  /** The certificate buttons (decision 0430), under the list. */
  actions?: ReactNode;
}) {
  const titleId = useId();
  if (tests.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Completed Tests
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {tests.map((test) => (
          <li
            key={test.clientId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
          >
            <div className="min-w-0">
              <p className="text-base font-bold">{test.testName}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={test.recordedAt}>
                  {DATE_TIME.format(new Date(test.recordedAt))}
                </time>
                {describeReadings(test) ? ` · ${describeReadings(test)}` : ''}
              </p>
              <RecordNotes test={test} />
            </div>
            <VerdictBadge status={test.testResult} label={`${test.testName} result`} />
          </li>
        ))}
      </ul>
      {actions ? <div className="mt-4">{actions}</div> : null}
    </section>
  );
}

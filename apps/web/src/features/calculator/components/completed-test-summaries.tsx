import { useId, useMemo, type ReactNode } from 'react';
import { calculateIge, formatFigure, type CalculationOutput } from '@pipeproof/engine';
import type { TestName } from '@pipeproof/contracts';
import { runCalculation, VerdictBadge } from '../../calculator-core';
import type { CompletedTest } from '../model/calculator-draft';
import { RecordNotes } from './record-notes';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

const SUMMARISED = ['Strength Test', 'Let-by Test', 'Tightness Test', 'Purge'] as const;
type SummarisedTest = (typeof SUMMARISED)[number];

interface SummaryLine {
  label: string;
  value: string;
}

/** The figures that made the verdict, recomputed by the engine from the record (standards.md). */
function summaryLines(name: SummarisedTest, output: CalculationOutput, test: CompletedTest) {
  const r = test.actualReadings;
  const lines: (SummaryLine | null)[] = [];
  switch (name) {
    case 'Strength Test': {
      const s = output.strengthTest;
      if (!s) break;
      lines.push(
        { label: 'Test pressure', value: `${s.testPressureMbar} mbar` },
        { label: 'Drop', value: `${r.actualPressureDrop ?? '–'} mbar (max ${s.maxDropMbar})` },
      );
      break;
    }
    case 'Let-by Test': {
      const l = output.letByTest;
      if (!l) break;
      lines.push(
        { label: 'Test pressure', value: `${l.testPressureMbar} mbar` },
        { label: 'Rise', value: `${r.letByPressureReading ?? '–'} mbar (max ${l.maxRiseMbar})` },
      );
      break;
    }
    case 'Tightness Test': {
      const t = output.tightnessTest;
      if (!t) break;
      const leakRate = t.verdict.leakRateM3h;
      lines.push(
        { label: 'Test pressure', value: `${t.testPressureMbar} mbar` },
        { label: 'Duration', value: `${t.durationMin} min` },
        { label: 'Drop', value: `${r.actualPressureDrop ?? '–'} mbar (max ${t.maxDropMbar})` },
        // In full, never 3e-8 (decision 0904).
        leakRate === null
          ? null
          : { label: 'Measured leak rate', value: `${formatFigure(leakRate)} m³/h` },
        t.mplrM3h === null ? null : { label: 'MPLR', value: `${formatFigure(t.mplrM3h)} m³/h` },
      );
      break;
    }
    case 'Purge': {
      const p = output.purge;
      if (!p) break;
      lines.push(
        { label: 'Purge volume', value: `${p.purgeVolumeM3} m³` },
        { label: 'Flow', value: `${r.actualFlowRate ?? '–'} m³/h (min ${p.minimumFlowM3h})` },
        { label: 'Gas content', value: `${r.actualGasContent ?? '–'} %` },
      );
      break;
    }
  }
  return lines.filter((line): line is SummaryLine => line !== null);
}

function latest(tests: readonly CompletedTest[], name: TestName): CompletedTest | null {
  return tests.filter((test) => test.testName === name).at(-1) ?? null;
}

function SummaryCard({ name, tests }: { name: SummarisedTest; tests: readonly CompletedTest[] }) {
  const titleId = useId();
  const test = latest(tests, name);
  const letBy = name === 'Tightness Test' ? latest(tests, 'Let-by Test') : null;
  const lines = useMemo(() => {
    if (!test) return [];
    const result = runCalculation(calculateIge, test.calculation, test.actualReadings);
    return result.ok ? summaryLines(name, result.evaluation.output, test) : [];
  }, [name, test]);
  if (!test) return null;
  const attempts = tests.filter((t) => t.testName === name).length;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border-2 border-slate-300 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {name}
        </h3>
        <VerdictBadge status={test.testResult} label={`Completed ${name.toLowerCase()}`} />
      </div>
      <dl className="flex flex-col gap-1 text-base">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="ml-auto text-right font-semibold tabular-nums">{line.value}</dd>
          </div>
        ))}
        {letBy ? (
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">Let-by test</dt>
            <dd className="font-semibold">{letBy.testResult}</dd>
          </div>
        ) : null}
      </dl>
      <RecordNotes test={test} />
      <p className="text-sm text-slate-700">
        <time dateTime={test.recordedAt}>{DATE_TIME.format(new Date(test.recordedAt))}</time>
        {attempts > 1 ? ` · latest of ${attempts} records` : ''}
      </p>
    </article>
  );
}

/**
 * Industrial calculator (product.md §2): completed-test summary cards for Strength, Tightness and Purge
 * above the results, each with its verdict and the figures behind it.
 */
export function CompletedTestSummaries({
  tests,
  actions = null,
}: {
  tests: readonly CompletedTest[];
  /** The certificate buttons (decision 0430), under the cards. */
  actions?: ReactNode;
}) {
  const titleId = useId();
  if (!SUMMARISED.some((name) => latest(tests, name) !== null)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Completed Tests
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {SUMMARISED.map((name) => (
          <SummaryCard key={name} name={name} tests={tests} />
        ))}
      </div>
      {actions ? <div className="mt-4">{actions}</div> : null}
    </section>
  );
}

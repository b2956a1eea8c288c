import { formatFigure, type CalculationOutput, type Verdict } from '@pipeproof/engine';
import { verdictFor, type RunEvaluation } from '../model/evaluate-run';
import { formatGauge } from '../model/option-labels';
import type { TestKind } from '../test-run/types';
import type { Figure } from './figure-list';

type Of<K extends keyof CalculationOutput> = NonNullable<CalculationOutput[K]>;

/** Strength test figures (standards.md §4), exactly as the engine gives them. */
function strengthFigures(s: Of<'strengthTest'>): Figure[] {
  return [
    { label: 'Test pressure', value: `${s.testPressureMbar} mbar`, note: s.formula },
    { label: 'Stabilisation', value: `${s.stabilisationMin} min` },
    { label: 'Test duration', value: `${s.testDurationMin} min` },
    {
      label: 'Maximum pressure drop',
      value: `${s.maxDropMbar} mbar`,
      note: `${s.maxDropPercent} % of the test pressure`,
    },
  ];
}

/** Let-by test figures (standards.md §3). */
function letByFigures(l: Of<'letByTest'>): Figure[] {
  return [
    { label: 'Let-by test pressure', value: `${l.testPressureMbar} mbar`, note: '50 % of the MOP' },
    { label: 'Test duration', value: `${l.durationMin} min`, note: l.durationBasis },
    { label: 'Maximum pressure rise', value: `${l.maxRiseMbar} mbar` },
  ];
}

/** Tightness test figures (standards.md §3): MAPD for existing installations, else PDmax from MPLR. */
function tightnessFigures(t: Of<'tightnessTest'>): Figure[] {
  const isMapd = t.maxDropBasis.kind === 'MAPD';
  return [
    { label: 'Test pressure', value: `${t.testPressureMbar} mbar` },
    { label: 'Stabilisation', value: `${t.stabilisationMin} min` },
    {
      label: 'Test duration',
      value: `${t.durationMin} min`,
      note: `Gauge: ${formatGauge(t.gaugeType)}`,
    },
    {
      label: isMapd ? 'Maximum allowable pressure drop (MAPD)' : 'Maximum permitted pressure drop',
      value: `${t.maxDropMbar} mbar`,
      note: isMapd ? `Room volume ${t.roomVolumeM3 ?? ''} m³` : undefined,
    },
    ...(t.mplrM3h === null
      ? []
      : [
          { label: 'Maximum permitted leak rate (MPLR)', value: `${formatFigure(t.mplrM3h)} m³/h` },
        ]),
    // LR = F3 × PD × IV / TTD (standards.md §3), once a drop is recorded.
    ...(t.verdict.leakRateM3h === null
      ? []
      : [
          {
            label: 'Measured leak rate',
            // Written in full: a small leak rate is 0.00000003, not 3e-8 (decision 0904).
            value: `${formatFigure(t.verdict.leakRateM3h)} m³/h`,
            note:
              t.mplrM3h === null
                ? 'From the recorded drop'
                : 'From the recorded drop; PASS at or below the MPLR',
          },
        ]),
  ];
}

/** Purge figures (standards.md §5). */
function purgeFigures(p: Of<'purge'>): Figure[] {
  return [
    { label: 'Purge volume', value: `${p.purgeVolumeM3} m³`, note: p.formula },
    { label: 'Minimum purge flow rate', value: `${p.minimumFlowM3h} m³/h` },
    { label: 'Maximum purge time', value: p.maximumPurgeTime, note: 'mm:ss' },
    { label: 'Purge point bore', value: `${p.purgePointBoreMm} mm` },
  ];
}

/** A test's timer (product.md §4): stabilisation (null: none) and the test period, in seconds. */
export interface TimerSpan {
  readonly stabilisationSeconds: number | null;
  readonly testDurationSeconds: number;
}

const MINUTE = 60;

function strengthTimer(s: Of<'strengthTest'>): TimerSpan {
  return {
    stabilisationSeconds: s.stabilisationMin * MINUTE,
    testDurationSeconds: s.testDurationMin * MINUTE,
  };
}

function letByTimer(l: Of<'letByTest'>): TimerSpan {
  return { stabilisationSeconds: null, testDurationSeconds: l.durationMin * MINUTE };
}

function tightnessTimer(t: Of<'tightnessTest'>): TimerSpan {
  return {
    stabilisationSeconds: t.stabilisationMin * MINUTE,
    testDurationSeconds: t.durationMin * MINUTE,
  };
}

/** A purge runs for at most its maximum purge time, with no stabilisation. */
function purgeTimer(p: Of<'purge'>): TimerSpan {
  return { stabilisationSeconds: null, testDurationSeconds: p.maximumPurgeTimeSeconds };
}

/** One test of a calculation as every calculator shows it (product.md §2 results card). */
export interface TestFigures {
  readonly kind: TestKind;
  readonly figures: readonly Figure[];
  readonly timer: TimerSpan;
  readonly verdict: Verdict;
}

/**
 * The test of this kind in a calculation, or null when it has none: its figures and timer from
 * `output` (the engine's answer), its verdict from `evaluation` (the engine with the readings).
 */
export function describeTest(
  kind: TestKind,
  output: CalculationOutput,
  evaluation: RunEvaluation,
): TestFigures | null {
  const shown = (figures: readonly Figure[], timer: TimerSpan): TestFigures => ({
    kind,
    figures,
    timer,
    verdict: verdictFor(evaluation, kind),
  });
  const { strengthTest: s, letByTest: l, tightnessTest: t, purge: p } = output;
  switch (kind) {
    case 'strength':
      return s && shown(strengthFigures(s), strengthTimer(s));
    case 'let-by':
      return l && shown(letByFigures(l), letByTimer(l));
    case 'tightness':
      return t && shown(tightnessFigures(t), tightnessTimer(t));
    case 'purge':
      return p && shown(purgeFigures(p), purgeTimer(p));
  }
}

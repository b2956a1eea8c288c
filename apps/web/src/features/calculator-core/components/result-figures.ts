import type { CalculationOutput } from '@pipeproof/engine';
import { formatGauge } from '../model/option-labels';
import type { Figure } from './figure-list';

type Of<K extends keyof CalculationOutput> = NonNullable<CalculationOutput[K]>;

/** Strength test figures (standards.md §4), exactly as the engine gives them. */
export function strengthFigures(s: Of<'strengthTest'>): Figure[] {
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
export function letByFigures(l: Of<'letByTest'>): Figure[] {
  return [
    { label: 'Let-by test pressure', value: `${l.testPressureMbar} mbar`, note: '50 % of the MOP' },
    { label: 'Test duration', value: `${l.durationMin} min`, note: l.durationBasis },
    { label: 'Maximum pressure rise', value: `${l.maxRiseMbar} mbar` },
  ];
}

/** Tightness test figures (standards.md §3): MAPD for existing installations, else PDmax from MPLR. */
export function tightnessFigures(t: Of<'tightnessTest'>): Figure[] {
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
      : [{ label: 'Maximum permitted leak rate (MPLR)', value: `${t.mplrM3h} m³/h` }]),
    // LR = F3 × PD × IV / TTD (standards.md §3), once a drop is recorded.
    ...(t.verdict.leakRateM3h === null
      ? []
      : [
          {
            label: 'Measured leak rate',
            value: `${t.verdict.leakRateM3h} m³/h`,
            note:
              t.mplrM3h === null
                ? 'From the recorded drop'
                : 'From the recorded drop; PASS at or below the MPLR',
          },
        ]),
  ];
}

/** Purge figures (standards.md §5). */
export function purgeFigures(p: Of<'purge'>): Figure[] {
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

export function strengthTimer(s: Of<'strengthTest'>): TimerSpan {
  return {
    stabilisationSeconds: s.stabilisationMin * MINUTE,
    testDurationSeconds: s.testDurationMin * MINUTE,
  };
}

export function letByTimer(l: Of<'letByTest'>): TimerSpan {
  return { stabilisationSeconds: null, testDurationSeconds: l.durationMin * MINUTE };
}

export function tightnessTimer(t: Of<'tightnessTest'>): TimerSpan {
  return {
    stabilisationSeconds: t.stabilisationMin * MINUTE,
    testDurationSeconds: t.durationMin * MINUTE,
  };
}

/** A purge runs for at most its maximum purge time, with no stabilisation. */
export function purgeTimer(p: Of<'purge'>): TimerSpan {
  return { stabilisationSeconds: null, testDurationSeconds: p.maximumPurgeTimeSeconds };
}

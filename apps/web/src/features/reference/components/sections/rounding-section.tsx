import { ReferenceSection } from '../reference-section';

// The engine's rounding rules (packages/engine/src/rounding.ts, decision 0301): maxima down,
// durations, volumes and measured percentages up, so rounding never flatters a result.
const RULES = [
  'Installation volume and purge volume: up to 0.0001 m³. Every later figure uses the rounded volume, so you can check it by hand.',
  'Test durations: up to a whole minute.',
  'Maximum permitted pressure drop (PDmax): down to 0.01 mbar. Maximum allowable pressure drop (MAPD): down to 0.1 mbar.',
  'Maximum purge time: down to a whole second, shown as mm:ss.',
  'Strength test: the largest drop down to 0.01 mbar; a measured drop % up to 0.01 %.',
] as const;

/** How the engine rounds what it shows (decision 0301). */
export function RoundingSection() {
  return (
    <ReferenceSection id="rounding" title="Rounding">
      <p className="mt-3 text-base text-slate-800">
        Limits are rounded down and durations and volumes up, so rounding never makes a result look
        better than it is.
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-base text-slate-800">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">Source: standards.md §3 and §5; decision 0301.</p>
    </ReferenceSection>
  );
}

import { GAS_FACTORS, GAS_TYPES, GAUGE_TYPES, GAUGES } from '@pipeproof/engine';
import { formatExact } from '../../utils/format-reference-number';
import { ReferenceSection, ReferenceSubsection } from '../reference-section';
import { ReferenceTable } from '../reference-table';

/** F1 and F3 by gas and test medium, and the gauges (standards.md §2). */
export function GasFactorsSection() {
  return (
    <ReferenceSection id="gas-factors" title="Gas factors and gauges">
      <p className="mt-3 text-base text-slate-800">
        F1 sets the tightness test duration; F3 turns a pressure drop into a leak rate. Use the
        columns for the medium the installation is tested with: air, or the gas itself.
      </p>
      <ReferenceTable
        id="gas-factors"
        caption="Factors F1 and F3 by gas"
        columns={['Gas', 'F1, gas', 'F1, air', 'F3, gas', 'F3, air']}
        rows={GAS_TYPES.map((gasType) => {
          const factors = GAS_FACTORS[gasType];
          return {
            key: gasType,
            header: gasType,
            cells: [factors.f1Gas, factors.f1Air, factors.f3Gas, factors.f3Air].map(formatExact),
          };
        })}
        note="Source: standards.md §2. F3 ≈ 60 / 1013.25. The commercial calculator (IGE/UP/1A) uses the Natural Gas row only."
      />

      <ReferenceSubsection title="Gauges">
        <ReferenceTable
          id="gauges"
          caption="Gauge readable movement and longest test"
          columns={['Gauge', 'GRM (mbar)', 'Longest tightness test (min)']}
          rows={GAUGE_TYPES.map((gaugeType) => {
            const gauge = GAUGES[gaugeType];
            return {
              key: gaugeType,
              header: gauge.label,
              cells: [formatExact(gauge.grmMbar), formatExact(gauge.maxTestDurationMin)],
            };
          })}
          note="Source: standards.md §2 (the longest test per gauge is single source). When a test would last longer than the gauge allows, the calculators say so: use a more sensitive gauge."
        />
      </ReferenceSubsection>
    </ReferenceSection>
  );
}

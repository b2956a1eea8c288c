import { describe, expect, it } from 'vitest';
import { calculate } from '@pipeproof/engine';
import type { DomesticAction } from './domestic-actions';
import { createEmptyDomesticDraft, type DomesticDraft } from './domestic-draft';
import { domesticReducer } from './domestic-reducer';
import { buildDomesticCalculation, listMissingInputs } from './build-domestic-calculation';
import { buildDomesticReadings } from './domestic-readings';

const apply = (draft: DomesticDraft, ...actions: DomesticAction[]) =>
  actions.reduce(domesticReducer, draft);

const EMPTY = createEmptyDomesticDraft('job-1', 'pipe-1');

const NATURAL_GAS_EXISTING: DomesticAction[] = [
  { type: 'set-gas-type', gasType: 'Natural Gas' },
  { type: 'set-installation-type', installationType: 'existing' },
  { type: 'set-appliances-connected', value: true },
  { type: 'set-gauge-type', gaugeType: 'water' },
  { type: 'update-pipe', id: 'pipe-1', patch: { nominalSizeMm: 22, lengthText: '10' } },
  { type: 'choose-meter', meter: 'Domestic', id: 'meter-1' },
];

describe('domesticReducer and the calculation it gives (decision 0653, 0820)', () => {
  it('a new draft asks for everything and has no calculation', () => {
    expect(listMissingInputs(EMPTY)).toHaveLength(6);
    expect(buildDomesticCalculation(EMPTY)).toBeNull();
  });

  it('a complete Natural Gas draft is a domestic Tightness Test the engine takes, 20 mbar', () => {
    const draft = apply(EMPTY, ...NATURAL_GAS_EXISTING);
    expect(listMissingInputs(draft)).toEqual([]);
    const input = buildDomesticCalculation(draft);
    expect(input).toMatchObject({
      calculatorType: 'domestic',
      project: {
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        gaugeType: 'water',
        appliancesConnected: true,
        testPressure: null,
        stabilizationTime: null,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 10 }],
      meterConfigurations: [{ meterType: 'Domestic', quantity: 1 }],
    });
    const result = input ? calculate(input) : null;
    expect(result?.ok && result.output.domesticTest?.maxDropMbar).toBe(4);
  });

  it('LPG asks for its operating pressure, keeps 5 min stabilisation, and a change to Natural Gas clears the pressure', () => {
    const lpg = apply(EMPTY, ...NATURAL_GAS_EXISTING, { type: 'set-gas-type', gasType: 'Propane' });
    expect(listMissingInputs(lpg)).toEqual(['the operating pressure']);
    const typed = apply(lpg, { type: 'set-test-pressure-text', value: '37' });
    expect(buildDomesticCalculation(typed)?.project).toMatchObject({
      testPressure: 37,
      stabilizationTime: 5,
    });
    expect(apply(typed, { type: 'set-gas-type', gasType: 'Butane' }).testPressureText).toBe('37');
    expect(apply(typed, { type: 'set-gas-type', gasType: 'Natural Gas' }).testPressureText).toBe(
      '',
    );
  });

  it('one meter or none: choosing again replaces it', () => {
    const one = apply(EMPTY, { type: 'choose-meter', meter: 'U16', id: 'm1' });
    const other = apply(one, { type: 'choose-meter', meter: 'G4/U6', id: 'm2' });
    expect(other.meters).toEqual([{ id: 'm2', meterType: 'G4/U6', quantityText: '1' }]);
    const none = apply(other, { type: 'choose-meter', meter: 'none', id: 'm3' });
    expect(none.meters).toEqual([]);
    expect(none.hasNoMeter).toBe(true);
    expect(listMissingInputs(none)).not.toContain('the meter (or No meter)');
  });

  it('readings as typed become the engine’s readings; blanks are left out', () => {
    const draft = apply(
      EMPTY,
      { type: 'set-reading', field: 'letBy', value: '0' },
      { type: 'set-reading', field: 'drop', value: '1.5' },
      { type: 'set-smell-of-gas', value: false },
    );
    expect(buildDomesticReadings(draft)).toEqual({
      letByPressureReading: 0,
      actualPressureDrop: 1.5,
      smellOfGas: false,
    });
  });

  it('Done folds a section and Edit opens it again', () => {
    const folded = apply(EMPTY, { type: 'fold-section', section: 'job', isFolded: true });
    expect(folded.folded).toEqual(['job']);
    expect(apply(folded, { type: 'fold-section', section: 'job', isFolded: false }).folded).toEqual(
      [],
    );
  });

  it('a refusal read and dismissed forgets that record only, not a later one (0917)', () => {
    const record = { clientId: 'record-1', recordedAt: '2026-11-27T09:00:00Z', key: 'k' };
    const recorded = apply(EMPTY, { type: 'record-queued', record });
    expect(apply(recorded, { type: 'forget-refused-record', clientId: 'record-1' }).record).toBe(
      null,
    );
    expect(apply(recorded, { type: 'forget-refused-record', clientId: 'record-0' }).record).toBe(
      record,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { CalculateRequestBody } from '@pipeproof/contracts';
import type { QuickCalcAction } from './quick-calc-actions';
import { createEmptyDraft, createEmptyForm, type QuickCalcForm } from './quick-calc-form';
import { quickCalcReducer } from './quick-calc-reducer';

const form: QuickCalcForm = {
  ...createEmptyForm(true),
  pipes: [
    { id: 'a', nominalSizeMm: 25, lengthText: '4' },
    { id: 'b', nominalSizeMm: 20, lengthText: '2' },
  ],
};

/** The form after one action on a draft holding `from`. */
function after(action: QuickCalcAction, from: QuickCalcForm = form): QuickCalcForm {
  return quickCalcReducer({ ...createEmptyDraft(true), form: from }, action).form;
}

describe('form rules of product.md §4', () => {
  it('defaults: New Installation, Purge (Tightness without purge), one empty pipe, no meters', () => {
    const empty = createEmptyForm(true);
    expect(empty).toMatchObject({
      installationType: 'new',
      operationType: 'Purge',
      gasType: 'Natural Gas',
      purgeMethod: 'Direct Purge (Air to Gas)',
      safetyFactor: 1.5,
      pipeMaterial: 'steel',
      meters: [],
    });
    expect(empty.pipes).toHaveLength(1);
    expect(createEmptyForm(false).operationType).toBe('Tightness Test');
  });

  it('a material change clears every size and keeps the lengths', () => {
    const copper = after({ type: 'set-pipe-material', material: 'copper' });
    expect(copper.pipes.map((row) => [row.nominalSizeMm, row.lengthText])).toEqual([
      [null, '4'],
      [null, '2'],
    ]);
    expect(after({ type: 'set-pipe-material', material: 'steel' })).toBe(form);
  });

  it('adds empty rows; keeps the last pipe row', () => {
    expect(after({ type: 'add-pipe', id: 'c' }).pipes.at(-1)).toEqual({
      id: 'c',
      nominalSizeMm: null,
      lengthText: '',
    });
    expect(after({ type: 'add-meter', id: 'm' }).meters).toEqual([
      { id: 'm', meterType: '', quantityText: '1' },
    ]);
    const one = after({ type: 'remove-pipe', id: 'a' });
    expect(one.pipes.map((row) => row.id)).toEqual(['b']);
    expect(after({ type: 'remove-pipe', id: 'b' }, one)).toBe(one);
  });

  it('shows the number a length or quantity counts as once left', () => {
    const typed = { ...form, pipes: [{ id: 'a', nominalSizeMm: 25, lengthText: '2.50' }] };
    expect(after({ type: 'normalise-pipe-length', id: 'a' }, typed).pipes[0]?.lengthText).toBe(
      '2.5',
    );
    const meters = (quantityText: string) =>
      after(
        { type: 'normalise-meter-quantity', id: 'm' },
        { ...form, meters: [{ id: 'm', meterType: 'U16', quantityText }] },
      ).meters[0]?.quantityText;
    expect(meters('')).toBe('1');
    expect(meters('3.9')).toBe('3');
    expect(meters('0')).toBe('0');
  });

  it('a length left blank stays blank: the row is still being filled in', () => {
    const blank = { ...form, pipes: [{ id: 'a', nominalSizeMm: 25, lengthText: ' ' }] };
    expect(after({ type: 'normalise-pipe-length', id: 'a' }, blank)).toBe(blank);
  });

  it('Strength Test and Existing clear each other', () => {
    const strength = after(
      { type: 'set-operation-type', value: 'Strength Test' },
      { ...form, installationType: 'existing' },
    );
    expect(strength).toMatchObject({ operationType: 'Strength Test', installationType: null });
    const existing = after(
      { type: 'set-installation-type', value: 'existing' },
      { ...form, operationType: 'Strength Test' },
    );
    expect(existing).toMatchObject({
      installationType: 'existing',
      operationType: 'Tightness Test',
    });
  });
});

describe('fields and results', () => {
  const request = (operationType: 'Purge' | 'Tightness Test'): CalculateRequestBody => ({
    calculatorType: 'commercial',
    project: { installationType: 'new', operationType },
    pipeConfigurations: [{ nominalSize: 25, length: 4 }],
  });

  it('sets a typed field and the parameters, as typed', () => {
    expect(after({ type: 'set-text', field: 'mopText', value: '2.' }).mopText).toBe('2.');
    expect(after({ type: 'set-parameters', patch: { gaugeType: 'water' } })).toMatchObject({
      gaugeType: 'water',
      testMedium: '',
    });
  });

  it('a new result keeps the readings for the same operation and clears them for another', () => {
    const shown = quickCalcReducer(
      { ...createEmptyDraft(true), readings: { actualFlowRate: 3 } },
      { type: 'show-result', result: { id: 'r1', request: request('Purge') } },
    );
    expect(shown.readings).toEqual({});
    const withReadings = quickCalcReducer(shown, {
      type: 'set-readings',
      readings: { actualFlowRate: 3 },
    });
    const again = quickCalcReducer(withReadings, {
      type: 'show-result',
      result: { id: 'r2', request: request('Purge') },
    });
    expect(again).toMatchObject({ result: { id: 'r2' }, readings: { actualFlowRate: 3 } });
    const other = quickCalcReducer(again, {
      type: 'show-result',
      result: { id: 'r3', request: request('Tightness Test') },
    });
    expect(other.readings).toEqual({});
  });
});

describe('the timers of a result (decision 0921)', () => {
  const request = { project: { operationType: 'Tightness Test' } } as CalculateRequestBody;
  const result = { id: 'r-1', request };
  const draft = { ...createEmptyDraft(true), result };

  it('a test timed to its end on this result is kept once; another result’s timer changes nothing', () => {
    const timed = quickCalcReducer(draft, {
      type: 'mark-timed',
      resultId: 'r-1',
      kind: 'tightness',
    });
    expect(timed.result?.timedKinds).toEqual(['tightness']);
    const again = quickCalcReducer(timed, {
      type: 'mark-timed',
      resultId: 'r-1',
      kind: 'tightness',
    });
    expect(again).toBe(timed);
    const stale = quickCalcReducer(timed, { type: 'mark-timed', resultId: 'r-0', kind: 'let-by' });
    expect(stale).toBe(timed);
    // A new calculation is a new result, timed afresh.
    const next = quickCalcReducer(timed, { type: 'show-result', result: { ...result, id: 'r-2' } });
    expect(next.result?.timedKinds).toBeUndefined();
  });
});

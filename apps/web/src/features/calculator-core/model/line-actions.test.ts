import { describe, expect, it } from 'vitest';
import { isLineAction, reduceLines, type LineAction, type LineRules } from './line-actions';
import type { LineFields } from './lines';

const STEP: LineRules = { meterQuantity: 'at-least-one', showBlankLengthAsZero: true };
const EARLIER_FORM: LineRules = { meterQuantity: 'drop-below-one', showBlankLengthAsZero: false };

/** A calculator's state: its lines and anything else, which the sub-reducer leaves alone. */
const state: LineFields & { readonly other: string } = {
  other: 'kept',
  pipeMaterial: 'steel',
  pipes: [
    { id: 'a', nominalSizeMm: 25, lengthText: '4' },
    { id: 'b', nominalSizeMm: 20, lengthText: '' },
  ],
  meters: [{ id: 'm', meterType: 'U16', quantityText: '0' }],
};

const after = (action: LineAction, rules = STEP) => reduceLines(state, action, rules);

describe('reduceLines: the lines of every calculator (product.md §4)', () => {
  it('one material for every pipe: changing it clears the sizes and keeps the lengths', () => {
    const copper = after({ type: 'set-pipe-material', material: 'copper' });
    expect(copper).toMatchObject({ other: 'kept', pipeMaterial: 'copper' });
    expect(copper.pipes.map((line) => [line.nominalSizeMm, line.lengthText])).toEqual([
      [null, '4'],
      [null, ''],
    ]);
    expect(after({ type: 'set-pipe-material', material: 'steel' })).toBe(state);
  });

  it('adds empty lines, removes any meter and every pipe but the last', () => {
    expect(after({ type: 'add-pipe', id: 'c' }).pipes.at(-1)).toEqual({
      id: 'c',
      nominalSizeMm: null,
      lengthText: '',
    });
    expect(after({ type: 'add-meter', id: 'n' }).meters.at(-1)).toEqual({
      id: 'n',
      meterType: '',
      quantityText: '1',
    });
    const one = after({ type: 'remove-pipe', id: 'a' });
    expect(one.pipes.map((line) => line.id)).toEqual(['b']);
    expect(reduceLines(one, { type: 'remove-pipe', id: 'b' }, STEP)).toBe(one);
    expect(after({ type: 'remove-meter', id: 'm' }).meters).toEqual([]);
  });

  it('updates one line as typed', () => {
    const typed = after({ type: 'update-pipe', id: 'b', patch: { lengthText: '2.' } });
    expect(typed.pipes[1]).toEqual({ id: 'b', nominalSizeMm: 20, lengthText: '2.' });
    expect(typed.pipes[0]).toBe(state.pipes[0]);
    const meter = after({ type: 'update-meter', id: 'm', patch: { meterType: 'U25' } });
    expect(meter.meters[0]).toEqual({ id: 'm', meterType: 'U25', quantityText: '0' });
  });

  it('a length left blank: 0 for the step calculators, still blank on /calc', () => {
    expect(after({ type: 'normalise-pipe-length', id: 'b' }, STEP).pipes[1]?.lengthText).toBe('0');
    expect(after({ type: 'normalise-pipe-length', id: 'b' }, EARLIER_FORM)).toBe(state);
  });

  it('a quantity of 0: counted as 1 by the step calculators, kept (not counted) on /calc', () => {
    const quantity = (rules: LineRules) =>
      after({ type: 'normalise-meter-quantity', id: 'm' }, rules).meters[0]?.quantityText;
    expect(quantity(STEP)).toBe('1');
    expect(quantity(EARLIER_FORM)).toBe('0');
  });

  it('an unknown line id changes nothing', () => {
    expect(after({ type: 'normalise-pipe-length', id: 'x' })).toBe(state);
    expect(after({ type: 'normalise-meter-quantity', id: 'x' })).toBe(state);
  });
});

describe('isLineAction', () => {
  it('picks the line actions out of a calculator’s own actions', () => {
    expect(isLineAction({ type: 'add-pipe', id: 'a' })).toBe(true);
    expect(isLineAction({ type: 'normalise-meter-quantity', id: 'm' })).toBe(true);
    expect(isLineAction({ type: 'set-readings' })).toBe(false);
    expect(isLineAction({ type: 'clear-pipe-inputs' })).toBe(false);
  });
});

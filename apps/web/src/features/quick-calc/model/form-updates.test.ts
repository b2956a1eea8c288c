import { describe, expect, it } from 'vitest';
import {
  addMeterRow,
  addPipeRow,
  normaliseMeterQuantity,
  normalisePipeLength,
  removePipeRow,
  selectInstallationType,
  selectOperationType,
  setPipeMaterial,
} from './form-updates';
import { createEmptyForm, type QuickCalcForm } from './quick-calc-form';

const form: QuickCalcForm = {
  ...createEmptyForm(true),
  pipes: [
    { id: 'a', nominalSizeMm: 25, lengthText: '4' },
    { id: 'b', nominalSizeMm: 20, lengthText: '2' },
  ],
};

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
    const copper = setPipeMaterial(form, 'copper');
    expect(copper.pipes.map((row) => [row.nominalSizeMm, row.lengthText])).toEqual([
      [null, '4'],
      [null, '2'],
    ]);
    expect(setPipeMaterial(form, 'steel')).toBe(form);
  });

  it('adds empty rows; keeps the last pipe row', () => {
    expect(addPipeRow(form, 'c').pipes.at(-1)).toEqual({
      id: 'c',
      nominalSizeMm: null,
      lengthText: '',
    });
    expect(addMeterRow(form, 'm').meters).toEqual([{ id: 'm', meterType: '', quantityText: '1' }]);
    const one = removePipeRow(form, 'a');
    expect(one.pipes.map((row) => row.id)).toEqual(['b']);
    expect(removePipeRow(one, 'b')).toBe(one);
  });

  it('shows the number a length or quantity counts as once left', () => {
    const typed = { ...form, pipes: [{ id: 'a', nominalSizeMm: 25, lengthText: '2.50' }] };
    expect(normalisePipeLength(typed, 'a').pipes[0]?.lengthText).toBe('2.5');
    const meters = (quantityText: string) =>
      normaliseMeterQuantity(
        { ...form, meters: [{ id: 'm', meterType: 'U16', quantityText }] },
        'm',
      ).meters[0]?.quantityText;
    expect(meters('')).toBe('1');
    expect(meters('3.9')).toBe('3');
    expect(meters('0')).toBe('0');
  });

  it('Strength Test and Existing clear each other', () => {
    const strength = selectOperationType(
      { ...form, installationType: 'existing' },
      'Strength Test',
    );
    expect(strength).toMatchObject({ operationType: 'Strength Test', installationType: null });
    const existing = selectInstallationType(
      { ...form, operationType: 'Strength Test' },
      'existing',
    );
    expect(existing).toMatchObject({
      installationType: 'existing',
      operationType: 'Tightness Test',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createEmptyForm, type QuickCalcForm } from './quick-calc-form';
import { listFieldProblems, validateQuickCalc } from './validate-quick-calc';

const ready: QuickCalcForm = {
  ...createEmptyForm(true),
  reference: 'Q-1',
  engineerName: 'Sam Fitter',
  pipes: [{ id: 'a', nominalSizeMm: 25, lengthText: '5' }],
};
const tightness: QuickCalcForm = {
  ...ready,
  operationType: 'Tightness Test',
  gaugeType: 'electronic01',
  testMedium: 'Air',
};

describe('validateQuickCalc: the earlier form’s checks in product.md §5 order', () => {
  it('a complete purge form may be sent', () => {
    expect(validateQuickCalc(ready)).toBeNull();
  });

  it.each([
    ['no reference', { reference: '  ' }],
    ['no engineer name', { engineerName: '' }],
    ['no installation type', { installationType: null }],
  ] as const)('%s → Missing Required Information', (_label, patch) => {
    expect(validateQuickCalc({ ...ready, ...patch, pipes: [] })).toMatchObject({
      title: 'Missing Required Information',
      description:
        'Please fill in project reference, engineer name, and installation type before calculating',
    });
  });

  it.each([
    ['no size', [{ id: 'a', nominalSizeMm: null, lengthText: '5' }]],
    ['length 0', [{ id: 'a', nominalSizeMm: 25, lengthText: '0' }]],
    ['length not a number', [{ id: 'a', nominalSizeMm: 25, lengthText: 'abc' }]],
  ] as const)('%s → No Pipe Configuration', (_label, pipes) => {
    expect(validateQuickCalc({ ...ready, pipes })).toMatchObject({
      title: 'No Pipe Configuration',
      description: 'Please add at least one pipe configuration',
    });
  });

  it('one good row among empty ones is enough', () => {
    const pipes = [{ id: 'x', nominalSizeMm: null, lengthText: '' }, ...ready.pipes];
    expect(validateQuickCalc({ ...ready, pipes })).toBeNull();
  });

  it('a tightness test needs gauge and medium; an existing one the room volume (≥ 1 m³)', () => {
    expect(validateQuickCalc({ ...tightness, gaugeType: '' })?.fields).toEqual({
      gaugeType: 'Choose the gauge type.',
    });
    const existing = { ...tightness, installationType: 'existing' as const };
    expect(validateQuickCalc(existing)?.title).toBe('Room Volume Required');
    expect(validateQuickCalc({ ...existing, roomVolumeText: '0.5' })?.description).toBe(
      'Room volume must be 1 m³ or more.',
    );
    expect(validateQuickCalc({ ...existing, roomVolumeText: '1' })).toBeNull();
    // A new installation does not use it.
    expect(validateQuickCalc(tightness)).toBeNull();
  });

  it.each([
    ['0', 'Enter a pressure above 0 mbar.'],
    ['16001', 'Maximum Operating Pressure must be 16000 mbar or less.'],
  ])('MOP %s is refused', (mopText, message) => {
    expect(validateQuickCalc({ ...ready, mopText })).toMatchObject({
      title: 'Calculation Failed',
      description: message,
    });
    expect(validateQuickCalc({ ...ready, mopText: '16000' })).toBeNull();
  });

  it('lists every problem at once for the fields', () => {
    expect(
      Object.keys(listFieldProblems({ ...tightness, reference: '', pipes: [], mopText: '-1' })),
    ).toEqual(['reference', 'pipes', 'mop']);
  });
});

import { describe, expect, it } from 'vitest';
import { CalculateRequestSchema } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { buildCalculateRequest } from './build-calculate-request';
import { createEmptyForm, type QuickCalcForm } from './quick-calc-form';

const base: QuickCalcForm = {
  ...createEmptyForm(true),
  reference: ' Q-1 ',
  engineerName: 'Sam Fitter',
  pipes: [
    { id: 'a', nominalSizeMm: 25, lengthText: '12' },
    { id: 'b', nominalSizeMm: null, lengthText: '4' },
    { id: 'c', nominalSizeMm: 20, lengthText: 'x' },
  ],
};

describe('buildCalculateRequest (product.md §3, §5, §7)', () => {
  it('a purge: commercial, safety factor and direction, no test fields, empty numbers absent', () => {
    expect(buildCalculateRequest(base)).toEqual({
      calculatorType: 'commercial',
      project: {
        reference: 'Q-1',
        engineerName: 'Sam Fitter',
        installationType: 'new',
        operationType: 'Purge',
        gasType: 'Natural Gas',
        safetyFactor: 1.5,
        purgeDirection: 'air-to-gas',
      },
      // A row without a size is left out; a non-numeric length counts as 0 (product.md §5).
      pipeConfigurations: [
        { material: 'steel', nominalSize: 25, length: 12 },
        { material: 'steel', nominalSize: 20, length: 0 },
      ],
    });
  });

  it('an indirect purge has no direction', () => {
    const request = buildCalculateRequest({ ...base, purgeMethod: 'Indirect Purge (Inert Gas)' });
    expect(request?.project).not.toHaveProperty('purgeDirection');
  });

  it('a strength test sends MOP, MIP, gauge and medium, and no room volume or purge fields', () => {
    const request = buildCalculateRequest({
      ...base,
      operationType: 'Strength Test',
      mopText: '21',
      mipText: '30',
      roomVolumeText: '25',
      gaugeType: 'water',
      testMedium: 'Air',
    });
    expect(request?.project).toEqual({
      reference: 'Q-1',
      engineerName: 'Sam Fitter',
      installationType: 'new',
      operationType: 'Strength Test',
      gasType: 'Natural Gas',
      maxOperatingPressure: 21,
      maxIncidentalPressure: 30,
      gaugeType: 'water',
      testMedium: 'Air',
    });
  });

  it('a tightness test sends the room volume, not the MIP', () => {
    const request = buildCalculateRequest({
      ...base,
      operationType: 'Tightness Test',
      installationType: 'existing',
      mipText: '30',
      roomVolumeText: '25.5',
    });
    expect(request?.project).toMatchObject({ installationType: 'existing', roomVolume: 25.5 });
    expect(request?.project).not.toHaveProperty('maxIncidentalPressure');
  });

  it('drops meter rows with no type or a quantity of 0 or less; omits the list when none remain', () => {
    const meters = (rows: [QuickCalcForm['meters'][number]['meterType'], string][]) =>
      buildCalculateRequest({
        ...base,
        meters: rows.map(([meterType, quantityText], i) => ({
          id: String(i),
          meterType,
          quantityText,
        })),
      })?.meterConfigurations;
    expect(
      meters([
        ['', '1'],
        ['U16', '0'],
        ['U25', '-2'],
      ]),
    ).toBeUndefined();
    expect(
      meters([
        ['U16', '2'],
        ['G4/U6', 'x'],
        ['U25', '2.7'],
      ]),
    ).toEqual([
      { meterType: 'U16', quantity: 2 },
      { meterType: 'G4/U6', quantity: 1 },
      { meterType: 'U25', quantity: 2 },
    ]);
  });

  it('is null without an installation type', () => {
    expect(buildCalculateRequest({ ...base, installationType: null })).toBeNull();
  });

  it('what it builds passes the API contract and the engine', () => {
    const request = buildCalculateRequest({
      ...base,
      operationType: 'Tightness Test',
      gaugeType: 'electronic01',
      testMedium: 'Gas',
      meters: [{ id: 'm', meterType: 'U16', quantityText: '1' }],
    });
    expect(CalculateRequestSchema.safeParse(request).success).toBe(true);
    expect(request && calculate(request).ok).toBe(true);
  });
});

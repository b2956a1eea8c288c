import { describe, expect, it } from 'vitest';
import type { CalculationInput } from '@pipeproof/engine';
import { checkInBrowser } from './check-in-browser';

const TIGHTNESS: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
    roomVolume: 25,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

describe('checkInBrowser: the commercial calculator’s Calculate, with the engine on the device', () => {
  it('gives the input back when the engine gives figures', () => {
    expect(checkInBrowser(TIGHTNESS)).toEqual({ ok: true, input: TIGHTNESS });
  });

  it('a refusal is a Calculation Error naming the field as the page does (decision 0880)', () => {
    const input: CalculationInput = {
      ...TIGHTNESS,
      meterConfigurations: [
        { meterType: 'U16', quantity: 1 },
        { meterType: 'G4/U6', quantity: 25_000 },
      ],
    };
    expect(checkInBrowser(input)).toEqual({
      ok: false,
      message: {
        title: 'Calculation Error',
        description: 'Meter 2 quantity: must be 10000 or less',
      },
    });
  });
});

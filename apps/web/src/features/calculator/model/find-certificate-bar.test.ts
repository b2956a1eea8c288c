import { calculateIge, type CalculationInput } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { runCalculation } from '../../calculator-core';
import { findCertificateBar } from './find-certificate-bar';
import type { CompletedTest } from './calculator-draft';

const TIGHTNESS: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};
/** 150 mm steel, 45 m: a 34-minute test, longer than a water gauge may be used for. */
const LONGER_THAN_THE_GAUGE: CalculationInput = {
  ...TIGHTNESS,
  pipeConfigurations: [{ material: 'steel', nominalSize: 150, length: 45 }],
  meterConfigurations: [],
};
const OVER_40_MBAR: CalculationInput = {
  ...TIGHTNESS,
  project: { ...TIGHTNESS.project, maxOperatingPressure: 500 },
};

function completed(calculation: CalculationInput): CompletedTest {
  return {
    clientId: 'record-1',
    testName: 'Tightness Test',
    calculation,
    actualReadings: { actualPressureDrop: 0 },
    testResult: 'PASS',
    recordedAt: '2026-12-05T09:00:00.000Z',
    site: { siteName: '', sectionIdentity: '', location: null },
    timedInApp: true,
    actionNote: null,
  };
}

/** The last run's result, as the page has it. */
function runOf(input: CalculationInput) {
  return runCalculation(calculateIge, input);
}

describe('findCertificateBar (decisions 0890, 0892)', () => {
  it('nothing bars a job within IGE/UP/1A, nor one with no result yet', () => {
    expect(findCertificateBar(runOf(TIGHTNESS), [completed(TIGHTNESS)])).toBeNull();
    expect(findCertificateBar(null, [])).toBeNull();
  });

  it('the last run’s operating pressure above 40 mbar bars it, in the engine’s words', () => {
    expect(findCertificateBar(runOf(OVER_40_MBAR), [])).toBe(
      'This job cannot be certified: The operating pressure of 500 mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).',
    );
  });

  it('a completed test that ran longer than its gauge may be used for bars it, whatever the run says', () => {
    expect(findCertificateBar(runOf(TIGHTNESS), [completed(LONGER_THAN_THE_GAUGE)])).toBe(
      'This job cannot be certified: The 34-minute test is longer than the 30-minute maximum for the chosen gauge (Water gauge, GRM 0.5 mbar): use a more sensitive gauge (Electronic gauge (2 decimal places), GRM 0.1 mbar).',
    );
  });
});

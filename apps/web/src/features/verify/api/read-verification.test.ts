import { CertificateVerificationSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readVerification } from './read-verification';

/** As GET /api/verify/:number answers for a certificate with two tests. */
const REPLY = {
  number: 'PP-2026-7KQ4-M9XD',
  issuedAt: '2026-12-03T10:15:00.000Z',
  standard: 'IGE/UP/1A',
  calculatorType: 'commercial',
  issuerName: 'Sam Fitter',
  tests: [
    { testName: 'Strength Test', testResult: 'PASS', recordedAt: '2026-12-03T09:40:00.000Z' },
    { testName: 'Tightness Test', testResult: 'FAIL', recordedAt: '2026-12-03T10:05:00.000Z' },
  ],
  overallResult: 'FAIL',
  engineVersion: '1.0.0',
};

describe('readVerification', () => {
  it('reads a reply as contracts’ schema does', () => {
    expect(readVerification(REPLY)).toEqual(CertificateVerificationSchema.parse(REPLY));
  });

  it('leaves out what the reply carries beyond the contract', () => {
    expect(readVerification({ ...REPLY, customerName: 'Private' })).not.toHaveProperty(
      'customerName',
    );
  });

  it.each([
    ['a reply that is not an object', null, 'verification'],
    ['a missing number', { ...REPLY, number: undefined }, 'number'],
    ['an unknown verdict', { ...REPLY, overallResult: 'MAYBE' }, 'overallResult'],
    ['an unknown calculator', { ...REPLY, calculatorType: 'boiler' }, 'calculatorType'],
    ['tests that are not a list', { ...REPLY, tests: {} }, 'tests'],
    [
      'a test of a name no job records',
      { ...REPLY, tests: [{ ...REPLY.tests[0], testName: 'Soundness' }] },
      'tests[0].testName',
    ],
    [
      'a test without its time',
      { ...REPLY, tests: [REPLY.tests[0], { ...REPLY.tests[1], recordedAt: 5 }] },
      'tests[1].recordedAt',
    ],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readVerification(reply)).toThrow(`not valid at ${path}.`);
    expect(CertificateVerificationSchema.safeParse(reply).success).toBe(false);
  });
});

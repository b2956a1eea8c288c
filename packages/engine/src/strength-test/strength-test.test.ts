import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import { assessStrengthTest } from './assess-strength-test';
import { computeStrengthTest, type StrengthTestInput } from './compute-strength-test';

describe('strength test parameters (standards.md §4)', () => {
  it.each<
    [
      string,
      StrengthTestInput,
      {
        testPressureMbar: number;
        governedBy: string;
        stabilisationMin: number;
        testDurationMin: number;
        maxDropMbar: number;
      },
    ]
  >([
    [
      'commercial MOP 21: max(82.5, 52.5) = 82.5',
      { calculatorType: 'commercial', mopMbar: 21 },
      {
        testPressureMbar: 82.5,
        governedBy: 'minimum',
        stabilisationMin: 5,
        testDurationMin: 5,
        maxDropMbar: 16.5,
      },
    ],
    [
      'commercial MOP 40: 2.5 × 40 = 100',
      { calculatorType: 'commercial', mopMbar: 40 },
      {
        testPressureMbar: 100,
        governedBy: 'MOP',
        stabilisationMin: 5,
        testDurationMin: 5,
        maxDropMbar: 20,
      },
    ],
    [
      'commercial MIP 100: 1.1 × 100 = 110',
      { calculatorType: 'commercial', mopMbar: 21, mipMbar: 100 },
      {
        testPressureMbar: 110,
        governedBy: 'MIP',
        stabilisationMin: 5,
        testDurationMin: 5,
        maxDropMbar: 22,
      },
    ],
    [
      'commercial MIP 75: 1.1 × 75 = 82.5 exactly, not 82.50000000000001',
      { calculatorType: 'commercial', mopMbar: 21, mipMbar: 75 },
      {
        testPressureMbar: 82.5,
        governedBy: 'minimum',
        stabilisationMin: 5,
        testDurationMin: 5,
        maxDropMbar: 16.5,
      },
    ],
    [
      'commercial MOP 150 (stabilisation stays 5)',
      { calculatorType: 'commercial', mopMbar: 150 },
      {
        testPressureMbar: 375,
        governedBy: 'MOP',
        stabilisationMin: 5,
        testDurationMin: 5,
        maxDropMbar: 75,
      },
    ],
    [
      'industrial MOP 21: 82.5, test 10 min',
      { calculatorType: 'industrial', mopMbar: 21 },
      {
        testPressureMbar: 82.5,
        governedBy: 'minimum',
        stabilisationMin: 5,
        testDurationMin: 10,
        maxDropMbar: 16.5,
      },
    ],
    [
      'industrial MOP 99: 148.5, stabilisation 5',
      { calculatorType: 'industrial', mopMbar: 99 },
      {
        testPressureMbar: 148.5,
        governedBy: 'MOP',
        stabilisationMin: 5,
        testDurationMin: 10,
        maxDropMbar: 29.7,
      },
    ],
    [
      'industrial MOP 100: 150, stabilisation 10',
      { calculatorType: 'industrial', mopMbar: 100 },
      {
        testPressureMbar: 150,
        governedBy: 'MOP',
        stabilisationMin: 10,
        testDurationMin: 10,
        maxDropMbar: 30,
      },
    ],
    [
      'industrial MOP 2000, MIP 2500: max(3000, 2750) = 3000',
      { calculatorType: 'industrial', mopMbar: 2000, mipMbar: 2500 },
      {
        testPressureMbar: 3000,
        governedBy: 'MOP',
        stabilisationMin: 10,
        testDurationMin: 10,
        maxDropMbar: 600,
      },
    ],
  ])('%s', (_label, input, expected) => {
    expect(computeStrengthTest(input)).toMatchObject({ ...expected, maxDropPercent: 20 });
  });

  it.each([
    [{ calculatorType: 'commercial', mopMbar: 0 }, 'project.maxOperatingPressure'],
    [{ calculatorType: 'commercial', mopMbar: 16001 }, 'project.maxOperatingPressure'],
    [{ calculatorType: 'industrial', mopMbar: 21, mipMbar: -1 }, 'project.maxIncidentalPressure'],
  ] as const)('rejects %o with a typed error on %s', (input, field) => {
    expect(() => computeStrengthTest(input)).toThrow(EngineInputError);
    expect(() => computeStrengthTest(input)).toThrow(field);
  });
});

describe('strength test verdict at the 20 % limit (standards.md §4)', () => {
  const stp825 = computeStrengthTest({ calculatorType: 'commercial', mopMbar: 21 });
  const stp100 = computeStrengthTest({ calculatorType: 'commercial', mopMbar: 40 });

  it.each([
    [stp825, 16.5, 'PASS', 20],
    [stp825, 16.51, 'FAIL', 20.02],
    [stp825, 0, 'PASS', 0],
    [stp100, 20, 'PASS', 20],
    [stp100, 20.01, 'FAIL', 20.01],
    [stp100, 20.001, 'FAIL', 20.01],
  ])('STP %#: drop %s mbar → %s (%s %)', (parameters, drop, status, percent) => {
    const verdict = assessStrengthTest(parameters, { actualPressureDrop: drop });
    expect(verdict.status).toBe(status);
    expect(verdict.dropPercent).toBe(percent);
    expect(verdict.reasons[0]).toMatch(/%/);
  });

  it('is PENDING without a reading', () => {
    expect(assessStrengthTest(stp825, {}).status).toBe('PENDING');
    expect(assessStrengthTest(stp825, { actualPressureDrop: null }).status).toBe('PENDING');
  });

  it('rejects a negative drop with a typed error', () => {
    expect(() => assessStrengthTest(stp825, { actualPressureDrop: -1 })).toThrow(
      'readings.actualPressureDrop',
    );
  });

  it('more drop never turns FAIL into PASS', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16000 }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (mop, a, b) => {
          const p = computeStrengthTest({ calculatorType: 'industrial', mopMbar: mop });
          const small = assessStrengthTest(p, { actualPressureDrop: Math.min(a, b) }).status;
          const large = assessStrengthTest(p, { actualPressureDrop: Math.max(a, b) }).status;
          expect(small === 'FAIL' && large === 'PASS').toBe(false);
          if (small === 'FAIL') expect(large).toBe('FAIL');
        },
      ),
    );
  });

  it('flips exactly at the maximum drop shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16000 }),
        fc.constantFrom('commercial', 'industrial' as const),
        (mop, calculatorType) => {
          const p = computeStrengthTest({ calculatorType, mopMbar: mop });
          expect(assessStrengthTest(p, { actualPressureDrop: p.maxDropMbar }).status).toBe('PASS');
          expect(assessStrengthTest(p, { actualPressureDrop: p.maxDropMbar + 0.01 }).status).toBe(
            'FAIL',
          );
        },
      ),
    );
  });
});

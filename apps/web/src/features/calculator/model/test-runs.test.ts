import { TEST_NAME_OPERATION, TEST_NAMES } from '@pipeproof/contracts';
import { calculate, calculateIge, OPERATION_TYPES } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { runCalculation, verdictFor } from '../../calculator-core';
import { draftAfter, readyStrengthDraft } from '../test-support/draft-fixtures';
import { buildCalculationInput } from './build-calculation-input';
import { evaluateRun } from './evaluate-run';
import { createTestRun, currentTestKind, findNextTestOffer, testNameOf } from './test-runs';

const ids = { clientId: 'r', letByClientId: 'l' };

function existingTightnessRun() {
  const draft = draftAfter(
    [
      { type: 'set-installation-type', value: 'existing' },
      { type: 'set-test-type', value: 'Tightness Test' },
    ],
    readyStrengthDraft(),
  );
  const input = buildCalculationInput(draft);
  if (!input) throw new Error('no input');
  return createTestRun(input, 'Tightness Test', ids, null);
}

describe('evaluateRun: the verdict is the engine’s, recomputed with the readings', () => {
  it('equals calculate() with the readings', () => {
    const input = buildCalculationInput(readyStrengthDraft());
    if (!input) throw new Error('no input');
    const run = {
      ...createTestRun(input, 'Strength Test', ids, null),
      readings: { actualPressureDrop: 17 },
    };
    const result = evaluateRun(run);
    const engine = calculate({ ...input, readings: { actualPressureDrop: 17 } });
    if (!result.ok || !engine.ok) throw new Error('not ok');
    expect(result.evaluation.output).toEqual(engine.output);
    expect(verdictFor(result.evaluation, 'strength').status).toBe('FAIL');
  });

  it('a reading out of range leaves the figures and says why the verdict waits', () => {
    const input = buildCalculationInput(readyStrengthDraft());
    if (!input) throw new Error('no input');
    const result = runCalculation(calculateIge, input, { actualPressureDrop: -1 });
    if (!result.ok) throw new Error('not ok');
    expect(result.evaluation.output.strengthTest?.testPressureMbar).toBe(82.5);
    expect(verdictFor(result.evaluation, 'strength')).toEqual({
      status: 'PENDING',
      reasons: [expect.stringMatching(/0/)],
    });
  });

  it('names the engine’s problem when the calculation itself is refused', () => {
    const input = buildCalculationInput(readyStrengthDraft());
    if (!input) throw new Error('no input');
    const result = runCalculation(calculateIge, {
      ...input,
      project: {
        ...input.project,
        roomVolume: 0.5,
        installationType: 'existing',
        operationType: 'Tightness Test',
      },
    });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('project.roomVolume') });
  });
});

describe('existing installations: let-by first (product.md §4)', () => {
  it('takes let-by readings until the let-by test is done', () => {
    const run = existingTightnessRun();
    expect(currentTestKind(run)).toBe('let-by');
    expect(currentTestKind({ ...run, isLetByDone: true })).toBe('tightness');
  });

  it('a rise fails the let-by test', () => {
    const result = evaluateRun({
      ...existingTightnessRun(),
      readings: { letByPressureReading: 0.2 },
    });
    if (!result.ok) throw new Error('not ok');
    expect(verdictFor(result.evaluation, 'let-by').status).toBe('FAIL');
  });
});

describe('findNextTestOffer: after a PASS with a drop entered (product.md §4)', () => {
  const input = buildCalculationInput(readyStrengthDraft());
  if (!input) throw new Error('no input');
  const run = createTestRun(input, 'Strength Test', ids, null);
  it.each([
    ['PASS', { actualPressureDrop: 1 }, 'Tightness Test'],
    ['FAIL', { actualPressureDrop: 30 }, null],
    ['PASS', {}, null],
  ] as const)('%s with %j → %s', (status, readings, next) => {
    expect(findNextTestOffer({ ...run, readings }, status)).toBe(next);
  });

  it('purge comes after tightness, nothing after purge', () => {
    expect(
      findNextTestOffer(
        { ...run, testType: 'Tightness Test', readings: { actualPressureDrop: 0 } },
        'PASS',
      ),
    ).toBe('Purge');
    expect(
      findNextTestOffer({ ...run, testType: 'Purge', readings: { actualPressureDrop: 0 } }, 'PASS'),
    ).toBeNull();
  });
});

describe('createTestRun', () => {
  it('recalculating the same unsaved test keeps its readings and ids', () => {
    const input = buildCalculationInput(readyStrengthDraft());
    if (!input) throw new Error('no input');
    const first = {
      ...createTestRun(input, 'Strength Test', ids, null),
      readings: { actualPressureDrop: 2 },
    };
    const again = createTestRun(
      input,
      'Strength Test',
      { clientId: 'x', letByClientId: 'y' },
      first,
    );
    expect(again).toMatchObject({ clientId: 'r', readings: { actualPressureDrop: 2 } });
    const other = createTestRun(
      input,
      'Tightness Test',
      { clientId: 'x', letByClientId: 'y' },
      first,
    );
    expect(other).toMatchObject({ clientId: 'x', readings: {} });
  });
});

describe('testNameOf: each operation’s record name, as contracts’ TEST_NAME_OPERATION says', () => {
  it.each(OPERATION_TYPES)('%s is recorded under a name whose operation it is', (operation) => {
    const name = testNameOf(operation);
    expect(TEST_NAMES).toContain(name);
    expect(TEST_NAME_OPERATION[name]).toBe(operation);
  });
});

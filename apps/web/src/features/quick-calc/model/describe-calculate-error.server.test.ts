import { describe, expect, it } from 'vitest';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { signInAs } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';
import { nameServerField, postCalculation } from '../../calculator-core';
import { describeCalculateError } from './describe-calculate-error';

const purge = {
  calculatorType: 'commercial',
  project: { installationType: 'new', operationType: 'Purge' },
  pipeConfigurations: [{ nominalSize: 25, length: 5 }],
} as const;

async function failureOf(request: unknown) {
  try {
    await postCalculation(request as Parameters<typeof postCalculation>[0]);
  } catch (error) {
    return describeCalculateError(error);
  }
  throw new Error('the server accepted the request');
}

describe('describeCalculateError: real replies of POST /api/calculate (product.md §8)', () => {
  it('403 upgrade → Subscription Required with the server’s message', async () => {
    signInAs('basic');
    expect(await failureOf(purge)).toEqual({
      kind: 'subscription',
      title: 'Subscription Required',
      description: CALCULATION_GATE_MESSAGES.purge,
    });
  });

  it('400 → Calculation Failed with the server’s sentence naming the field', async () => {
    signInAs('premium');
    const failure = await failureOf({
      ...purge,
      project: { ...purge.project, maxOperatingPressure: 20000 },
    });
    expect(failure.kind).toBe('failed');
    expect(failure).toMatchObject({ title: 'Calculation Failed' });
    expect('description' in failure && failure.description).toMatch(/maxOperatingPressure/);
    expect(failure).toMatchObject({ field: 'project.maxOperatingPressure' });
  });

  it('a pipe run the engine refuses: the server’s path, named as the form names it (0880)', async () => {
    signInAs('premium');
    const failure = await failureOf({
      ...purge,
      pipeConfigurations: [purge.pipeConfigurations[0], { nominalSize: 20, length: 200_000 }],
    });
    if (failure.kind !== 'failed') throw new Error(`expected a failure, got ${failure.kind}`);
    expect(failure.field).toBe('pipeConfigurations.1.length');
    expect(nameServerField(failure.description, failure.field)).toBe(
      'Pipe 2 length (m): must be 100000 or less',
    );
  });

  it('no reply at all → Calculation Failed, saying the server could not be reached', async () => {
    switchServer('unreachable');
    expect(await failureOf(purge)).toEqual({
      kind: 'failed',
      title: 'Calculation Failed',
      description: 'We could not reach PipeProof. Check your signal or connection and try again.',
      field: null,
    });
  });
});

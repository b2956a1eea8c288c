import { describe, expect, it } from 'vitest';
import type { CalculateRequestBody } from '@pipeproof/contracts';
import { findRequestGate } from './find-request-gate';

const tightness = (nominalSize: number | string): CalculateRequestBody => ({
  calculatorType: 'commercial',
  // No MOP yet: the form's own checks say so on 'Get Test Results'; the plan is known already.
  project: { installationType: 'new', operationType: 'Tightness Test' },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 20, length: 5 },
    { material: 'steel', nominalSize, length: 3 },
  ],
});

describe('findRequestGate (product.md §6, decision 0873)', () => {
  it('names the plan a larger pipe needs, from the largest line', () => {
    expect(findRequestGate('free', tightness(32))).toMatchObject({
      requiredTier: 'basic',
      message: 'Pipes larger than 1 inch need a Basic subscription.',
    });
    expect(findRequestGate('basic', tightness(100))?.requiredTier).toBe('premium');
    expect(findRequestGate('free', tightness(25))).toBeNull();
  });

  it('names Premium for a purge on Free or Basic, and nothing on Premium', () => {
    const purge: CalculateRequestBody = {
      ...tightness(20),
      project: { installationType: 'new', operationType: 'Purge', safetyFactor: 2 },
    };
    expect(findRequestGate('basic', purge)).toMatchObject({ reason: 'purge' });
    expect(findRequestGate('premium', purge)).toBeNull();
  });

  it('leaves a size this form never writes (text) to the server', () => {
    expect(findRequestGate('free', tightness('32mm'))).toBeNull();
  });
});

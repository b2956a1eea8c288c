import { describe, expect, it } from 'vitest';
import { toApiFieldPath, validationErrorFromEngine } from './validation-error-from-engine';

describe('engine issues → 400 VALIDATION_ERROR', () => {
  it.each([
    ['pipeConfigurations[2].nominalSize', 'pipeConfigurations.2.nominalSize'],
    ['pipeConfigurations[10][3].x', 'pipeConfigurations.10.3.x'],
    ['project.roomVolume', 'project.roomVolume'],
    ['pipeConfigurations', 'pipeConfigurations'],
  ])('%s → %s', (engineField, apiField) => {
    expect(toApiFieldPath(engineField)).toBe(apiField);
  });

  it('names the first field and reason, and lists every issue', () => {
    const error = validationErrorFromEngine([
      { field: 'pipeConfigurations[0].length', code: 'out_of_range', reason: 'must be 0 or more' },
      { field: 'project.gasType', code: 'required', reason: 'is required' },
    ]);
    expect(error.statusCode).toBe(400);
    expect(error.toBody()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'pipeConfigurations.0.length: must be 0 or more',
      field: 'pipeConfigurations.0.length',
      issues: [
        {
          field: 'pipeConfigurations.0.length',
          message: 'pipeConfigurations.0.length: must be 0 or more',
        },
        { field: 'project.gasType', message: 'project.gasType: is required' },
      ],
    });
  });

  it('an empty list still gives a 400 with a message', () => {
    expect(validationErrorFromEngine([]).toBody()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The calculation input is not valid.',
    });
  });
});

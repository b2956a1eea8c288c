/**
 * Typed input errors. The engine never returns NaN and never throws a bare Error for bad input:
 * every problem names the field (a path into the calculate() input, e.g.
 * `pipeConfigurations[2].nominalSize`) and the reason in words, so POST /api/calculate can
 * answer 400 with both.
 */

export type EngineInputIssueCode =
  'required' | 'not_a_number' | 'out_of_range' | 'unknown_value' | 'not_applicable';

export interface EngineInputIssue {
  readonly field: string;
  readonly code: EngineInputIssueCode;
  readonly reason: string;
}

export class EngineInputError extends Error {
  override readonly name = 'EngineInputError';
  readonly field: string;
  readonly code: EngineInputIssueCode;
  readonly reason: string;

  constructor(issue: EngineInputIssue) {
    super(`${issue.field}: ${issue.reason}`);
    this.field = issue.field;
    this.code = issue.code;
    this.reason = issue.reason;
  }

  toIssue(): EngineInputIssue {
    return { field: this.field, code: this.code, reason: this.reason };
  }
}

/** Throws EngineInputError unless `value` is a finite number in [min, max]. */
export function requireNumberInRange(
  value: number,
  field: string,
  range: { readonly min?: number; readonly max?: number; readonly minExclusive?: boolean },
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new EngineInputError({ field, code: 'not_a_number', reason: 'must be a finite number' });
  }
  const { min, max, minExclusive = false } = range;
  if (min !== undefined && (minExclusive ? value <= min : value < min)) {
    const bound = minExclusive ? `greater than ${min}` : `${min} or more`;
    throw new EngineInputError({ field, code: 'out_of_range', reason: `must be ${bound}` });
  }
  if (max !== undefined && value > max) {
    throw new EngineInputError({ field, code: 'out_of_range', reason: `must be ${max} or less` });
  }
  return value;
}

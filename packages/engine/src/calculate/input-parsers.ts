import { EngineInputError, requireNumberInRange, type EngineInputIssue } from '../errors';

/** Collects every input problem instead of stopping at the first, for one complete 400. */
export class IssueCollector {
  readonly issues: EngineInputIssue[] = [];

  attempt<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (error instanceof EngineInputError) {
        this.issues.push(error.toIssue());
        return undefined;
      }
      throw error;
    }
  }

  add(issue: EngineInputIssue): void {
    this.issues.push(issue);
  }

  hasIssue(field: string): boolean {
    return this.issues.some((issue) => issue.field === field);
  }
}

function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** A value from a closed list (or alias map), or null when absent and not required. */
export function parseChoice<T>(
  value: unknown,
  field: string,
  choices: Readonly<Record<string, T>> | readonly T[],
  isRequired: boolean,
): T | null {
  if (isAbsent(value) || value === '') {
    if (isRequired) throw new EngineInputError({ field, code: 'required', reason: 'is required' });
    return null;
  }
  if (Array.isArray(choices)) {
    const found = (choices as readonly T[]).find((c) => c === value);
    if (found !== undefined) return found;
  } else if (typeof value === 'string' && Object.hasOwn(choices, value)) {
    return (choices as Readonly<Record<string, T>>)[value]!;
  }
  const known = Array.isArray(choices) ? choices.map(String) : Object.keys(choices);
  throw new EngineInputError({
    field,
    code: 'unknown_value',
    reason: `must be one of: ${known.join(', ')}`,
  });
}

/** An optional number: null when absent; otherwise finite and within range. */
export function parseOptionalNumber(
  value: unknown,
  field: string,
  range: Parameters<typeof requireNumberInRange>[2],
): number | null {
  if (isAbsent(value)) return null;
  if (typeof value !== 'number') {
    throw new EngineInputError({ field, code: 'not_a_number', reason: 'must be a number' });
  }
  return requireNumberInRange(value, field, range);
}

/** An optional true/false answer: null when absent. */
export function parseOptionalBoolean(value: unknown, field: string): boolean | null {
  if (isAbsent(value)) return null;
  if (typeof value !== 'boolean') {
    throw new EngineInputError({ field, code: 'unknown_value', reason: 'must be true or false' });
  }
  return value;
}

/** A required number, finite and within range. */
export function parseNumber(
  value: unknown,
  field: string,
  range: Parameters<typeof requireNumberInRange>[2],
): number {
  const parsed = parseOptionalNumber(value, field, range);
  if (parsed === null)
    throw new EngineInputError({ field, code: 'required', reason: 'is required' });
  return parsed;
}

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$/i;

/** A nominal size in mm from 25, "25" or "25mm" (product.md §7). */
export function parseNominalSizeMm(value: unknown, field: string): number {
  if (typeof value === 'number') return parseNumber(value, field, { min: 0, minExclusive: true });
  const match = typeof value === 'string' ? SIZE_PATTERN.exec(value) : null;
  if (match === null) {
    throw new EngineInputError({
      field,
      code: isAbsent(value) ? 'required' : 'not_a_number',
      reason: 'must be a nominal size in mm, such as 25 or "25mm"',
    });
  }
  return Number(match[1]);
}

/** An optional list: absent or null is an empty list. */
export function parseList<T>(value: readonly T[] | null | undefined, field: string): readonly T[] {
  if (isAbsent(value)) return [];
  if (!Array.isArray(value)) {
    throw new EngineInputError({ field, code: 'unknown_value', reason: 'must be a list' });
  }
  return value;
}

/**
 * Small readers for an API reply on a page whose first load should not carry zod (decisions 0641,
 * 0877). Each returns the value typed or throws ReplyShapeError naming the first field that is
 * wrong; a page shows that as it showed a schema failure (the query's error). Used with typed
 * object literals of contracts' own types, so a field added to a contract does not compile until
 * it is read.
 */
export class ReplyShapeError extends TypeError {
  constructor(readonly path: string) {
    super(`The server's reply is not valid at ${path}.`);
    this.name = 'ReplyShapeError';
  }
}

function invalid(path: string): never {
  throw new ReplyShapeError(path);
}

export function readRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(path);
  return value as Record<string, unknown>;
}

export function readArray(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : invalid(path);
}

export function readString(value: unknown, path: string): string {
  return typeof value === 'string' ? value : invalid(path);
}

export function readBoolean(value: unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : invalid(path);
}

/** `null` as it is; anything else must pass `read`. */
export function readOrNull<T>(
  value: unknown,
  path: string,
  read: (value: unknown, path: string) => T,
): T | null {
  return value === null ? null : read(value, path);
}

export function readOneOf<const T extends string>(
  choices: readonly T[],
  value: unknown,
  path: string,
): T {
  return choices.find((choice) => choice === value) ?? invalid(path);
}

export function readWholeNumber(value: unknown, path: string, min: number, max: number): number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : invalid(path);
}

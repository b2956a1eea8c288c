/**
 * Small hand-written readers for what this app stored on the device itself (the draft, the
 * outbox). Each returns the value typed, or throws StoredValueError naming where it went wrong.
 * Hand-written rather than zod so the calculator's first load does not carry the schema library
 * (architecture.md §4 budget; decision 0641).
 */
export class StoredValueError extends Error {
  constructor(readonly path: string) {
    super(`Stored value is not valid at ${path}`);
    this.name = 'StoredValueError';
  }
}

export function invalid(path: string): never {
  throw new StoredValueError(path);
}

export type Reader<T> = (value: unknown, path: string) => T;

export function readRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid(path);
  return value as Record<string, unknown>;
}

export function readText(maxLength: number, minLength = 0): Reader<string> {
  return (value, path) =>
    typeof value === 'string' && value.length >= minLength && value.length <= maxLength
      ? value
      : invalid(path);
}

export function readFinite(value: unknown, path: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : invalid(path);
}

export function readBoolean(value: unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : invalid(path);
}

export function readOneOf<const T extends string | number>(choices: readonly T[]): Reader<T> {
  return (value, path) => choices.find((choice) => choice === value) ?? invalid(path);
}

export function readNullable<T>(read: Reader<T>): Reader<T | null> {
  return (value, path) => (value === null ? null : read(value, path));
}

/** Absent (or undefined) reads as undefined; anything else must pass `read`. */
export function readOptional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/** A missing key reads as `fallback` (a field added after drafts were first stored). */
export function readWithDefault<T>(read: Reader<T>, fallback: T): Reader<T> {
  return (value, path) => (value === undefined ? fallback : read(value, path));
}

export function readList<T>(read: Reader<T>, { min = 0, max }: { min?: number; max: number }) {
  return (value: unknown, path: string): T[] => {
    if (!Array.isArray(value) || value.length < min || value.length > max) invalid(path);
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };
}

/** Reads every listed key of an object with its reader; other keys are dropped. */
export function readObject<T extends object>(readers: { [K in keyof T]-?: Reader<T[K]> }) {
  return (value: unknown, path: string): T => {
    const source = readRecord(value, path);
    const result: Partial<T> = {};
    for (const key of Object.keys(readers) as (keyof T & string)[]) {
      const read = readers[key];
      const item = read(source[key], `${path}.${key}`);
      if (item !== undefined) result[key] = item;
    }
    return result as T;
  };
}

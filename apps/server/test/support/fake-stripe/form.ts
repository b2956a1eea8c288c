/**
 * Stripe's request encoding, as the SDK writes it (stripe/esm/utils.js stringifyRequestData):
 * `application/x-www-form-urlencoded` with bracket paths, arrays by index —
 * `items[0][price]=price_x&expand[0]=data.schedule` → `{ items: [{ price: 'price_x' }], expand: ['data.schedule'] }`.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(rawKey: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
  if (!match) return [rawKey];
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] ?? rawKey, ...rest];
}

function assign(target: FormObject, path: string[], value: string): void {
  let node: FormObject = target;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
}

/** Objects whose keys are all 0, 1, 2, … become arrays, recursively. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, keyPath(key), value);
  return withArrays(root) as FormObject;
}

/** Reads a nested value: `field(params, 'items', 0, 'price')`. */
export function field(
  value: FormValue | undefined,
  ...path: (string | number)[]
): FormValue | undefined {
  let node: FormValue | undefined = value;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[String(key)];
  }
  return node;
}

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

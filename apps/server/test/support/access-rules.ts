import type { Browser } from './browser';

/**
 * The access matrix's vocabulary (test/access-matrix.test.ts): who calls, what they send, and the
 * status each caller must get. One helper per kind of rule, so a new route's expectation is one
 * line in the table.
 */
export const CALLERS = [
  'signedOut',
  'free',
  'basic',
  'premium',
  'professional',
  'otherUser',
] as const;
export type CallerKey = (typeof CALLERS)[number];

export interface Caller {
  key: CallerKey;
  browser: Browser;
  /** A session of its own, for requests that end the session (sign-out, logout). */
  freshBrowser(): Promise<Browser>;
  /**
   * A new job to aim at: the caller's own for a tier, someone else's for otherUser (who is a
   * signed-in Professional) and for signedOut.
   */
  job(): Promise<string>;
  /** As job(), with a saved test record on it (what a certificate is issued from). */
  testedJob(): Promise<string>;
  /** As testedJob(), a domestic job with its Tightness Test record (decision 0821). */
  testedDomesticJob(): Promise<string>;
  /**
   * A certificate number to aim at: the caller's own where its tier may issue one (Basic and
   * above), else one of the otherUser's (signed out, Free, and otherUser itself).
   */
  certificate(): Promise<string>;
}

export interface RequestSpec {
  method: string;
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  body?: string;
  /** Use a fresh session (the request ends the one it runs in). */
  fresh?: boolean;
}

/** Expected status per caller; a caller left out does not apply (e.g. no resource in the URL). */
export type Expected = Partial<Record<CallerKey, number>>;

export interface AccessCase {
  name: string;
  request: (caller: Caller) => RequestSpec | Promise<RequestSpec>;
  expected: Expected;
}

type Spec = RequestSpec | ((caller: Caller) => RequestSpec | Promise<RequestSpec>);
const asFunction = (spec: Spec) => (typeof spec === 'function' ? spec : () => spec);

function accessCase(name: string, spec: Spec, expected: Expected): AccessCase {
  return { name, request: asFunction(spec), expected };
}

/** Open to everyone, signed in or not, whatever the tier. */
export function anyone(name: string, spec: Spec, status: number): AccessCase {
  return accessCase(name, spec, {
    signedOut: status,
    free: status,
    basic: status,
    premium: status,
    professional: status,
  });
}

/** Needs a signed-in user (401 otherwise); every tier gets `status`. */
export function signedIn(name: string, spec: Spec, status: number): AccessCase {
  return accessCase(name, spec, {
    signedOut: 401,
    free: status,
    basic: status,
    premium: status,
    professional: status,
  });
}

/** The caller's own resource: 401 signed out, `status` for its owner, 404 for anyone else. */
export function owned(name: string, spec: Spec, status: number): AccessCase {
  return accessCase(name, spec, {
    signedOut: 401,
    free: status,
    basic: status,
    premium: status,
    professional: status,
    otherUser: 404,
  });
}

/** Status per tier (a tier gate): `[free, basic, premium, professional]`, plus signed out. */
export function byTier(
  name: string,
  spec: Spec,
  signedOut: number,
  [free, basic, premium, professional]: readonly [number, number, number, number],
): AccessCase {
  return accessCase(name, spec, { signedOut, free, basic, premium, professional });
}

/** Professional only (branding, settings): 401 signed out, 403 below Professional. */
export function professionalOnly(name: string, spec: Spec, status: number): AccessCase {
  return byTier(name, spec, 401, [403, 403, 403, status]);
}

/** A tier-gated resource of the caller's own: 401 signed out, per tier, 404 for anyone else's. */
export function ownedByTier(
  name: string,
  spec: Spec,
  [free, basic, premium, professional]: readonly [number, number, number, number],
): AccessCase {
  return accessCase(name, spec, {
    signedOut: 401,
    free,
    basic,
    premium,
    professional,
    otherUser: 404,
  });
}

/**
 * Every HTTP endpoint better-auth itself would answer (its `auth.api`, minus the server-only
 * ones that have no path), one entry per method: what the mount's allow-list is checked against.
 */
export function listAuthLibraryEndpoints(api: object): { method: string; path: string }[] {
  const endpoints: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(api)) {
    const { path, options } = endpoint as { path?: unknown; options?: { method?: unknown } };
    if (typeof path !== 'string') continue;
    const methods = Array.isArray(options?.method) ? options.method : [options?.method];
    for (const method of methods) {
      if (typeof method === 'string') endpoints.push({ method, path });
    }
  }
  return endpoints;
}

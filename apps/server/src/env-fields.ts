import { isEmailAddress } from '@pipeproof/contracts';
import { z } from 'zod';

/**
 * Field builders for env.ts. Each turns `string | undefined` into a typed value and, when the
 * value is bad, reports exactly one sentence naming the variable, the rule and what was given.
 * Secret values are never echoed.
 */

const input = z.string().optional();

function shown(value: string, secret: boolean): string {
  return secret ? `a ${value.length}-character value` : `'${value}'`;
}

export function optionalText() {
  return input;
}

export function integerVar(name: string, rule: { min: number; max: number; fallback: number }) {
  return input.transform((value, ctx): number => {
    if (value === undefined) return rule.fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < rule.min || parsed > rule.max) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an integer from ${rule.min} to ${rule.max} (got '${value}')`,
      });
      return z.NEVER;
    }
    return parsed;
  });
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

export function booleanVar(name: string) {
  return input.transform((value, ctx): boolean | undefined => {
    if (value === undefined) return undefined;
    const word = value.toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be true or false (got '${value}')`,
    });
    return z.NEVER;
  });
}

export function urlVar(name: string, options: { originOnly?: boolean } = {}) {
  return input.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    const url = parseHttpUrl(value);
    if (url === null) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an http:// or https:// URL (got '${value}')`,
      });
      return z.NEVER;
    }
    if (options.originOnly && (url.pathname !== '/' || url.search !== '' || url.hash !== '')) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an origin such as https://pipeproof.example, without a path (got '${value}')`,
      });
      return z.NEVER;
    }
    return value;
  });
}

export function postgresUrlVar(name: string) {
  return input.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    let ok = false;
    try {
      const url = new URL(value);
      ok = (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
    } catch {
      ok = false;
    }
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        // The value may hold a password: show only its scheme.
        message: `${name} must be a postgres://user:password@host:port/database URL (got ${describeScheme(value)})`,
      });
      return z.NEVER;
    }
    return value;
  });
}

export function emailVar(name: string) {
  return input.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    if (!isEmailAddress(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be an email address (got '${value}')`,
      });
      return z.NEVER;
    }
    return value;
  });
}

/** A value that must match a shape, e.g. Stripe's key prefixes. */
export function pattern(name: string, regex: RegExp, description: string, secret = false) {
  return input.transform((value, ctx): string | undefined => {
    if (value === undefined) return undefined;
    if (!regex.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be ${description} (got ${shown(value, secret)})`,
      });
      return z.NEVER;
    }
    return value;
  });
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' ? url : null;
  } catch {
    return null;
  }
}

function describeScheme(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
  return scheme ? `a ${scheme}:// URL` : 'a value that is not a URL';
}

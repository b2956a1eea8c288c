import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../components/ui/button';
import { cn } from './cn';

const SRC = resolve(import.meta.dirname, '..');

/**
 * Every Tailwind class in the app's source (tests aside): each word of each string that the full
 * tailwind-merge knows (a class it knows collapses when repeated; other words are kept twice).
 */
function collectClassTokens(): string[] {
  const tokens = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      /\.tsx?$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !name.endsWith('cn.ts') &&
      !name.endsWith('.generated.ts'),
  );
  for (const name of files) {
    const source = readFileSync(join(SRC, name), 'utf8');
    for (const match of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of (match[2] ?? '').split(/\s+/)) {
        if (token !== '' && !token.includes('${')) tokens.add(token);
      }
    }
  }
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token);
}

/** Tokens grouped by their variants (`sm:`, `hover:`…): only tokens with the same ones conflict. */
function groupByVariants(tokens: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const token of tokens) {
    const variants = token.slice(0, Math.max(0, token.lastIndexOf(':') + 1));
    groups.set(variants, [...(groups.get(variants) ?? []), token]);
  }
  return [...groups.values()];
}

describe('cn', () => {
  // The overrides the app relies on (decision 0232): a size or a caller's className wins over the
  // component's own class of the same kind, whatever order Tailwind's CSS puts them in.
  it.each([
    ['the Button sm size over its base padding', buttonVariants({ size: 'sm' }), 'px-3', 'px-4'],
    [
      'the Button lg size over its base text size',
      buttonVariants({ size: 'lg' }),
      'text-lg',
      'text-base',
    ],
    [
      'the icon Button size over its base padding',
      buttonVariants({ size: 'icon' }),
      'px-0',
      'px-4',
    ],
    [
      'a caller padding on a ghost sm Button',
      cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-2 self-start px-2'),
      'px-2',
      'px-3',
    ],
    [
      'a caller min-height over the Button’s',
      cn(buttonVariants({}), 'min-h-11'),
      'min-h-11',
      'min-h-12',
    ],
    [
      'a caller text colour over the variant’s',
      cn(buttonVariants({ variant: 'ghost' }), 'text-brand'),
      'text-brand',
      'text-slate-800',
    ],
    [
      'a caller background over the variant’s',
      cn(buttonVariants({ variant: 'primary' }), 'bg-red-700'),
      'bg-red-700',
      'bg-brand',
    ],
    [
      'a caller width over the Button’s',
      cn(buttonVariants({ size: 'icon' }), 'w-full'),
      'w-full',
      'w-12',
    ],
    [
      'a Spinner’s padding replaced by a caller’s',
      cn('flex items-center justify-center p-8', 'py-24'),
      'py-24',
      null,
    ],
    [
      'a caller rounded over the component’s',
      cn('rounded-xl border', 'rounded-lg'),
      'rounded-lg',
      'rounded-xl',
    ],
    ['a caller gap over the component’s', cn('flex flex-col gap-2', 'gap-4'), 'gap-4', 'gap-2'],
    ['a caller display over the component’s', cn('flex', 'hidden'), 'hidden', 'flex'],
    ['a caller margin over the component’s', cn('mt-5', 'mt-0'), 'mt-0', 'mt-5'],
    [
      'a caller border colour over the component’s',
      cn('border-2 border-slate-300', 'border-brand'),
      'border-brand',
      'border-slate-300',
    ],
    ['the same override under a breakpoint', cn('sm:px-6', 'sm:px-2'), 'sm:px-2', 'sm:px-6'],
  ])('%s', (_name, input, kept, dropped) => {
    const classes = cn(input).split(' ');
    expect(classes).toContain(kept);
    if (dropped !== null) expect(classes).not.toContain(dropped);
  });

  it('keeps classes of different kinds side by side (padding and text colour, size and colour)', () => {
    expect(cn('p-8 text-lg text-slate-700', 'py-24 text-sm text-brand')).toBe(
      'p-8 py-24 text-sm text-brand',
    );
  });

  it('resolves every pair of the app’s classes exactly as the full tailwind-merge does', () => {
    // cn carries only the class groups the app's classes belong to (decision 0232). A class added
    // later from a group left out would no longer override its kind: this names it.
    const differences: string[] = [];
    for (const group of groupByVariants(collectClassTokens())) {
      for (const first of group) {
        for (const second of group) {
          const input = `${first} ${second}`;
          const expected = twMerge(input);
          if (cn(input) !== expected) differences.push(`${input} → ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

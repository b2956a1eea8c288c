import { twMerge } from 'tailwind-merge';

/**
 * The classes in `classes` that another class there overrides, as the full tailwind-merge reads
 * them: `px-4` beside `px-3`, `text-slate-800` beside `text-brand`. Which of two such classes wins
 * is decided by the order of Tailwind's stylesheet, not of the class attribute.
 */
export function findOverriddenClasses(classes: string): string[] {
  const unique = [...new Set(classes.split(/\s+/).filter((name) => name !== ''))];
  const kept = new Set(twMerge(unique.join(' ')).split(' '));
  return unique.filter((name) => !kept.has(name));
}

import { clsx, type ClassValue } from 'clsx';
import { findOverriddenClasses } from './class-overrides';

/**
 * The classes given, joined (clsx): conditions, arrays and objects as clsx takes them. Nothing is
 * overridden or dropped, so no list may hold two classes of which one would override the other:
 * a component sets what a caller may change through a prop (a Button's size, a Label's size), not
 * through a class that contradicts its own (decision 0856). In development and tests such a pair
 * throws at once, and src/lib/class-overrides.test.ts reads every list in the source for them;
 * the production build carries neither check nor tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) {
    const overridden = findOverriddenClasses(classes);
    if (overridden.length > 0) {
      throw new Error(`cn: ${overridden.join(' ')} overridden by another class in "${classes}"`);
    }
  }
  return classes;
}

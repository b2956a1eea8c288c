import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { APP_MERGE_CONFIG } from './tailwind-merge-config.generated';

/**
 * tailwind-merge with its configuration cut to the app's class groups (decision 0232), written out
 * at build time (decision 0848) so the whole default configuration is neither bundled nor built on
 * the first `cn` call. Within those groups nothing changes: a Button size's `px-3` over the base
 * `px-4`, a caller's `className` over a component's own class of the same kind.
 */
const tailwindMerge = createTailwindMerge(() => APP_MERGE_CONFIG);

export function cn(...inputs: ClassValue[]): string {
  return tailwindMerge(clsx(inputs));
}

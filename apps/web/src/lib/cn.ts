import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/**
 * The kinds of Tailwind class (tailwind-merge's class groups) that this app's classes belong to.
 * cn.test.ts merges every pair of Tailwind classes found in the app's source with both `cn` and
 * the full tailwind-merge and fails, naming the pair, when they differ: add the group that
 * tailwind-merge names for the new class here.
 */
const APP_CLASS_GROUPS = new Set<string>([
  'aspect',
  'container-type',
  'display',
  'sr',
  'object-fit',
  'overflow',
  'overflow-x',
  'overflow-y',
  'overscroll',
  'position',
  'inset',
  'inset-y',
  'top',
  'right',
  'left',
  'visibility',
  'z',
  'basis',
  'flex-direction',
  'flex-wrap',
  'flex',
  'shrink',
  'grid-cols',
  'col-start-end',
  'grid-flow',
  'auto-cols',
  'gap',
  'gap-x',
  'gap-y',
  'justify-content',
  'align-items',
  'align-self',
  'p',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'm',
  'mx',
  'mt',
  'mr',
  'mb',
  'ml',
  'space-y',
  'size',
  'w',
  'min-w',
  'max-w',
  'h',
  'min-h',
  'max-h',
  'font-size',
  'font-style',
  'font-weight',
  'font-family',
  'fvn-spacing',
  'tracking',
  'leading',
  'list-style-type',
  'text-alignment',
  'text-color',
  'text-decoration',
  'underline-offset',
  'text-transform',
  'vertical-align',
  'whitespace',
  'break',
  'bg-color',
  'rounded',
  'rounded-t',
  'rounded-r',
  'rounded-b',
  'border-w',
  'border-w-t',
  'border-w-b',
  'border-w-l',
  'divide-y',
  'border-style',
  'border-color',
  'border-color-t',
  'divide-color',
  'outline-style',
  'outline-offset',
  'outline-w',
  'outline-color',
  'shadow',
  'ring-w',
  'ring-w-inset',
  'ring-color',
  'opacity',
  'filter',
  'brightness',
  'border-collapse',
  'transition',
  'animate',
  'rotate',
  'translate-x',
  'translate-y',
  'accent',
  'appearance',
  'cursor',
  'pointer-events',
  'scroll-mt',
  'touch',
  'fill',
]);

function onlyAppGroups<V>(record: Record<string, V>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(record).filter(([group]) => APP_CLASS_GROUPS.has(group)),
  );
}

/**
 * tailwind-merge's own configuration, cut to the groups above (decision 0232): its tables are
 * built on the first `cn` call, during the first render, and a quarter of the groups take a
 * quarter of the time. Within those groups nothing changes: a Button size's `px-3` over the
 * base `px-4`, a caller's `className` over a component's own class of the same kind.
 */
const tailwindMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const keptConflicts = (groups: readonly string[]) =>
    groups.filter((group) => APP_CLASS_GROUPS.has(group));
  return {
    ...config,
    classGroups: onlyAppGroups(config.classGroups),
    conflictingClassGroups: Object.fromEntries(
      Object.entries(onlyAppGroups(config.conflictingClassGroups)).map(([group, conflicts]) => [
        group,
        keptConflicts(conflicts),
      ]),
    ),
    conflictingClassGroupModifiers: Object.fromEntries(
      Object.entries(onlyAppGroups(config.conflictingClassGroupModifiers)).map(
        ([group, conflicts]) => [group, keptConflicts(conflicts)],
      ),
    ),
  };
});

export function cn(...inputs: ClassValue[]): string {
  return tailwindMerge(clsx(inputs));
}

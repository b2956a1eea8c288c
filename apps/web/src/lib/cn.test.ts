import { buttonVariants } from '../components/ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('joins classes as clsx does: conditions, arrays and objects', () => {
    const isHidden = false as boolean;
    expect(
      cn('flex', isHidden && 'hidden', ['gap-2', null], { 'text-brand': true, 'mt-4': false }),
    ).toBe('flex gap-2 text-brand');
  });

  it('keeps every class given, in order', () => {
    expect(cn('p-8 text-slate-700', 'py-24 font-bold')).toBe('p-8 text-slate-700 py-24 font-bold');
  });

  // Which of two such classes wins is decided by the order of Tailwind's stylesheet, not of the
  // list: a component offers a prop for what a caller may change instead (decision 0856).
  it.each([
    ['a caller padding over a Button size’s', () => cn(buttonVariants({ size: 'sm' }), 'px-2')],
    [
      'a caller text colour over a variant’s',
      () => cn(buttonVariants({ variant: 'ghost' }), 'text-brand'),
    ],
    ['the same kind twice under a breakpoint', () => cn('sm:px-6', 'sm:px-2')],
    ['two displays', () => cn('flex', 'hidden')],
  ])('throws in development and tests for %s', (_name, join) => {
    expect(join).toThrow(/overridden by another class/);
  });

  it('gives every Button variant and size without a conflict', () => {
    const variants = [
      'primary',
      'secondary',
      'ghost',
      'danger',
      'subtleDanger',
      'link',
      'inverse',
      'header',
      'light',
    ] as const;
    const sizes = ['default', 'sm', 'lg', 'xl', 'narrow', 'tight', 'icon', 'link'] as const;
    for (const variant of variants) {
      for (const size of sizes) expect(() => cn(buttonVariants({ variant, size }))).not.toThrow();
    }
  });
});

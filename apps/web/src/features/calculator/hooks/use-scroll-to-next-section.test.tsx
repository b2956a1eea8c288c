import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToNextSection } from './use-section-scroll';

/**
 * Decision 0410 / product.md §2 Sections: the page moves on to the next section when the engineer
 * leaves a field, but never away from a control they moved to themselves (a tap on 'Add Pipe
 * Size' would lose its click to the scroll).
 */

function Page({ target }: { target: number }) {
  useScrollToNextSection(target, (index) => document.getElementById(`section-${index}`));
  return (
    <>
      <section id="section-0">
        <input aria-label="Length (m)" />
        <button type="button">Add Pipe Size</button>
      </section>
      <section id="section-1">
        <select aria-label="Meter type" />
      </section>
    </>
  );
}

const scrolled = vi.fn();
afterEach(() => {
  scrolled.mockClear();
  vi.useRealTimers();
});

function setUp() {
  vi.useFakeTimers();
  const view = render(<Page target={0} />);
  const next = document.getElementById('section-1') as HTMLElement;
  next.scrollIntoView = scrolled;
  const length = view.getByLabelText('Length (m)');
  length.focus();
  // The length typed completes the pipe: the next section is the one to do.
  view.rerender(<Page target={1} />);
  return { view, length, next };
}

describe('moving on after a field is typed in', () => {
  it('waits while the field is being typed in', () => {
    setUp();
    act(() => vi.runAllTimers());
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stays put when the engineer goes to another control (Add Pipe Size)', () => {
    const { view } = setUp();
    act(() => view.getByRole('button', { name: 'Add Pipe Size' }).focus());
    act(() => vi.runAllTimers());
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('opens the next section at its first field when focus went nowhere (the keyboard’s Done)', () => {
    const { view, length } = setUp();
    act(() => length.blur());
    act(() => vi.runAllTimers());
    expect(scrolled).toHaveBeenCalledOnce();
    expect(view.getByLabelText('Meter type')).toHaveFocus();
  });
});

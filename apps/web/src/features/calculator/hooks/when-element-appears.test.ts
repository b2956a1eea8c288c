import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusSectionHeading, whenElementAppears } from './use-section-scroll';

afterEach(() => document.body.replaceChildren());

describe('whenElementAppears', () => {
  it('calls back at once when the element is already there', () => {
    const section = document.createElement('section');
    section.id = 'calculator-results';
    document.body.append(section);
    const found = vi.fn();
    whenElementAppears('calculator-results', found);
    expect(found).toHaveBeenCalledExactlyOnceWith(section);
  });

  it('waits for an element that renders later (a lazily loaded section), then calls back', async () => {
    const found = vi.fn();
    whenElementAppears('calculator-results', found);
    expect(found).not.toHaveBeenCalled();
    const wrapper = document.createElement('div');
    const section = document.createElement('section');
    section.id = 'calculator-results';
    wrapper.append(section);
    document.body.append(wrapper);
    await vi.waitFor(() => expect(found).toHaveBeenCalledExactlyOnceWith(section));
  });
});

describe('focusSectionHeading', () => {
  it('focuses the section’s focusable heading', () => {
    const section = document.createElement('section');
    section.innerHTML = '<h2 tabindex="-1">Results</h2><button>Print</button>';
    document.body.append(section);
    focusSectionHeading(section);
    expect(document.activeElement?.textContent).toBe('Results');
  });
});

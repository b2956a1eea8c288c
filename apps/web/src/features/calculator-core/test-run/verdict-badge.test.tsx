import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VerdictBadge } from './verdict-badge';

describe('VerdictBadge', () => {
  it.each([
    ['PASS', 'bg-green-700'],
    ['FAIL', 'bg-red-700'],
    ['PENDING', 'bg-amber-200'],
  ] as const)('shows %s in words, as a status, coloured %s', (status, colour) => {
    render(<VerdictBadge status={status} />);
    const badge = screen.getByRole('status');
    expect(badge).toHaveTextContent(`Result: ${status}`);
    expect(screen.getByText(status)).toBeVisible();
    expect(badge).toHaveClass(colour);
  });

  it('names the result for screen readers when given a label', () => {
    render(<VerdictBadge status="FAIL" label="Tightness test result" />);
    expect(screen.getByRole('status')).toHaveTextContent('Tightness test result: FAIL');
  });
});

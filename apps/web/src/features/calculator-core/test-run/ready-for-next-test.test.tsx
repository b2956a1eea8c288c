import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadyForNextTest } from './ready-for-next-test';

describe('ReadyForNextTest', () => {
  it.each([
    ['Tightness Test', 'tightness test'],
    ['Purge', 'purge'],
  ] as const)('offers the %s with the same volume and settings', async (nextTest, words) => {
    const onStart = vi.fn();
    const user = userEvent.setup();
    render(<ReadyForNextTest nextTest={nextTest} onStart={onStart} />);
    const panel = screen.getByRole('region', { name: 'Ready for Next Test' });
    expect(panel).toHaveTextContent(`Run the ${words} next with the same volume and settings.`);
    await user.click(screen.getByRole('button', { name: `Start ${nextTest}` }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';

function ask(isPending: boolean, onCancel = vi.fn()) {
  render(
    <ConfirmDialog
      title="Delete job J-1?"
      description="The job and its test records are removed from your account."
      keepLabel="Keep Job"
      confirmLabel="Delete Job"
      confirmVariant="danger"
      pendingLabel="Deleting…"
      isPending={isPending}
      onConfirm={vi.fn()}
      onCancel={onCancel}
    />,
  );
  return screen.getByRole('dialog', { name: 'Delete job J-1?' });
}

describe('ConfirmDialog', () => {
  it('asks with the keep answer first and the change second', () => {
    const dialog = ask(false);
    const buttons = dialog.querySelectorAll('button');
    expect([...buttons].map((button) => button.textContent)).toEqual([
      'Keep Job',
      'Delete Job',
      'Close',
    ]);
  });

  it('once the change is on its way, does not offer to keep: the first answer reads Close and closes', async () => {
    const onCancel = vi.fn();
    const dialog = ask(true, onCancel);
    expect(screen.queryByRole('button', { name: 'Keep Job' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    const close = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Close',
    );
    expect(close).toBeDefined();
    await userEvent.click(close as HTMLButtonElement);
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

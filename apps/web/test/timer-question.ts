import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The open 'Record without the timer?' question (product.md §4, decision 0414), checked. */
async function timerQuestion(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Record without the timer?' });
  expect(dialog).toHaveAccessibleDescription(
    'The test period was not timed to its end. Record this result anyway?',
  );
  return dialog;
}

/** Answers 'Record Anyway' to 'Record without the timer?'. */
export async function recordAnyway(user: UserEvent): Promise<void> {
  await user.click(within(await timerQuestion()).getByRole('button', { name: 'Record Anyway' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Answers 'Go Back' to 'Record without the timer?'. */
export async function goBackFromTimerQuestion(user: UserEvent): Promise<void> {
  await user.click(within(await timerQuestion()).getByRole('button', { name: 'Go Back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

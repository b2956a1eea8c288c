import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const LIST_NAME = 'Not Saved to Your Account';

/**
 * Presses 'Dismiss' on every refusal in the 'Not Saved to Your Account' list inside `container`
 * (decisions 0440, 0920), then waits until the list has gone from it: it is drawn only while it
 * holds a refusal.
 */
export async function dismissAllRefusals(user: UserEvent, container: HTMLElement): Promise<void> {
  const list = within(container).getByRole('region', { name: LIST_NAME });
  for (const dismiss of within(list).getAllByRole('button', { name: /^Dismiss/ })) {
    await user.click(dismiss);
  }
  await waitFor(() =>
    expect(within(container).queryByRole('region', { name: LIST_NAME })).toBeNull(),
  );
}

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Feedback } from '@pipeproof/contracts';
import { RecentFeedback } from './recent-feedback';

const FEEDBACK: Feedback[] = [
  {
    id: 'b',
    rating: 4,
    comment: 'Tightness test timer is spot on.',
    createdAt: '2026-11-21T10:00:00.000Z',
  },
  { id: 'a', rating: 1, comment: 'Needs bigger buttons.', createdAt: null },
];

function renderRecent(props: Partial<Parameters<typeof RecentFeedback>[0]> = {}) {
  const onRetry = vi.fn();
  render(
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent feedback</h2>
      <RecentFeedback
        status="success"
        feedback={FEEDBACK}
        onRetry={onRetry}
        isRetrying={false}
        labelledBy="recent-heading"
        {...props}
      />
    </section>,
  );
  return { onRetry };
}

describe('RecentFeedback', () => {
  it('lists each entry with its flames, label, comment and en-GB date', () => {
    renderRecent();
    const list = screen.getByRole('list', { name: 'Recent feedback' });
    expect(list).toHaveAttribute('tabindex', '0');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Very Good')).toBeInTheDocument();
    expect(within(first).getByText('Tightness test timer is spot on.')).toBeInTheDocument();
    expect(within(first).getByText('21/11/2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:00:00.000Z',
    );

    expect(within(second).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(within(second).getByText('Poor')).toBeInTheDocument();
    expect(within(second).getByText('Unknown date')).toBeInTheDocument();
  });

  it('invites the first comment when there is none', () => {
    renderRecent({ feedback: [] });
    expect(
      screen.getByText('No feedback yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderRecent({ status: 'pending', feedback: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading feedback');
  });

  it('explains a failed load and offers to try again', async () => {
    const { onRetry } = renderRecent({ status: 'error', feedback: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Recent feedback could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

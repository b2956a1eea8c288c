import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { FeedbackForm } from './feedback-form';

const RATING_HINT = 'Rating Required – Please select a rating before submitting.';
const COMMENT_HINT = 'Comment Required – Please enter a comment with your rating.';

/** The inline hint whose whole text is `text` (its title is bold, so the text is split). */
function findHint(text: string) {
  return screen.queryByText((_content, element) => {
    return element?.tagName === 'SPAN' && element.textContent === text;
  });
}

/** A toast: sonner renders its title and description in marked elements. */
async function findToast(title: string, description: string) {
  const toastTitle = await screen.findByText(title, { selector: '[data-title]' });
  expect(screen.getByText(description, { selector: '[data-description]' })).toBeInTheDocument();
  return toastTitle;
}

function renderForm({
  onSubmit = vi.fn().mockResolvedValue(true),
  isSubmitting = false,
}: {
  onSubmit?: (input: { rating: number; comment: string }) => Promise<boolean>;
  isSubmitting?: boolean;
} = {}) {
  const user = userEvent.setup();
  render(
    <>
      <FeedbackForm onSubmit={onSubmit} isSubmitting={isSubmitting} />
      <Toaster />
    </>,
  );
  return {
    user,
    onSubmit,
    submit: () => screen.getByRole('button', { name: 'Submit Feedback' }),
    comment: () => screen.getByRole('textbox', { name: 'Your comment' }),
  };
}

afterEach(() => {
  toast.dismiss();
});

describe('FeedbackForm', () => {
  it('offers five labelled flames in a rating group, and a comment box', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    for (const label of ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']) {
      expect(within(group).getByRole('radio', { name: label })).not.toBeChecked();
    }
    expect(screen.getByText('No rating selected')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveAttribute(
      'maxLength',
      '2000',
    );
  });

  it('keeps Submit unavailable and says why while both pieces are missing', () => {
    const { submit } = renderForm();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(findHint(RATING_HINT)).toBeInTheDocument();
    expect(findHint(COMMENT_HINT)).toBeInTheDocument();
    expect(submit()).toHaveAccessibleDescription(
      'Rating Required – Please select a rating before submitting. Comment Required – Please enter a comment with your rating.',
    );
  });

  it('stays unavailable with a rating but no comment, or a comment of spaces only', async () => {
    const { user, submit, comment } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    expect(findHint(RATING_HINT)).not.toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(
      'Comment Required – Please enter a comment with your rating.',
    );

    await user.type(comment(), '    ');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(findHint(COMMENT_HINT)).toBeInTheDocument();
  });

  it('stays unavailable with a comment but no rating', async () => {
    const { user, submit, comment } = renderForm();
    await user.type(comment(), 'Quick to use on site');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(findHint(RATING_HINT)).toBeInTheDocument();
    expect(findHint(COMMENT_HINT)).not.toBeInTheDocument();
  });

  it('becomes available once a rating and a comment are given', async () => {
    const { user, submit, comment } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Very Good' }));
    await user.type(comment(), 'Saves me time on every job');
    expect(submit()).toHaveAttribute('aria-disabled', 'false');
    expect(submit()).not.toHaveAccessibleDescription();
    expect(findHint(RATING_HINT)).not.toBeInTheDocument();
    expect(findHint(COMMENT_HINT)).not.toBeInTheDocument();
  });

  it('shows the chosen label, and the arrow keys move the rating', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Fair' }));
    expect(screen.getByText(/Selected:/)).toHaveTextContent('Selected: Fair (2 of 5)');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Good' })).toHaveFocus();
    expect(screen.getByText(/Selected:/)).toHaveTextContent('Selected: Good (3 of 5)');
  });

  it('counts the characters of the comment against the 2,000 limit', async () => {
    const { user, comment } = renderForm();
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
    await user.type(comment(), 'Hello');
    expect(screen.getByText('5 / 2,000 characters')).toBeInTheDocument();
    expect(comment()).toHaveAccessibleDescription(/5 \/ 2,000 characters/);
  });

  it("toasts 'Rating Required' when Submit is pressed without a rating", async () => {
    const { user, submit, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Good tool');
    await user.click(submit());
    await findToast('Rating Required', 'Please select a rating before submitting.');
    // The inline hint now reads as an error.
    expect(findHint(RATING_HINT)?.parentElement).toHaveClass('text-red-700');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("toasts 'Comment Required' when Submit is pressed without a comment", async () => {
    const { user, submit, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    await user.click(submit());
    await findToast('Comment Required', 'Please enter a comment with your rating.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends the rating and the trimmed comment, then clears the form once saved', async () => {
    const { user, submit, comment, onSubmit } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Very Good' }));
    await user.type(comment(), '  Clear purge figures  ');
    await user.click(submit());

    // The contract's check loads on the first press (decision 0877): sent once it has run.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: 'Clear purge figures' }),
    );
    await waitFor(() => expect(comment()).toHaveValue(''));
    expect(screen.getByRole('radio', { name: 'Very Good' })).not.toBeChecked();
    expect(screen.getByText('No rating selected')).toBeInTheDocument();
  });

  it('keeps what was entered when the submission fails', async () => {
    const onSubmit = vi.fn().mockResolvedValue(false);
    const { user, submit, comment } = renderForm({ onSubmit });
    await user.click(screen.getByRole('radio', { name: 'Poor' }));
    await user.type(comment(), 'Could not save');
    await user.click(submit());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    expect(comment()).toHaveValue('Could not save');
    expect(screen.getByRole('radio', { name: 'Poor' })).toBeChecked();
  });

  it('ignores a second press while the first is being checked and sent', async () => {
    let finishSending: (saved: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finishSending = resolve)));
    const { user, submit, comment } = renderForm({ onSubmit });
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.type(comment(), 'Pressed twice with gloves on');
    const button = submit();
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(button).toHaveAccessibleName('Submitting...');
    await user.click(button);

    finishSending(true);
    await waitFor(() => expect(comment()).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows progress and ignores presses while submitting', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const { user } = renderForm({ onSubmit, isSubmitting: true });
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

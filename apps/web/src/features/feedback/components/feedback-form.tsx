import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { LoaderCircle, Send } from 'lucide-react';
import { FEEDBACK_COMMENT_MAX_CHARS, type CreateFeedbackRequest } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { FEEDBACK_MESSAGES } from '../feedback-messages';
import { getMissingFeedbackFields } from '../utils/get-missing-feedback-fields';
import { FlameRating } from './flame-rating';
import { MissingFieldHint } from './missing-field-hint';

interface FeedbackFormProps {
  /** Sends the feedback; resolves true once it is saved, which clears the form. */
  onSubmit: (input: CreateFeedbackRequest) => Promise<boolean>;
  isSubmitting: boolean;
}

const countFormat = new Intl.NumberFormat('en-GB');

export function FeedbackForm({ onSubmit, isSubmitting: isSending }: FeedbackFormProps) {
  // From the tap until the feedback is sent: the contract's check may still be loading (decision
  // 0877). The ref stops a second tap before the state has drawn the button busy.
  const [isChecking, setIsChecking] = useState(false);
  const isCheckingRef = useRef(false);
  const isSubmitting = isSending || isChecking;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  // Hints turn red only after a submit was tried with something missing.
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const ids = {
    ratingHint: useId(),
    comment: useId(),
    commentHint: useId(),
    counter: useId(),
  };

  const missing = getMissingFeedbackFields({ rating, comment });
  const isRatingMissing = missing.includes('rating');
  const isCommentMissing = missing.includes('comment');
  const canSubmit = missing.length === 0 && !isSubmitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || isCheckingRef.current) return;
    const [firstMissing] = missing;
    if (firstMissing) {
      setHasTriedSubmit(true);
      const message =
        firstMissing === 'rating'
          ? FEEDBACK_MESSAGES.ratingRequired
          : FEEDBACK_MESSAGES.commentRequired;
      toast.error(message.title, { description: message.description });
      return;
    }
    isCheckingRef.current = true;
    setIsChecking(true);
    try {
      const checked = await import('../utils/check-feedback-request').then(
        ({ checkFeedbackRequest }) => checkFeedbackRequest({ rating, comment }),
        // The check's code could not be fetched (no signal): nothing was sent.
        () => ({ ok: false, message: undefined }) as const,
      );
      if (!checked.ok) {
        toast.error(FEEDBACK_MESSAGES.submitFailed.title, {
          description: checked.message ?? FEEDBACK_MESSAGES.submitFailed.description,
        });
        return;
      }
      if (await onSubmit(checked.request)) {
        setRating(null);
        setComment('');
        setHasTriedSubmit(false);
      }
    } finally {
      isCheckingRef.current = false;
      setIsChecking(false);
    }
  }

  const missingHintIds = [
    isRatingMissing ? ids.ratingHint : null,
    isCommentMissing ? ids.commentHint : null,
  ].filter(Boolean);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <div>
        <FlameRating
          value={rating}
          onChange={setRating}
          disabled={isSubmitting}
          describedBy={isRatingMissing ? ids.ratingHint : undefined}
          isInvalid={hasTriedSubmit && isRatingMissing}
        />
        {isRatingMissing && (
          <MissingFieldHint
            id={ids.ratingHint}
            message={FEEDBACK_MESSAGES.ratingRequired}
            isError={hasTriedSubmit}
          />
        )}
      </div>

      <div>
        <Label htmlFor={ids.comment} size="strong">
          Your comment
        </Label>
        <Textarea
          id={ids.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={FEEDBACK_COMMENT_MAX_CHARS}
          rows={5}
          disabled={isSubmitting}
          placeholder="What works well on site, and what could be better?"
          aria-invalid={hasTriedSubmit && isCommentMissing}
          aria-describedby={[ids.counter, isCommentMissing ? ids.commentHint : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p
          id={ids.counter}
          className={cn(
            'mt-1 text-right text-sm',
            comment.length >= FEEDBACK_COMMENT_MAX_CHARS
              ? 'font-semibold text-red-700'
              : 'text-slate-700',
          )}
        >
          {countFormat.format(comment.length)} / {countFormat.format(FEEDBACK_COMMENT_MAX_CHARS)}{' '}
          characters
        </p>
        {isCommentMissing && (
          <MissingFieldHint
            id={ids.commentHint}
            message={FEEDBACK_MESSAGES.commentRequired}
            isError={hasTriedSubmit}
          />
        )}
      </div>

      <div className="flex flex-col gap-2">
        {/* aria-disabled, not disabled: the button stays focusable and a press explains what is
            missing (product.md §5 toasts), while it reads and looks unavailable. Greyed by colour,
            not opacity, so its focus ring stays at full strength (architecture.md "Accessibility"). */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={!canSubmit}
          aria-describedby={missingHintIds.length > 0 ? missingHintIds.join(' ') : undefined}
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-slate-200 aria-disabled:text-slate-700 aria-disabled:hover:brightness-100 sm:w-auto sm:self-start"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
        </Button>
        <p className="text-sm text-slate-700">
          Your rating and comment appear in the recent feedback list without your name. Please
          don&apos;t include personal details.
        </p>
      </div>
    </form>
  );
}

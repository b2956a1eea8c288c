import { RefreshCw } from 'lucide-react';
import type { Feedback } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { FEEDBACK_MESSAGES } from '../feedback-messages';
import { FeedbackList } from './feedback-list';

interface RecentFeedbackProps {
  /** The list query's status (TanStack Query's `status`). */
  status: 'pending' | 'error' | 'success';
  feedback: readonly Feedback[] | undefined;
  onRetry: () => void;
  isRetrying: boolean;
  labelledBy: string;
}

/** The recent-feedback list with its loading and error states. */
export function RecentFeedback({
  status,
  feedback,
  onRetry,
  isRetrying,
  labelledBy,
}: RecentFeedbackProps) {
  if (status === 'pending') return <Spinner label="Loading feedback" />;

  if (status === 'error' || !feedback) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4"
      >
        <p className="text-base font-medium text-red-800">{FEEDBACK_MESSAGES.loadFailed}</p>
        <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
          <RefreshCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          {isRetrying ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  return <FeedbackList feedback={feedback} labelledBy={labelledBy} />;
}

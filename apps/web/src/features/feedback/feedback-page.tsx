import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ArrowLeft } from 'lucide-react';
import type { CreateFeedbackRequest } from '@pipeproof/contracts';
import { DocumentTitle } from '../../components/document-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useCreateFeedback } from './api/create-feedback';
import { useFeedback } from './api/get-feedback';
import { FeedbackForm } from './components/feedback-form';
import { RecentFeedback } from './components/recent-feedback';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import { describeFeedbackError } from './utils/describe-feedback-error';

export function FeedbackPage() {
  const formHeadingId = useId();
  const listHeadingId = useId();
  const feedbackQuery = useFeedback();
  const createFeedback = useCreateFeedback();

  async function handleSubmit(input: CreateFeedbackRequest): Promise<boolean> {
    try {
      await createFeedback.mutateAsync(input);
      toast.success(FEEDBACK_MESSAGES.submitted.title, {
        description: FEEDBACK_MESSAGES.submitted.description,
      });
      return true;
    } catch (error) {
      toast.error(FEEDBACK_MESSAGES.submitFailed.title, {
        description: describeFeedbackError(error),
      });
      return false;
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-6 sm:px-6 sm:py-10">
      <DocumentTitle title="Feedback" />
      <Button asChild variant="ghost" className="-ml-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Calculator
        </Link>
      </Button>

      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Feedback
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-800">
        Tell us how PipeProof works for you on site. Your rating and comment help us decide what to
        improve next.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <section aria-labelledby={formHeadingId}>
            <CardHeader className="px-4 sm:px-5">
              <h2 id={formHeadingId} className="text-xl font-bold text-slate-900">
                Share your feedback
              </h2>
              <p className="text-base text-slate-700">Choose 1 to 5 flames and tell us why.</p>
            </CardHeader>
            <CardContent className="px-3 min-[400px]:px-4 sm:px-5">
              <FeedbackForm onSubmit={handleSubmit} isSubmitting={createFeedback.isPending} />
            </CardContent>
          </section>
        </Card>

        <Card>
          <section aria-labelledby={listHeadingId}>
            <CardHeader className="px-4 sm:px-5">
              <h2 id={listHeadingId} className="text-xl font-bold text-slate-900">
                Recent feedback
              </h2>
              <p className="text-base text-slate-700">
                What other engineers have said, newest first.
              </p>
            </CardHeader>
            <CardContent className="px-3 min-[400px]:px-4 sm:px-5">
              <RecentFeedback
                status={feedbackQuery.status}
                feedback={feedbackQuery.data}
                onRetry={() => void feedbackQuery.refetch()}
                isRetrying={feedbackQuery.isFetching}
                labelledBy={listHeadingId}
              />
            </CardContent>
          </section>
        </Card>
      </div>
    </div>
  );
}

import type { Feedback } from '@pipeproof/contracts';
import { FEEDBACK_MESSAGES } from '../feedback-messages';
import { formatFeedbackDate, parseFeedbackTimestampMs } from '../utils/format-feedback-date';
import { FlameScore } from './flame-score';

interface FeedbackListProps {
  feedback: readonly Feedback[];
  /** Id of the heading that names the list, so the scrolling region has a name. */
  labelledBy: string;
}

/** Recent feedback, newest first as the server sends it, in a scrollable keyboard-reachable box. */
export function FeedbackList({ feedback, labelledBy }: FeedbackListProps) {
  if (feedback.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-400 p-6 text-center text-base text-slate-800">
        {FEEDBACK_MESSAGES.emptyList}
      </p>
    );
  }

  return (
    // The list scrolls, so it takes focus to let keyboard users scroll it (WCAG 2.1.1); it is
    // named by the section heading, so focusing it reads "Recent feedback, list, N items".
    <ul
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200"
    >
      {feedback.map((entry) => (
        <FeedbackListItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

function FeedbackListItem({ entry }: { entry: Feedback }) {
  const timestampMs = parseFeedbackTimestampMs(entry.createdAt);
  const dateText = formatFeedbackDate(entry.createdAt);
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <FlameScore rating={entry.rating} />
        {timestampMs === null ? (
          <span className="text-sm text-slate-700">{dateText}</span>
        ) : (
          <time dateTime={new Date(timestampMs).toISOString()} className="text-sm text-slate-700">
            {dateText}
          </time>
        )}
      </div>
      <p className="text-base break-words whitespace-pre-line text-slate-900">{entry.comment}</p>
    </li>
  );
}

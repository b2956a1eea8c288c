// Placeholder: replaced by the full page.
export function FeedbackPage() {
  return <h1>Feedback</h1>;
}

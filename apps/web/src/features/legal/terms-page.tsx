// Placeholder: replaced by the full page.
export function TermsPage() {
  return <h1>Terms of Service</h1>;
}

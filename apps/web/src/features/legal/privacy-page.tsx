// Placeholder: replaced by the full page.
export function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}

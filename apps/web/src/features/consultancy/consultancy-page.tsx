// Placeholder: replaced by the full page.
export function ConsultancyPage() {
  return <h1>Consultancy</h1>;
}

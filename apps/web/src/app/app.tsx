// Placeholder: replaced by the router and providers.
export function App() {
  return <h1>PipeProof</h1>;
}

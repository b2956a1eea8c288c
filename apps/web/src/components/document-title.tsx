/** Sets the browser tab title (WCAG 2.4.2). React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · PipeProof`}</title>;
}

/**
 * A figure with a footnote mark: '*' on screen (explained in the table's note) and the reason in
 * words for screen readers, so the mark never widens a phone-sized table.
 */
export function FlaggedFigure({ figure, reason }: { figure: string; reason: string }) {
  return (
    <>
      {figure}
      <span aria-hidden="true">*</span>
      <span className="sr-only"> ({reason})</span>
    </>
  );
}

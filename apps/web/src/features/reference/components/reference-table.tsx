import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface ReferenceRow {
  key: string;
  /** The row's header cell (<th scope="row">). */
  header: ReactNode;
  cells: readonly ReactNode[];
}

export interface ReferenceTableProps {
  /** Unique on the page: names the caption and the note. */
  id: string;
  caption: string;
  /** Column headers: the first one heads the row-header column. */
  columns: readonly ReactNode[];
  rows: readonly ReferenceRow[];
  /** Read after the caption (footnotes, the rule for values between rows). */
  note?: ReactNode;
  /** Keeps the row headers in view while a wide table scrolls sideways. */
  hasStickyRowHeaders?: boolean;
  /** Data cells are text (formulas, words) rather than figures: aligned left, wrapping on a phone. */
  hasTextCells?: boolean;
}

/**
 * A reference table that scrolls sideways inside its own box, so the page never does (a phone
 * at 412 px). The box is a named, focusable region so keyboard users can scroll it too (WCAG
 * 2.1.1; axe "scrollable-region-focusable").
 */
export function ReferenceTable({
  id,
  caption,
  columns,
  rows,
  note,
  hasStickyRowHeaders = false,
  hasTextCells = false,
}: ReferenceTableProps) {
  const cellAlign = hasTextCells ? 'text-left' : 'text-right';
  const captionId = `${id}-caption`;
  const noteId = `${id}-note`;
  const stickyClasses = hasStickyRowHeaders
    ? 'sticky left-0 z-10 min-w-20 bg-inherit shadow-[1px_0_0_0_#cbd5e1]'
    : undefined;
  return (
    <div className="mt-6 min-w-0">
      {/* As wide as the table on a large screen (figures stay near their headings), never wider than the page. */}
      <div className="max-w-full sm:w-fit sm:min-w-96">
        {/* The caption is shown here, outside the box, so a wide table never scrolls it away. */}
        <p
          aria-hidden="true"
          className="rounded-t-lg border border-b-0 border-slate-300 bg-slate-100 px-3 py-2 text-base font-bold text-slate-900"
        >
          {caption}
        </p>
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="max-w-full overflow-x-auto rounded-b-lg border border-slate-300 bg-white"
        >
          <table
            id={id}
            aria-describedby={note ? noteId : undefined}
            className="w-full border-collapse text-left text-base tabular-nums"
          >
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead>
              <tr className="bg-slate-50">
                {columns.map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={cn(
                      'border-b border-slate-300 px-2 py-2 align-bottom text-sm font-semibold text-slate-800 sm:px-3',
                      index === 0 ? cn('text-left', stickyClasses) : cellAlign,
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="bg-white even:bg-slate-50">
                  <th
                    scope="row"
                    className={cn(
                      'border-t border-slate-200 px-2 py-2 text-left font-semibold sm:px-3 sm:whitespace-nowrap',
                      stickyClasses,
                    )}
                  >
                    {row.header}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={index}
                      className={cn(
                        'border-t border-slate-200 px-3 py-2',
                        // Words may wrap on a phone, as the row headers do; figures never.
                        hasTextCells ? 'sm:whitespace-nowrap' : 'whitespace-nowrap',
                        cellAlign,
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {note ? (
        <p id={noteId} className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}

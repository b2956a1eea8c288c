export interface FormulaSymbol {
  symbol: string;
  meaning: string;
}

export interface FormulaBlockProps {
  /** What the formula gives, e.g. 'Installation volume'. */
  title: string;
  /** One or more lines of the formula as plain text, with the engine's constants filled in. */
  lines: readonly string[];
  symbols: readonly FormulaSymbol[];
  /** The section of the calculation reference (standards.md) it comes from. */
  source: string;
}

/** A formula as text, its symbols explained and its source cited. */
export function FormulaBlock({ title, lines, symbols, source }: FormulaBlockProps) {
  return (
    <div className="mt-6 rounded-lg border-l-4 border-brand bg-slate-100 p-4">
      <p className="text-base font-bold text-slate-900">{title}</p>
      {lines.map((line) => (
        <p
          key={line}
          className="mt-2 font-mono text-base font-semibold break-words text-slate-950 sm:text-lg"
        >
          {line}
        </p>
      ))}
      {symbols.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
          {symbols.map(({ symbol, meaning }) => (
            <div key={symbol} className="contents">
              <dt className="font-mono font-semibold">{symbol}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">Source: {source}</p>
    </div>
  );
}

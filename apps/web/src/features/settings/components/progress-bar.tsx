/** A labelled progress bar, 0–max (product.md §9: default max 100). */
export function ProgressBar({
  value,
  max = 100,
  label,
}: {
  value: number;
  max?: number;
  label: string;
}) {
  const percent = Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm font-semibold text-slate-800">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

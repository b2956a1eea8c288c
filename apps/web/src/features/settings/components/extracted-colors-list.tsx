import { Button } from '../../../components/ui/button';
import type { ExtractedColor } from '../model/extract-colors';

interface ExtractedColorsListProps {
  colors: readonly ExtractedColor[];
  onSetPrimary: (hex: string) => void;
  onSetSecondary: (hex: string) => void;
}

/** The colours found in the logo, each with 'Set Primary' and 'Set Secondary' (product.md §2). */
export function ExtractedColorsList({
  colors,
  onSetPrimary,
  onSetSecondary,
}: ExtractedColorsListProps) {
  return (
    <ul aria-label="Colours found in your logo" className="flex flex-col gap-3">
      {colors.map((color) => (
        <li
          key={color.hex}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center"
        >
          <div className="flex flex-1 items-center gap-3">
            <span
              aria-hidden="true"
              className="size-10 shrink-0 rounded-md border border-slate-300"
              style={{ backgroundColor: color.hex }}
            />
            <span className="font-mono text-base font-semibold uppercase">{color.hex}</span>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Set Primary: ${color.hex}`}
              onClick={() => onSetPrimary(color.hex)}
            >
              Set Primary
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Set Secondary: ${color.hex}`}
              onClick={() => onSetSecondary(color.hex)}
            >
              Set Secondary
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

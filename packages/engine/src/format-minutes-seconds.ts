/**
 * "mm:ss" from a whole number of seconds: minutes padded to two digits and never capped
 * (125:30), seconds always 00–59 — never "x:60" (standards.md §5). Callers round to whole seconds
 * first, through rounding.ts.
 */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds - minutes * 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

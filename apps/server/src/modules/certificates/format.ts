import { formatFigure } from '@pipeproof/engine';

/** UK conventions for certificates (architecture.md §4): en-GB dates, Europe/London times, SI units. */

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '21/11/2026, 14:03' in UK time (GMT or BST as the date falls). */
export function formatDateTime(at: Date): string {
  return DATE_TIME.format(at);
}

/**
 * A number as the engine gave it (already rounded by its rules), never re-rounded here, and
 * written in full: a small leak rate prints as 0.00000003, not 3e-8 (decision 0904).
 */
export function formatNumber(value: number): string {
  return formatFigure(value);
}

export function withUnit(value: number | null | undefined, unit: string): string {
  return value === null || value === undefined ? '—' : `${formatNumber(value)} ${unit}`;
}

/**
 * The installation and purge volumes, to 4 decimal places: the engine rounds them up to
 * 0.0001 m³ (decision 0301).
 */
export function formatVolume(valueM3: number): string {
  return `${valueM3.toFixed(4)} m³`;
}

/**
 * A part of the installation volume (a pipe run, a meter, a hose, the pipework, the fittings
 * allowance) as the engine computed it, as the calculators show it: not rounded to 4 places here,
 * so the parts printed add up to the total the engine rounded up (0.0192 + 0.00192 + 0.025 →
 * 0.0462 m³), and a short domestic run is not printed as 0.0001 m³ or 0.0000 m³ (decision 0872).
 * Binary noise past 9 places (a meter's volume times its quantity) is dropped, as the engine's
 * `cleanNumber` does, and no exponent is printed.
 */
export function formatVolumePart(valueM3: number): string {
  return `${formatFigure(valueM3)} m³`;
}

export function formatMinutes(minutes: number): string {
  return `${formatNumber(minutes)} min`;
}

/** GPS position to 6 decimal places (product.md §4). */
export function formatPosition(location: { latitude: number; longitude: number }): string {
  return `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`;
}

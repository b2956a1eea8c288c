/* The words every calculator shows for sizes, materials, gauges, media and meters. */
import {
  GAUGES,
  GAUGE_TYPES,
  METER_VOLUMES,
  type GaugeType,
  type MeterType,
  type PipeMaterial,
  type TestMedium,
} from '@pipeproof/engine';

/** Steel tube is still ordered in inches on site (BS EN 10255 nominal sizes). */
const STEEL_INCHES: Readonly<Record<number, string>> = {
  15: '½',
  20: '¾',
  25: '1',
  32: '1¼',
  40: '1½',
  50: '2',
  65: '2½',
  80: '3',
  100: '4',
  125: '5',
  150: '6',
  200: '8',
  250: '10',
  300: '12',
};

export function formatPipeSize(material: PipeMaterial, nominalSizeMm: number): string {
  const inches = material === 'steel' ? STEEL_INCHES[nominalSizeMm] : undefined;
  return inches ? `${nominalSizeMm} mm (${inches}")` : `${nominalSizeMm} mm`;
}

export const MATERIAL_LABELS = {
  steel: 'Steel',
  copper: 'Copper',
  pe: 'PE (SDR 11)',
  csst: 'CSST',
} as const satisfies Record<PipeMaterial, string>;

/** Readable gauge names with their readable movement (product.md §3 step-flow gauge types). */
export function formatGauge(gaugeType: GaugeType): string {
  const gauge = GAUGES[gaugeType];
  return `${gauge.label} — GRM ${gauge.grmMbar} mbar`;
}

/** Most sensitive first: the one an engineer should reach for. */
export const GAUGE_CHOICES = [...GAUGE_TYPES]
  .reverse()
  .map((value) => ({ value, label: formatGauge(value) }));

export const TEST_MEDIUM_LABELS = {
  Air: 'Air',
  Gas: 'Gas',
} as const satisfies Record<TestMedium, string>;

export const METER_CHOICES = METER_VOLUMES.map((meter) => ({
  value: meter.meterType as MeterType,
  label: meter.label,
}));
